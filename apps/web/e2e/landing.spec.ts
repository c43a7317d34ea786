import { LANDING_SECTION_IDS } from '@forma/validators/landing';
import { expect, test } from '@playwright/test';
import { gotoLanding, island } from './fixtures';

test.describe('landing page', () => {
  test('shows the hero and every section in the spec order', async ({ page }) => {
    await gotoLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Connect with elite design talent',
    );
    for (const id of LANDING_SECTION_IDS) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    const order = await page.evaluate(
      (list) =>
        list.map((id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY),
      ['credibility-bar', 'our-platform-model', 'about', 'how-it-works', 'contact'],
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test("each how-it-works step's call to action leads to the contact form", async ({ page }) => {
    await gotoLanding(page);
    const steps = page.locator('#how-it-works').getByRole('listitem');
    await expect(steps).toHaveCount(6);
    for (const name of ['Book a call', 'Support details'])
      await expect(steps.getByRole('link', { name })).toHaveAttribute('href', '#contact');
    const link = steps.getByRole('link', { name: 'Book a call' });
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('an address with a section hash lands on that section and hydrates the islands there', async ({
    page,
  }) => {
    test.slow();
    // Three fresh loads: the landing must hold every time, not only when its timing is lucky.
    for (let load = 1; load <= 3; load++) {
      await page.goto('/#testimonials');
      const section = page.locator('#testimonials');
      await page.waitForLoadState('load');
      // The browser's own scroll to the anchor (smooth, html { scroll-behavior }), which nothing
      // on the page may undo.
      await expect
        .poll(async () => (await section.boundingBox())?.y ?? Number.NaN, {
          message: `load ${load}: #testimonials under the header`,
          timeout: 10_000,
        })
        .toBeLessThanOrEqual(120);
      await expect(section).toBeInViewport();
      expect((await section.boundingBox())!.y).toBeGreaterThanOrEqual(0);
      // The sections near it hydrate without any interaction (they hydrate near the viewport).
      await expect(island(page, 'testimonials')).toHaveAttribute('data-hydrated', 'true');
      await page.goto('about:blank');
    }
  });

  test('a malformed hash does not stop the page from hydrating', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/#%E0%A4%A');
    await expect(island(page, 'header')).toHaveAttribute('data-hydrated', 'true');
    await expect(island(page, 'hero')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('shows seeded designers, clients and testimonials from the API', async ({
    page,
    request,
  }) => {
    const designers = (await (await request.get('/api/designers')).json()) as { name: string }[];
    const clients = (await (await request.get('/api/clients')).json()) as {
      name: string;
      logoUrl: string;
    }[];
    const testimonials = (await (await request.get('/api/testimonials')).json()) as {
      name: string;
      quote: string;
    }[];
    expect(designers.length).toBeGreaterThanOrEqual(8);
    expect(testimonials).toHaveLength(6);
    await gotoLanding(page, '/', ['testimonials']);
    const designerSection = page.locator('#designers');
    await designerSection.scrollIntoViewIfNeeded();
    await expect(designerSection.getByText(designers[0]!.name, { exact: true })).toBeVisible();
    const textOnly = clients.find((c) => !c.logoUrl)!;
    await expect(page.getByText(textOnly.name, { exact: true }).first()).toBeAttached();
    const withLogo = clients.find((c) => c.logoUrl)!;
    await expect(page.getByRole('img', { name: withLogo.name }).first()).toBeAttached();
    const reviews = page.locator('#testimonials');
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByText('Verified Client').first()).toBeVisible();
    await expect(reviews.getByText(testimonials[0]!.name).first()).toBeVisible();
    await reviews.getByRole('button', { name: 'Show testimonial 2' }).click();
    await expect(reviews.getByText(testimonials[1]!.name).first()).toBeVisible();
  });

  test('shows projects from designer works', async ({ page, request }) => {
    const projects = (await (await request.get('/api/projects')).json()) as { title: string }[];
    expect(projects.length).toBeGreaterThan(0);
    await gotoLanding(page);
    const section = page.locator('#projects');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(projects[0]!.title).first()).toBeVisible();
  });
});
