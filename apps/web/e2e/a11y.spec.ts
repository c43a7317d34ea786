import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, gotoLanding, ISLANDS, loginThroughForm } from './fixtures';

/**
 * axe-core scan of /, /auth, the 404 page and the designer directory and a profile (run by the desktop project at 1440 px and the
 * mobile project at 390 px): no serious or critical violations. On / every island is hydrated
 * first (gotoLanding), so the scan sees the page a visitor uses, and every page is scrolled
 * through once so lazily rendered parts are part of the scan.
 */

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.round(window.innerHeight * 0.75);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForTimeout(800);
}

for (const [name, path] of [
  ['landing page', '/'],
  ['auth page', '/auth'],
  ['404 page', '/no-such-page-a11y'],
  ['designer directory', '/designers'],
  ['filtered directory', '/designers?skill=Figma&available=1'],
  ['designer profile', '/designers/amara-okafor'],
] as const) {
  test(`${name} has no serious or critical axe violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (path === '/') {
      await gotoLanding(page, '/', ISLANDS);
      await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
    } else {
      // Server-rendered (issues 19 and 38): the page's heading is in its HTML.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await scrollThrough(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
      }));
    expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
  });
}

/** Every admin screen of issue 7 (and the console's 404), scanned after one login. */
const ADMIN_PAGES = [
  '/admin',
  '/admin/contact-submissions',
  '/admin/contact-submissions?view=board',
  '/admin/contact-submissions?status=spam&read=false&sort=name',
  '/admin/calls',
  '/admin/calls?when=past',
  '/admin/availability',
  '/admin/designers',
  '/admin/designers/new',
  '/admin/media',
  '/admin/designers/1',
  '/admin/testimonials',
  '/admin/testimonials/new',
  '/admin/releases',
  '/admin/clients',
  '/admin/clients/new',
  '/admin/patterns',
  '/admin/patterns/new',
  '/admin/pattern-preview',
  '/admin/users',
  '/admin/security',
  '/admin/settings',
  '/admin/schema-deploy',
  '/admin/contact-form-explorations',
  '/admin/contact-form-explorations/design1',
  '/admin/contact-form-explorations/design2',
  '/admin/contact-form-explorations/design3',
  '/admin/contact-form-explorations/design4',
  '/admin/contact-form-explorations/design5',
  '/admin/contact-form-explorations/design6',
  '/admin/contact-form-explorations/design7',
  '/admin/ai-design-explorations',
  '/admin/projects-explorations',
  '/admin/design-system',
  '/admin/pages',
  '/admin/audit-log',
  '/admin/pages/hero',
  '/admin/pages/credibility-bar',
  '/admin/no-such-screen',
];

test('admin screens have no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  // A lead to open (issue 11): its screen has notes, timeline and designer suggestions.
  const sent = await page.request.post('/api/contact', {
    data: {
      name: 'Axe Tester',
      email: 'axe@example.com',
      company: 'Accessible Co',
      inquiryType: 'project',
      message: 'A design system with accessibility at its core.',
    },
  });
  expect(sent.ok()).toBe(true);
  const leads = (await (await page.request.get('/api/admin/leads?q=axe@example.com')).json()) as {
    items: { id: number }[];
  };
  const found: Record<string, unknown> = {};
  for (const path of [...ADMIN_PAGES, `/admin/contact-submissions/${leads.items[0]?.id ?? 1}`]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    if (blocking.length) found[path] = blocking;
  }
  expect(found, JSON.stringify(found, null, 2)).toEqual({});
});
