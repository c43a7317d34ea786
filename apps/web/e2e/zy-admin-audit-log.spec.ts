import { expect, test } from '@playwright/test';
import { E2E_ADMIN, loginThroughForm } from './fixtures';

/**
 * The audit log in the built app (issue 9 item 7): an admin write shows with who, what and the
 * changed field; the filters narrow the list and live in the URL.
 */
test('an admin write appears in the audit log and the filters find it', async ({ page }) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const before = await page.request.get('/api/content/howItWorks');
  const original =
    before.status() === 404 ? {} : ((await before.json()) as { content: object }).content;
  const marker = `Audited title ${Date.now()}`;
  try {
    const res = await page.request.put('/api/admin/content/howItWorks', {
      data: { content: { ...original, title: marker } },
    });
    expect(res.status()).toBe(200);

    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(marker) });
    await expect(row).toContainText(E2E_ADMIN.username);
    await expect(row).toContainText('content.update');

    await page.getByLabel('What').selectOption('content');
    await expect(page).toHaveURL(/entity=content/);
    await expect(row).toBeVisible();
    await page.getByLabel('Search the log').fill('no-such-action-anywhere');
    await expect(page.getByText('No matching entries')).toBeVisible();
    await expect(page).toHaveURL(/q=no-such-action-anywhere/);
  } finally {
    await page.request.put('/api/admin/content/howItWorks', { data: { content: original } });
  }
});
