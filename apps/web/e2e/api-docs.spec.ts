import { expect, test, type Locator, type Page } from '@playwright/test';
import { cspViolations, E2E_ADMIN, loginThroughForm, recordCspViolations } from './fixtures';

/**
 * /api/docs (issue 21 item 2): the API reference loads in Chromium with no CSP violation and no
 * console error, and calls the API from the page: a public path anonymously, then an admin path
 * with the session of a signed-in admin (same origin, so "Try it out" sends the cookie).
 */
/** An operation of the reference by its operationId (the document's). */
const operationOf = (page: Page, operationId: string) =>
  page.locator(`[id^="operations-"][id$="-${operationId}"]`);

/** Opens an operation of the reference, runs it with "Try it out" and returns its status cell. */
async function tryOperation(page: Page, operationId: string): Promise<Locator> {
  const operation = operationOf(page, operationId);
  await operation.locator('.opblock-summary-control').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  return operation.locator('.live-responses-table tbody .response-col_status').first();
}

test('the API reference loads within the CSP and calls a public and an admin path', async ({
  page,
}) => {
  test.slow(); // Swagger UI renders the whole document and animates each operation it opens
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await recordCspViolations(page);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Forma API/ })).toBeVisible();
  await expect(page.getByText('/api/admin/designers/{id}', { exact: true }).first()).toBeVisible();

  await expect(await tryOperation(page, 'getApiDesigners')).toHaveText('200');
  await expect(
    operationOf(page, 'getApiDesigners').locator('.live-responses-table pre').first(),
  ).toContainText(/"name": "(?!string")/);
  // Anonymous: the admin dashboard is refused.
  await expect(await tryOperation(page, 'getApiAdminDashboard')).toHaveText('401');

  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/api/docs');
  await expect(await tryOperation(page, 'getApiAdminDashboard')).toHaveText('200');
  await expect(
    operationOf(page, 'getApiAdminDashboard').locator('.live-responses-table pre').first(),
  ).toContainText('"unreadContactSubmissions"');

  expect(await cspViolations(page)).toEqual([]);
  // The 401 the anonymous call answered is the only error the console shows.
  expect(errors.filter((e) => !/401 \(Unauthorized\)/.test(e))).toEqual([]);
});
