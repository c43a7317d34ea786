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
