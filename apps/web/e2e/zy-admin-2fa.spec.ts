import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN, loginThroughForm, uniqueUsername } from './fixtures';

/** A password zxcvbn accepts (the server refuses common and guessable ones). */
const PASSWORD = 'violet lantern harbour 42';

/** The code an authenticator app shows for `secret`, `aheadMs` from now. */
function codeFor(secret: string, aheadMs = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + aheadMs });
}

/** Signs out through the console's "Log out" button and waits for the toast. */
async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  // The console then goes to `/`, the server-rendered landing document (a full page load, which
  // the "Logged out" toast does not survive; auth.spec.ts checks the toasts): let it arrive
  // before the next navigation, which it would otherwise abort.
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('[data-island="header"]')).toBeAttached();
  await page.waitForLoadState('load');
  expect((await page.request.get('/api/user')).status()).toBe(401);
}

/** The password step of /auth, expecting the authentication code step next. */
async function passwordStep(page: Page, username: string) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(form.getByLabel('Authentication code')).toBeVisible();
  return form;
}

test.describe('admin two-factor sign-in', () => {
  let admin: APIRequestContext;
  let username: string;
  let userId: number;

  test.beforeAll(async ({ baseURL }) => {
    // A fresh admin: registered, then promoted by E2E_ADMIN (which keeps password-only sign-in).
    username = uniqueUsername('tfa');
    const visitor = await request.newContext({ baseURL });
    const registered = await visitor.post('/api/register', {
      data: { username, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    userId = ((await registered.json()) as { id: number }).id;
    await visitor.dispose();
    admin = await request.newContext({ baseURL });
    const login = await admin.post('/api/login', { data: E2E_ADMIN });
    expect(login.status()).toBe(200);
    const promoted = await admin.patch(`/api/admin/users/${userId}`, { data: { isAdmin: true } });
    expect(promoted.status()).toBe(200);
  });

  test.afterAll(async () => {
    await admin.delete(`/api/admin/users/${userId}`);
    await admin.dispose();
  });

  test('enrols with the QR code, then signs in with a code and with a recovery code', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loginThroughForm(page, username, PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: 'Security' }).first().click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = await page.getByLabel('Secret key').inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A wrong code is refused under the field.
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('That code does not match', { exact: false })).toBeVisible();

    await page.getByLabel('Authentication code').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await list.getByRole('listitem').allTextContents();
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await expect(page.getByText(/10 of 10 recovery codes left/)).toBeVisible();

    // Password, then a code from the app (the next 30 s step: each code is accepted once).
    await logOut(page);
    let form = await passwordStep(page, username);
    await expect(page.getByText('Login successful', { exact: true })).toHaveCount(0);
    await form.getByLabel('Authentication code').fill('123456');
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(form.getByText('Invalid authentication code')).toBeVisible();
    await form.getByLabel('Authentication code').fill(codeFor(secret, 30_000));
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    // Password, then a recovery code.
    await logOut(page);
    form = await passwordStep(page, username);
    await form.getByRole('button', { name: 'Use a recovery code' }).click();
    await form.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/security');
    await expect(page.getByText(/9 of 10 recovery codes left/)).toBeVisible();
  });
});
