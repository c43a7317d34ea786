import { expect, test, type Page } from '@playwright/test';
import { gotoLanding } from './fixtures';

/**
 * The partners section's scroll-scrubbed image sequence (SPEC 2.4, 7, 9): canvas, frames only
 * after the window load event, scrubbing, URL tuning, the Ctrl+D debug panel, reduced motion.
 */

const canvas = (page: Page) => page.locator('canvas[data-image-sequence]');

/** Records every value the canvas's data-frame takes (MutationObserver, from the start). */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __frames: number[] }).__frames = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (el.dataset.imageSequence !== undefined && el.dataset.frame)
          seen.push(Number(el.dataset.frame));
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-frame'] });
  });
}

/**
 * Scrolls so the canvas top sits at `fraction` of the viewport height (the server-rendered page
 * has its final height, so nothing above the canvas moves), and returns after three animation
 * frames: the sequence reads the new position on the scroll event and its next frame, so
 * `data-target` no longer holds the frame of an earlier position.
 */
async function placeCanvas(page: Page, fraction: number) {
  await expect(canvas(page)).toHaveCount(1);
  await page.evaluate(async (f) => {
    const el = document.querySelector('canvas[data-image-sequence]')!;
    const top = el.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight * f, behavior: 'instant' });
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, fraction);
}

/** Waits until the displayed frame has caught up with the scroll target. */
async function settled(page: Page) {
  await expect
    .poll(
      async () => {
        const el = canvas(page);
        return (await el.getAttribute('data-frame')) === (await el.getAttribute('data-target'));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return Number(await canvas(page).getAttribute('data-frame'));
}

test.describe('image sequence', () => {
  test('renders a labelled 16:9 canvas in the partners section', async ({ page }) => {
    await gotoLanding(page, '/', ['partners']);
    const seq = canvas(page);
    await expect(seq).toHaveCount(1);
    await expect(seq).toHaveAttribute('role', 'img');
    await expect(seq).toHaveAttribute('aria-label', /network/i);
    await expect(page.locator('section[aria-labelledby="partners-title"] canvas')).toHaveCount(1);
    const box = (await seq.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  });

  test('requests frames only after the window load event, key frames first', async ({ page }) => {
    await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    await gotoLanding(page, '/', ['partners']);
    await placeCanvas(page, 0.5);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((e) => e.name.includes('/assets/sequence/')).length,
        ),
      )
      .toBeGreaterThanOrEqual(20);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const frames = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/assets/sequence/'))
        .sort((a, b) => a.startTime - b.startTime);
      return {
        loadEventStart: nav.loadEventStart,
        first: frames[0]!.startTime,
        firstFive: frames.slice(0, 5).map((e) => new URL(e.name).pathname),
      };
    });
    expect(timing.loadEventStart).toBeGreaterThan(0);
    expect(timing.first).toBeGreaterThanOrEqual(timing.loadEventStart);
    expect(timing.firstFive.sort()).toEqual(
      [1, 37, 73, 110, 146].map((n) => `/assets/sequence/frame-${String(n).padStart(3, '0')}.jpg`),
    );
  });

  test('scrubs through the frames as the section scrolls', async ({ page }) => {
    await gotoLanding(page, '/', ['partners']);
    await placeCanvas(page, 0.9);
    const early = await settled(page);
    await placeCanvas(page, 0.2);
    const middle = await settled(page);
    await placeCanvas(page, -0.6);
    const late = await settled(page);
    expect(early).toBeLessThan(middle);
    expect(middle).toBeLessThan(late);
    await expect(canvas(page)).toHaveAttribute('data-drawn', /\d+/);
  });

  test('moves at most maxFrame frames per animation frame', async ({ page }) => {
    await recordFrames(page);
    await gotoLanding(page, '/?maxFrame=1', ['partners']);
    await placeCanvas(page, -0.4);
    await expect
      .poll(() =>
        page.evaluate(() => new Set((window as unknown as { __frames: number[] }).__frames).size),
      )
      .toBeGreaterThan(10);
    const frames = await page.evaluate(
      () => (window as unknown as { __frames: number[] }).__frames,
    );
    for (let i = 1; i < frames.length; i++)
      expect(Math.abs(frames[i]! - frames[i - 1]!)).toBeLessThanOrEqual(1);
    // the target is far ahead of the shown frame right after the jump
    expect(Number(await canvas(page).getAttribute('data-target'))).toBeGreaterThan(100);
  });

  test('reads start/end/maxFrame from the URL and shows them in the debug panel', async ({
    page,
  }) => {
    await gotoLanding(page, '/?maxFrame=1&start=0.2&end=9', ['partners']);
    const panel = page.getByRole('complementary', { name: 'Image sequence debug' });
    await expect(panel).toHaveCount(0);
    // The panel belongs to the canvas's island (hydrated by gotoLanding).
    await expect(canvas(page)).toBeAttached();
    await page.keyboard.press('Control+d');
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-debug="maxFrame-value"]')).toHaveText('1');
    await expect(panel.locator('[data-debug="start-value"]')).toHaveText('0.20');
    // out of range: the default stays
    await expect(panel.locator('[data-debug="end-value"]')).toHaveText('0.05');
    await expect(panel.getByRole('slider', { name: 'maxFrame' })).toHaveValue('1');
    await expect(panel.locator('[data-debug="loaded"]')).toContainText('/ 146');

    // sliders update live
    await placeCanvas(page, 0.5);
    await settled(page);
    const before = Number(await canvas(page).getAttribute('data-target'));
    await panel.getByRole('slider', { name: 'start' }).fill('-0.5');
    await expect(panel.locator('[data-debug="start-value"]')).toHaveText('-0.50');
    await expect
      .poll(async () => Number(await canvas(page).getAttribute('data-target')))
      .toBeGreaterThan(before);
    await expect(panel.locator('[data-debug="target"]')).not.toHaveText(String(before));

    await page.keyboard.press('Control+d');
    await expect(panel).toHaveCount(0);
  });

  test('with reduced motion shows one static frame and does not scrub', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoLanding(page, '/', ['partners']);
    const seq = canvas(page);
    await expect(seq).toHaveAttribute('data-static', 'true');
    await placeCanvas(page, 0.9);
    await expect(seq).toHaveAttribute('data-drawn', '146');
    await expect(seq).toHaveAttribute('data-frame', '146');
    await placeCanvas(page, 0.1);
    await page.waitForTimeout(300);
    await expect(seq).toHaveAttribute('data-frame', '146');
    const requested = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes('/assets/sequence/'))
          .length,
    );
    expect(requested).toBe(1);
  });
});
