import { expect, test, type Page } from '@playwright/test';
import { gotoLanding } from './fixtures';

/**
 * SPEC 2.3: from 768 px the platform-model section is pinned for 300% of the viewport; the active
 * card is 1 below progress 0.25, 2 below 0.65, else 3 (`data-active-card` on the pinned stage,
 * `aria-current="step"` on the active card). SPEC 2.8: testimonial dots switch the testimonial.
 */

const stage = (page: Page) => page.locator('#our-platform-model [data-pinned]');

/** Scrolls to `progress` (0-1) of the pin: start = section top, length = 3 viewport heights. */
async function scrollToProgress(page: Page, progress: number) {
  await page.evaluate((p) => {
    const section = document.getElementById('our-platform-model')!;
    const start = section.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: start + p * 3 * window.innerHeight, behavior: 'instant' });
  }, progress);
}

test.describe('platform model', () => {
  test('the pinned section steps through cards 1, 2, 3 by scroll progress', async ({ page }) => {
    test.setTimeout(60_000);
    await gotoLanding(page, '/', ['platformModel']);
    await page.locator('#our-platform-model').scrollIntoViewIfNeeded();
    await expect(stage(page)).toHaveAttribute('data-pinned', 'true', { timeout: 10_000 });
    const cards = page.locator('#our-platform-model ol > li');
    await expect(cards).toHaveCount(3);
    for (const [progress, card] of [
      [0.1, 1],
      [0.4, 2],
      [0.8, 3],
      [0.1, 1],
    ] as const) {
      await scrollToProgress(page, progress);
      await expect(stage(page), `progress ${progress}`).toHaveAttribute(
        'data-active-card',
        String(card),
      );
      await expect(cards.nth(card - 1)).toHaveAttribute('aria-current', 'step');
      // While pinned the section stays in place: its stage fills the viewport top.
      const box = (await stage(page).boundingBox())!;
      expect(Math.abs(box.y)).toBeLessThan(2);
    }
    await expect(page.getByText('Scroll to explore')).toBeAttached();
    // Past the room the stage scrolls away with the page.
    await scrollToProgress(page, 1.5);
    await expect.poll(async () => (await stage(page).boundingBox())!.y).toBeLessThan(-100);
  });

  test('the stage is pinned before any script has hydrated the section', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#our-platform-model');
    await expect(section.locator('[data-pin-stage]')).toHaveCSS('position', 'sticky');
    await scrollToProgress(page, 0.5);
    await expect
      .poll(async () => Math.abs((await section.locator('[data-pin-stage]').boundingBox())!.y))
      .toBeLessThan(2);
  });

  test('testimonial dots switch the testimonial', async ({ page, request }) => {
    const list = (await (await request.get('/api/testimonials')).json()) as { name: string }[];
    expect(list.length).toBeGreaterThan(2);
    await gotoLanding(page, '/', ['testimonials']);
    const section = page.locator('#testimonials');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(list[0]!.name).first()).toBeVisible();
    const dots = section.getByRole('button', { name: /Show testimonial/ });
    await expect(dots).toHaveCount(list.length);
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(section.getByText(list[2]!.name).first()).toBeVisible();
    await expect(section.getByText(list[0]!.name)).toHaveCount(0);
  });
});
