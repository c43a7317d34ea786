import { SETTING_KEYS } from '@forma/validators';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, expectAccessible, gotoLanding, loginThroughForm } from './fixtures';

/**
 * The admin settings screen in the built app (issue 8 item 6, issue 20 item 1): Publish and
 * "Reset to default" on /admin/settings change what `/` shows; Save draft does not until the
 * draft is published. Runs after the landing specs (name order) and, before
 * and after, unsets every known setting (DELETE /api/settings/{key}) so later specs see defaults.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** Unsets every known setting through the admin REST call (404 = already unset). */
async function unsetAll(page: Page) {
  for (const key of SETTING_KEYS) {
    const res = await page.request.delete(`/api/settings/${key}`);
    expect([200, 404], `DELETE ${key}`).toContain(res.status());
  }
}

/** The settings row (a labelled region) of one setting. */
const row = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

/** Clicks Reset to default on a row and confirms it in the dialog. */
async function resetToDefault(page: Page, label: string) {
  await row(page, label).getByRole('button', { name: 'Reset to default' }).click();
  const dialog = page.getByRole('dialog', { name: `Reset ${label.toLowerCase()}?` });
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  await expect(page.getByText('Setting reset', { exact: true })).toBeVisible();
  await expect(row(page, label).getByTestId('setting-status')).toHaveText(/^Not set \(default: /);
}

/**
 * Discards, through the screen, every setting draft a failed earlier try left waiting (the retry
 * runs against the same server), so the test starts with none. Expects /admin/settings open.
 */
async function discardLeftoverDrafts(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const drafts = page.getByTestId('setting-draft');
  for (let left = await drafts.count(); left > 0; left -= 1) {
    await drafts.first().getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard draft' }).click();
    await expect(drafts).toHaveCount(left - 1);
  }
}

/**
 * Opens / (rendered on the server from the stored settings) with the contact section hydrated, so
 * what it shows is also what the browser renders from the page's data.
 */
async function openLanding(page: Page) {
  await gotoLanding(page, '/', ['contact']);
  await expect(page.locator('#contact')).toHaveAttribute('data-contact-design', /.+/);
}

test.describe('admin settings', () => {
  test.beforeEach(async ({ page }) => {
    test.slow();
    await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await unsetAll(page);
  });

  test.afterEach(async ({ page }) => {
    await unsetAll(page);
  });

  test('AI section: switched off hides it on /, reset brings it back', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const ai = row(page, 'AI section');
    await expect(ai.getByTestId('setting-status')).toHaveText('Not set (default: On)');
    await expect(ai.getByRole('button', { name: 'Reset to default' })).toBeDisabled();

    const toggle = ai.getByRole('switch', { name: 'AI section' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await ai.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Setting published', { exact: true })).toBeVisible();
    await expect(ai.getByTestId('setting-status')).toContainText('Current: Off');
    await expect(ai.getByTestId('setting-status')).toContainText('Last changed');

    await openLanding(page);
    await expect(page.locator('#ai-section')).toHaveCount(0);

    await page.goto('/admin/settings');
    await resetToDefault(page, 'AI section');
    await expect(row(page, 'AI section').getByRole('switch')).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect((await page.request.get('/api/settings/aiSectionEnabled')).status()).toBe(404);

    await openLanding(page);
    await expect(page.locator('#ai-section')).toHaveCount(1);
  });

  test('contact form design 3, then reset to the default form', async ({ page }) => {
    await page.goto('/admin/settings');
    const contact = row(page, 'Contact form design');
    await contact
      .getByRole('combobox', { name: 'Contact form design' })
      .selectOption({ label: 'Design 3' });
    await contact.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Setting published', { exact: true })).toBeVisible();
    await expect(contact.getByTestId('setting-status')).toContainText('Current: Design 3');
    expect(
      await (await page.request.get('/api/settings/selectedContactFormDesign')).json(),
    ).toEqual({ key: 'selectedContactFormDesign', value: '3' });

    await openLanding(page);
    await expect(page.locator('#contact')).toHaveAttribute('data-contact-design', '3');

    await page.goto('/admin/settings');
    await resetToDefault(page, 'Contact form design');
    await expect(
      row(page, 'Contact form design').getByRole('combobox', { name: 'Contact form design' }),
    ).toHaveValue('');
    expect((await page.request.get('/api/settings/selectedContactFormDesign')).status()).toBe(404);
    await openLanding(page);
    await expect(page.locator('#contact')).toHaveAttribute('data-contact-design', 'default');
  });

  test('designers on the landing page: 4 shows the first four, reset brings back eight', async ({
    page,
  }) => {
    const cards = page.locator('#designers ul').first().locator(':scope > li');
    await page.goto('/admin/settings');
    const designers = row(page, 'Designers on the landing page');
    await expect(designers.getByTestId('setting-status')).toHaveText(
      'Not set (default: 8 designers)',
    );
    await designers
      .getByRole('combobox', { name: 'Designers on the landing page' })
      .selectOption({ label: '4 designers' });
    await designers.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Setting published', { exact: true })).toBeVisible();

    await openLanding(page);
    await expect(cards).toHaveCount(4);

    await page.goto('/admin/settings');
    await resetToDefault(page, 'Designers on the landing page');
    await openLanding(page);
    await expect(cards).toHaveCount(8);
  });

  test('a draft waits off the site until it is published, and a discarded one changes nothing', async ({
    page,
  }) => {
    await page.goto('/admin/settings');
    const projects = row(page, 'Projects style');
    const select = projects.getByRole('combobox', { name: 'Projects style' });
    const draft = projects.getByRole('group', { name: 'Projects style: draft' });
    const stored = async () => page.request.get('/api/settings/selectedProjectsStyle');
    await discardLeftoverDrafts(page);

    await select.selectOption({ label: 'Arc' });
    await projects.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
    await expect(draft).toContainText('Projects style draft: Arc, not on the site');
    // Focus does not fall to the top of the page: it lands on the draft just saved.
    await expect(draft).toBeFocused();
    await expect(projects.getByTestId('setting-status')).toHaveText('Not set (default: Shader)');
    expect((await stored()).status()).toBe(404);

    // The draft is kept: a reload starts the control from it.
    await page.reload();
    await expect(select).toHaveValue('arc');
    await expect(draft).toBeVisible();
    // The screen with a waiting draft passes axe at both widths.
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await draft.getByRole('button', { name: 'Publish draft' }).click();
    await expect(page.getByText('Draft published', { exact: true })).toBeVisible();
    await expect(projects.getByTestId('setting-status')).toContainText('Current: Arc');
    await expect(draft).toHaveCount(0);
    expect(await (await stored()).json()).toEqual({ key: 'selectedProjectsStyle', value: 'arc' });

    await select.selectOption({ label: 'Holo' });
    await projects.getByRole('button', { name: 'Save draft' }).click();
    await draft.getByRole('button', { name: 'Discard draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard the draft of projects style?' });
    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByText('Draft discarded', { exact: true })).toBeVisible();
    await expect(draft).toHaveCount(0);
    await expect(select).toHaveValue('arc');
    expect(await (await stored()).json()).toEqual({ key: 'selectedProjectsStyle', value: 'arc' });
  });

  test('a failed save shows the server message', async ({ page }) => {
    // A batched tRPC error as the server sends it (superjson envelope).
    const message = 'The database is not reachable';
    await page.route('**/trpc/settings.publish*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              json: {
                message,
                code: -32603,
                data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503, path: 'settings.publish' },
              },
            },
          },
        ]),
      }),
    );
    await page.goto('/admin/settings');
    const projects = row(page, 'Projects style');
    await projects.getByRole('combobox', { name: 'Projects style' }).selectOption('arc');
    await projects.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Could not publish', { exact: true })).toBeVisible();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(projects.getByTestId('setting-status')).toHaveText('Not set (default: Shader)');
  });
});
