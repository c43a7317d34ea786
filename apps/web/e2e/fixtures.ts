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

/** Longest wait, at the end of the page built so far, for the next section to mount, ms. */
const LANDING_GROWTH_WAIT_MS = 5_000;
/** Scroll steps (one viewport each) before gotoLanding gives up on reaching the footer. */
const LANDING_MAX_STEPS = 100;

/**
 * Opens the landing page at `path` (default `/`) and scrolls down it like a visitor, one viewport
 * per step, until the footer (role contentinfo) is in the DOM: the sections below the hero mount
 * only as the visitor approaches them (deferred-sections.tsx). Whenever a step reaches the end of
 * the page built so far, it waits up to LANDING_GROWTH_WAIT_MS for the page to grow. Then scrolls
 * back to the top and waits until the page is there. Use it wherever a spec needs the sections
 * below the fold.
 */
export async function gotoLanding(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  const footer = page.getByRole('contentinfo');
  for (let step = 0; (await footer.count()) === 0; step++) {
    if (step >= LANDING_MAX_STEPS)
      throw new Error(`gotoLanding: no footer after ${LANDING_MAX_STEPS} scroll steps`);
    await page.evaluate(async (waitMs) => {
      const root = document.documentElement;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
      await frame();
      const height = root.scrollHeight;
      const atEnd = () => window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      const until = performance.now() + waitMs;
      while (atEnd() && root.scrollHeight === height && performance.now() < until) await frame();
    }, LANDING_GROWTH_WAIT_MS);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}
