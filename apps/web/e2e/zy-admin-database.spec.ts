import { expect, test } from '@playwright/test';
import { E2E_ADMIN, loginThroughForm } from './fixtures';

/**
 * /admin/schema-deploy in the built app (SPEC 2, issue 8 item 9): "Redirecting to Database
 * Tools..." then the Database tools at the same path, with the migrations table listing the
 * initial migration, and no reload loop (a marker on `window` survives a few seconds).
 */
test.describe('admin database tools', () => {
  test('shows the redirect notice, then the tools, without reloading', async ({ page }) => {
    await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto('/admin/schema-deploy');
    await expect(
      page
        .getByText('Redirecting to Database Tools...', { exact: true })
        .or(page.getByRole('heading', { level: 1, name: 'Database tools' })),
    ).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __dbToolsMarker?: string }).__dbToolsMarker = 'kept';
    });

    await expect(page.getByRole('heading', { level: 1, name: 'Database tools' })).toBeVisible();
    const migrations = page.getByRole('table', { name: 'Schema migrations' });
    await expect(migrations.getByRole('cell', { name: /_initial$/ })).toBeVisible();
    await expect(page.getByText('Up to date', { exact: true })).toBeVisible();
    await expect(page.getByText('PGlite', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Row counts per table' }).getByRole('cell', {
        name: 'designers',
        exact: true,
      }),
    ).toBeVisible();

    await page.waitForTimeout(3000);
    expect(
      await page.evaluate(
        () => (window as unknown as { __dbToolsMarker?: string }).__dbToolsMarker,
      ),
    ).toBe('kept');
    await expect(page).toHaveURL(/\/admin\/schema-deploy$/);
  });
});
