import { expect, test, type Page } from '@playwright/test';
import { gotoLanding, hydrateLanding } from './fixtures';

/** SPEC 2 "Header", SPEC 4 (header states), SPEC 9 (offsets, thresholds). */

const NAV_LABELS = [
  'Why Us',
  'Our Model',
  'Expertise',
  'How it Works',
  'Our Projects',
  'AI',
  'Reviews',
];

/** Opens `/` and waits for the header to hydrate (the page is painted first, then hydrated). */
async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Connect with elite design talent',
  );
  await hydrateLanding(page, 'header');
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('header', () => {
  test('the landing page has every section id, desktop and -mobile variants; scrolled state after 20 px', async ({
    page,
  }) => {
    await gotoLanding(page);
    for (const id of [
      'credibility-bar',
      'credibility-bar-mobile',
      'about',
      'our-platform-model',
      'how-it-works',
      'designers',
      'projects',
      'projects-mobile',
      'ai-section',
      'testimonials',
      'testimonials-mobile',
      'contact',
    ])
      await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);

    // Scrolled state (SPEC 4, 9): after 20 px.
    const header = page.locator('[data-site-header]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(200);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('a nav link scrolls its section below the header, marks navigation complete; the logo goes back up', async ({
    page,
  }) => {
    // Every section is in the server-rendered page; the header hydrates on the first interaction.
    await gotoLanding(page);
    const header = page.locator('[data-site-header]');
    const headerHeight = (await header.boundingBox())!.height;
    await mainNav(page).getByRole('link', { name: 'How it Works' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-navigation-complete', 'false');
    await expect(page.locator('body')).toHaveAttribute('data-navigation-complete', 'true');
    // The target sits under the header: its top is the header height (the 100 px anchor offset
    // of SPEC 9 at most) from the viewport top.
    await expect
      .poll(async () => (await page.locator('#how-it-works').boundingBox())!.y)
      .toBeGreaterThan(headerHeight - 12);
    const top = (await page.locator('#how-it-works').boundingBox())!.y;
    expect(top).toBeLessThanOrEqual(100 + 12);

    // The logo scrolls back to the top.
    await page.getByRole('link', { name: 'Forma, back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('body')).toHaveAttribute('data-navigation-complete', 'true');
  });

  test('nav labels follow the breakpoints (xl, lg, md)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLanding(page);
    const nav = mainNav(page);
    const link = (name: string) => nav.getByRole('link', { name, exact: true });
    for (const label of NAV_LABELS) await expect(link(label)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    // lg <= width < xl: Reviews hidden.
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(link('Reviews')).toBeHidden();
    await expect(link('Our Projects')).toBeVisible();
    await expect(link('AI')).toBeVisible();

    // md <= width < lg: Our Projects hidden too.
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(link('Reviews')).toBeHidden();
    await expect(link('Our Projects')).toBeHidden();
    await expect(link('How it Works')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    // Below md: the menu button replaces the nav.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  for (const [width, menuWidth] of [
    [390, 300],
    [700, 400],
  ] as const) {
    test(`the slide-out menu is ${menuWidth} px wide at ${width} px, right-aligned, with every link`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await openLanding(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      await expect
        .poll(async () => {
          const box = (await menu.boundingBox())!;
          return [Math.round(box.width), Math.round(box.x + box.width)];
        })
        .toEqual([menuWidth, width]);
      const links = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
      await expect(links).toHaveText(NAV_LABELS.map((l) => new RegExp(l)));
      await expect(menu.getByRole('button', { name: 'Book a Call' })).toBeVisible();
      await menu.getByRole('button', { name: 'Book a Call' }).click();
      await expect(menu).toBeHidden();
      await expect(page.locator('body')).toHaveAttribute('data-navigation-complete', 'true');
    });
  }
});
