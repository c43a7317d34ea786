import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, gotoLanding, loginThroughForm } from './fixtures';

/**
 * The contact form explorer in the built app (issue 8 item 5; SPEC 2 "Admin contact form
 * explorer", SPEC 4 "Contact form design", SPEC 8 design toasts): Select, preview, Save Selected
 * Design changes `/`; Clear Selection and "Use default form" bring the default back. Before and
 * after each test the setting is unset (DELETE /api/settings/selectedContactFormDesign).
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const KEY = 'selectedContactFormDesign';
const EXPLORER = '/admin/contact-form-explorations';

/** Unsets the design setting (404 = already unset). */
async function unset(page: Page) {
  const res = await page.request.delete(`/api/settings/${KEY}`);
  expect([200, 404]).toContain(res.status());
}

/**
 * Opens / (rendered on the server from the stored setting) with the contact section hydrated: the
 * design the browser renders, which is the locally stored one when the server has none.
 */
async function openLanding(page: Page) {
  await gotoLanding(page, '/', ['contact']);
  await expect(page.locator('#contact')).toHaveAttribute('data-contact-design', /.+/);
}

const status = (page: Page) => page.getByTestId('contact-design-status');
const preview = (page: Page) => page.getByTestId('contact-design-preview');

/** Opens the explorer and waits for the saved design to load. */
async function openExplorer(page: Page) {
  await page.goto(EXPLORER);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact form designs' })).toBeVisible();
  await expect(status(page)).not.toHaveText(/Loading/);
}

test.describe('admin contact form explorer', () => {
  test.beforeEach(async ({ page }) => {
    test.slow();
    await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await unset(page);
  });

  test.afterEach(async ({ page }) => {
    await unset(page);
    await page.evaluate(() => localStorage.removeItem('contactFormDesign'));
  });

  test('the preview simulates sending: its toast says so and no inquiry is stored', async ({
    page,
  }) => {
    const marker = `preview-${Date.now()}`;
    await openExplorer(page);
    const form = preview(page);
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Company').fill('Analytical Engines');
    await form.getByLabel(/inquiry/i).selectOption('project');
    await form.getByLabel('Message').fill(`Only trying the preview. ${marker}`);
    await form.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText('Message sent! (preview)', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    const inbox = (await (await page.request.get('/api/admin/contact-submissions')).json()) as {
      items: { message: string }[];
    };
    expect(inbox.items.some((s) => s.message.includes(marker))).toBe(false);
  });

  test('select design 3, save it, see it on /, then clear and use the default', async ({
    page,
  }) => {
    await openExplorer(page);
    await expect(status(page)).toHaveText(/Saved: none/);
    await expect(
      page.getByRole('list', { name: 'Contact form designs' }).getByRole('listitem'),
    ).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'Save Selected Design' })).toHaveCount(0);
    await expect(preview(page)).toHaveAttribute('data-preview-design', 'default');

    // Keyboard: focus Select on the card of design 3 and press Enter.
    // Its name follows its text: "Select design 3", then "Selected design 3".
    const select3 = page.getByRole('button', { name: /^Select(ed)? design 3$/ });
    await select3.focus();
    await page.keyboard.press('Enter');
    await expect(select3).toHaveAttribute('aria-pressed', 'true');
    await expect(preview(page)).toHaveAttribute('data-preview-design', '3');
    await expect(preview(page).locator('section[data-contact-design="3"]')).toBeVisible();
    // The preview never duplicates the landing page's ids.
    await expect(page.locator('#contact, #contact-pill')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save Selected Design' }).click();
    await expect(page.getByText('Design saved!', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Design 3 has been selected as the new contact form.', { exact: true }),
    ).toBeVisible();
    await expect(status(page)).toHaveText(/Saved: Design 3/);
    expect(await (await page.request.get(`/api/settings/${KEY}`)).json()).toEqual({
      key: KEY,
      value: '3',
    });
    expect(await page.evaluate(() => localStorage.getItem('contactFormDesign'))).toBe('3');

    await openLanding(page);
    await expect(page.locator('#contact')).toHaveAttribute('data-contact-design', '3');

    await openExplorer(page);
    await expect(page.getByRole('button', { name: 'Selected design 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // axe: each button's name contains its visible text (label-content-name-mismatch).
    const { violations } = await new AxeBuilder({ page })
      .withRules(['label-content-name-mismatch', 'button-name', 'link-name'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
      [],
    );
    await page.getByRole('button', { name: 'Clear Selection' }).click();
    await expect(preview(page)).toHaveAttribute('data-preview-design', 'default');
    await expect(page.getByRole('button', { name: 'Save Selected Design' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Use default form' }).click();
    await expect(page.getByText('Design reset', { exact: true })).toBeVisible();
    await expect(status(page)).toHaveText(/Saved: none/);
    expect((await page.request.get(`/api/settings/${KEY}`)).status()).toBe(404);
    expect(await page.evaluate(() => localStorage.getItem('contactFormDesign'))).toBeNull();

    await openLanding(page);
    await expect(page.locator('#contact')).toHaveAttribute('data-contact-design', 'default');
  });

  test('View opens the full preview of a design', async ({ page }) => {
    await openExplorer(page);
    await page.getByRole('link', { name: 'View design 7' }).click();
    await expect(page).toHaveURL(/\/admin\/contact-form-explorations\/design7$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Design 7: / })).toBeVisible();
    await expect(page.locator('main section[data-contact-design="7"]')).toBeVisible();
    await page.getByRole('link', { name: 'Next: Design 1' }).click();
    await expect(page).toHaveURL(/\/design1$/);
    await expect(page.locator('main section[data-contact-design="1"]')).toBeVisible();
    await page.getByRole('link', { name: 'All designs' }).click();
    await expect(page).toHaveURL(new RegExp(`${EXPLORER}$`));
  });

  test('a failed server save still counts locally (SPEC 8)', async ({ page }) => {
    await page.route('**/trpc/settings.update*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '[]' }),
    );
    await openExplorer(page);
    await page.getByRole('button', { name: 'Select design 5' }).click();
    await page.getByRole('button', { name: 'Save Selected Design' }).click();
    await expect(page.getByText('Design saved!', { exact: true })).toBeVisible();
    expect((await page.request.get(`/api/settings/${KEY}`)).status()).toBe(404);
    expect(await page.evaluate(() => localStorage.getItem('contactFormDesign'))).toBe('5');
    // The server has none, so the landing page falls back to the local choice.
    await openLanding(page);
    await expect(page.locator('#contact')).toHaveAttribute('data-contact-design', '5');
  });

  test('fits a 390 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openExplorer(page);
    await page.getByRole('button', { name: 'Select design 6' }).click();
    await expect(page.getByRole('button', { name: 'Save Selected Design' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
