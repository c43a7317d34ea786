import { expect, type Page } from '@playwright/test';

/** The admin the e2e server ensures on start (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };

/** A username no earlier run used. */
export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Logs in through the /auth form and waits for the redirect. */
export async function loginThroughForm(page: Page, username: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
}

/**
 * Opens the landing page at `path` (default `/`) with every section and the footer mounted, the
 * page at the top. The sections below the hero mount only as the visitor approaches them
 * (deferred-sections.tsx), or all at once when the visitor presses the browser's find key (F3),
 * as here: specs that need the sections below the fold get them without a scroll through the
 * page (landing-on-approach.spec.ts covers mounting while scrolling). F3 is pressed again until
 * the page has started listening for it.
 */
export async function gotoLanding(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.keyboard.press('F3');
    await expect(footer).toBeAttached({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}
