import { expect, test } from '@playwright/test';
import { gotoLanding } from './fixtures';

/** Reduced motion (prefers-reduced-motion: reduce): no pinning, every card shown, hero text at once. */

test.describe('reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the hero text is visible immediately', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('Connect with elite design talent');
    // The server-rendered hero's intro runs without React (hero-intro.ts): without reduced motion
    // it starts 1 s after load; here every part shows at once.
    await expect(page.locator('#hero')).toHaveAttribute('data-intro-started', '');
    const opacities = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('#hero [data-intro], [data-intro]')).map(
        (el) => Number(getComputedStyle(el).opacity),
      ),
    );
    expect(opacities.length).toBeGreaterThan(0);
    expect(opacities.every((o) => o === 1)).toBe(true);
    await expect(heading).toBeVisible();
  });

  test('the platform-model section is not pinned and shows all cards', async ({ page }) => {
    await gotoLanding(page, '/', ['platformModel']);
    const section = page.locator('#our-platform-model');
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('[data-pinned]')).toHaveCount(0);
    await expect(section.locator('[data-pin-stage]')).toHaveCSS('position', 'relative');
    const cards = section.locator('ol > li');
    await expect(cards).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await expect(cards.nth(i)).toBeVisible();
      await expect(cards.nth(i)).toHaveCSS('opacity', '1');
    }
    // Scrolling on does not hold the section in place.
    const before = (await section.boundingBox())!.y;
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await section.boundingBox())!.y).toBeLessThan(before - 300);
  });
});
