import AxeBuilder from '@axe-core/playwright';
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

/** The named parts of the landing page (landing-page.tsx `Part`), in page order. */
export const ISLANDS = [
  'header',
  'hero',
  'platformModel',
  'about',
  'partners',
  'projects',
  'aiSection',
  'testimonials',
  'contact',
  'footer',
] as const;

export type IslandName = (typeof ISLANDS)[number];

/** The container of the island `name` in the server-rendered landing page. */
export const island = (page: Page, name: IslandName) => page.locator(`[data-island="${name}"]`);

/**
 * Hydrates the sections `names` as a visitor nearing them does: each one not hydrated yet is
 * brought half a screen below the visible part (a section hydrates within a viewport height of
 * the screen: landing-page.tsx), then the helper waits for its container's `data-hydrated` and
 * puts the scroll position back where it was. Sections absent from the page (turned off) are skipped.
 */
export async function hydrateLanding(page: Page, ...names: IslandName[]): Promise<void> {
  for (const name of names) {
    const container = island(page, name);
    if ((await container.count()) === 0) continue;
    if ((await container.getAttribute('data-hydrated')) !== null) continue;
    const scrollY = await page.evaluate(() => window.scrollY);
    // Half a screen below the visible part: near enough to hydrate, not on screen, so nothing
    // in it starts its entrance (a `display: contents` container has no box: its first rendered
    // child is measured).
    await container.evaluate((el) => {
      const target = Array.from(el.querySelectorAll('*')).find(
        (child) => child.getClientRects().length > 0,
      );
      const top = (target ?? el).getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: Math.max(0, top - 1.5 * window.innerHeight), behavior: 'instant' });
    });
    await expect(container, `section ${name} hydrates`).toHaveAttribute('data-hydrated', 'true', {
      timeout: 15_000,
    });
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollY);
  }
}

/**
 * The visitor's first interaction: the pointer moves over the page (and away again).
 */
export async function interact(page: Page): Promise<void> {
  await page.mouse.move(200, 400);
  await page.mouse.move(220, 420);
}

/**
 * Opens the landing page at `path` (default `/`) as a visitor: the server-rendered page (every
 * section and the footer, its final height) at the top; the pointer moves; the header and hero
 * have hydrated (they do at load); then the sections the test needs, `names` (hydrateLanding),
 * without moving the page.
 */
export async function gotoLanding(
  page: Page,
  path = '/',
  names: readonly IslandName[] = [],
): Promise<void> {
  await page.goto(path);
  await interact(page);
  await hydrateLanding(page, 'header', 'hero', ...names);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/**
 * Records the page's `securitypolicyviolation` events from its first script on, in every
 * document it loads; read them with `cspViolations`.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/** The CSP violations the current document recorded (`recordCspViolations`): directive and URI. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

/**
 * Discards the open editor's draft (a page block or a record) through its button and the
 * confirm dialog, and waits for the toast that says it was.
 */
export async function discardDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard draft' })
    .click();
  await expect(page.getByText('Draft discarded', { exact: true })).toBeVisible();
}

/** No serious or critical axe violation on the open screen (each listed by rule and target). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}
