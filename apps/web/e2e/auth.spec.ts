import { expect, test } from '@playwright/test';
import { E2E_ADMIN, loginThroughForm, uniqueUsername } from './fixtures';

test.describe('accounts', () => {
  test('a visitor registers, sees Logout, and logs out', async ({ page }) => {
    const username = uniqueUsername();
    await page.goto('/auth');
    // The page is painted before it hydrates: its buttons are enabled once it has.
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('tabpanel', { name: 'Register' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password').fill('a-good-password-1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const logout = page.getByRole('button', { name: 'Logout' }).first();
    await expect(logout).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await logout.click();
    await expect(
      page.getByText('You have been successfully logged out', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Call' }).first()).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('a signed-in visitor never sees Book a Call, though the page is the one every visitor gets', async ({
    page,
  }) => {
    await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    // Every frame from the first: was Book a Call ever on screen (its header shown)?
    await page.addInitScript(() => {
      const seen = { bookCall: false };
      Object.assign(window, { __seen: seen });
      const check = () => {
        const button = document.querySelector('header[data-shown] [data-book-call]');
        if (button?.checkVisibility({ visibilityProperty: true })) seen.bookCall = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __seen: { bookCall: boolean } }).__seen),
    ).toEqual({ bookCall: false });
    // An anonymous visitor's page shows it.
    await page.context().clearCookies();
    await page.goto('/');
    await expect(page.locator('header [data-book-call]')).toBeVisible();
  });

  test('shows field errors and the server message on a failed login', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Login' });
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText('Username is required')).toBeVisible();
    await form.getByLabel('Username').fill('nobody-here');
    await form.getByLabel('Password').fill('wrong-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid username or password', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an admin logs in and lands on the dashboard', async ({ page }) => {
    await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(E2E_ADMIN.username);
    // A reload keeps them in the console (the document brings who they are).
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(E2E_ADMIN.username);
    // /auth sends a signed-in visitor home.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Admin' }).first()).toBeVisible();
  });

  test('an anonymous visitor is sent from /admin to /auth, with no failed request or console error', async ({
    page,
  }) => {
    // Issue 18 item 7: the document says nobody is signed in; nothing asks GET /api/user (401).
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') problems.push('GET /api/user');
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a signed-in account without a role is sent from /admin to /auth and told why', async ({
    page,
  }) => {
    const username = uniqueUsername('plain');
    const res = await page.request.post('/api/register', {
      data: { username, password: 'a-good-password-1' },
    });
    expect(res.status()).toBe(201);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth\?access=none$/);
    const notice = page.getByRole('alert').filter({ hasText: 'no access to the console yet' });
    await expect(notice).toContainText(username);
    await expect(notice).toContainText('Ask an admin of your team');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    // Signing out leaves the form to sign in with another account.
    await notice.getByRole('button', { name: 'Sign out to use another account' }).click();
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Login' })).toBeVisible();
  });
});

test.describe('before the script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in forms cannot be sent, so a password never goes into an address', async ({
    page,
  }) => {
    await page.goto('/auth');
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Username').fill('someone');
    await login.getByLabel('Password').fill('a-password-123');
    await expect(login.getByRole('button', { name: 'Login' })).toBeDisabled();
    await login.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
