import { expect, test } from '@playwright/test';
import {
  cspViolations as violations,
  E2E_ADMIN,
  gotoLanding,
  ISLANDS,
  loginThroughForm,
  recordCspViolations as recordViolations,
} from './fixtures';

/**
 * The shipped code runs under the site's CSP without a single violation (issue 9 item 6): no
 * `eval` (zod runs jitless in the browser), no inline script, no foreign source. Each page records
 * `securitypolicyviolation` events from its first script on.
 */

test('the landing page, the directory, /auth and the console raise no CSP violation', async ({
  page,
}) => {
  test.slow();
  await recordViolations(page);
  // Every island hydrated: all of the landing page's code has run.
  await gotoLanding(page, '/', ISLANDS);
  // The contact section's chunk is the one that brings zod to the landing page.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('#contact form')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // The pages TanStack Start renders: its inline scripts are allowed by hash, and they run (the
  // framework's boot and data: a blocked one would leave the router without its state).
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  for (const path of ['/designers', '/designers/amara-okafor', '/designers?q=zeppelin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await violations(page), path).toEqual([]);
  }
  expect(pageErrors).toEqual([]);
  expect(logged).toEqual([]);

  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/pages/hero');
  await expect(page.getByRole('heading', { level: 1, name: 'Hero' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('');
  expect(await violations(page)).toEqual([]);
});
