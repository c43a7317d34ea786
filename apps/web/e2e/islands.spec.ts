import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hydrateLanding, interact, island } from './fixtures';

/**
 * Issue 18 item 2: the landing page arrives whole from the server and its islands hydrate with
 * React only when the visitor is there (landing-client.tsx): nothing before the first
 * interaction; then the header and hero; the other islands as they come within a viewport of the
 * screen, or at once on pointer or focus in them; a button pressed before its island has
 * hydrated is held and pressed again once it has.
 */

/** The built file (/_app/...) of a source module's chunk, from the Vite manifest. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the Vite manifest`);
  return `/${entry.file}`;
}

interface Hydration {
  name: string;
  /** The island's top relative to the viewport when its container got data-hydrated, px. */
  top: number;
  viewportHeight: number;
}

declare global {
  interface Window {
    __hydrations?: Hydration[];
  }
}

/** Records, from the start of the page, each island's hydration and where it was on screen. */
async function recordHydrations(page: Page) {
  await page.addInitScript(() => {
    const seen: Hydration[] = [];
    window.__hydrations = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as HTMLElement;
        if (!el.hasAttribute('data-hydrated') || record.oldValue !== null) continue;
        const tops = Array.from(el.children)
          .map((child) => child.getBoundingClientRect())
          .filter((rect) => rect.height > 0)
          .map((rect) => rect.top);
        seen.push({
          name: el.dataset.island ?? '?',
          top: tops.length ? Math.min(...tops) : Number.NaN,
          viewportHeight: window.innerHeight,
        });
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-hydrated'],
      attributeOldValue: true,
    });
  });
}

const hydrated = (page: Page) => page.locator('[data-island][data-hydrated]');

test.describe('islands hydrate when the visitor is there', () => {
  test('nothing hydrates and React is not downloaded before the first interaction', async ({
    page,
  }) => {
    const islandsChunk = chunkOf('src/landing-islands.tsx');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The overlay ran without React and has left.
    await expect(page.locator('[data-loading-overlay]')).toHaveCount(0);
    await expect(hydrated(page)).toHaveCount(0);
    expect(requested).not.toContain(islandsChunk);
    // Every section is there all the same.
    await expect(page.locator('#contact form')).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });

  test.describe('on a phone (390 x 844)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the first interaction hydrates header and hero; scrolling hydrates every other island as it nears the screen', async ({
      page,
    }) => {
      test.slow(); // ~40 scroll steps, each waiting for the islands on screen
      await recordHydrations(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await interact(page);
      await expect(island(page, 'header')).toHaveAttribute('data-hydrated', 'true');
      await expect(island(page, 'hero')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      // Far below the screen, nothing has hydrated.
      for (const name of ['testimonials', 'contact', 'footer'] as const)
        await expect(island(page, name)).not.toHaveAttribute('data-hydrated');

      // A visitor scrolls down, a bit more than half a screen at a time.
      const footer = island(page, 'footer');
      for (let step = 0; (await footer.getAttribute('data-hydrated')) === null; step++) {
        expect(step, 'the footer hydrates while scrolling down').toBeLessThan(200);
        await page.evaluate(() => window.scrollBy(0, 500));
        // Each island on screen is hydrated before the next step.
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll<HTMLElement>('[data-island]')).every((el) => {
            if (el.hasAttribute('data-hydrated')) return true;
            return Array.from(el.children).every((child) => {
              const rect = child.getBoundingClientRect();
              return rect.height === 0 || rect.bottom < 0 || rect.top > window.innerHeight;
            });
          }),
        );
      }
      await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
      const hydrations = await page.evaluate(() => window.__hydrations ?? []);
      expect(hydrations.map((h) => h.name).sort()).toEqual(
        (
          await page
            .locator('[data-island]')
            .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.island ?? '?'))
        ).sort(),
      );
      // None hydrated while more than a viewport below the screen (NEAR_VIEWPORT_MARGIN).
      for (const h of hydrations)
        expect(h.top, `${h.name} hydrated ${h.top} px below the top`).toBeLessThan(
          2 * h.viewportHeight + 1,
        );
    });
  });

  test('videos mount only as they near the screen, over their posters', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    // The server's page has no <video>: the platform-model cards show their posters as images.
    await expect(page.locator('video')).toHaveCount(0);
    const cards = page.locator('#our-platform-model ol > li');
    await expect(
      cards.first().locator('img[src="/assets/platform-model/card-1.webp"]'),
    ).toHaveCount(1);
    await interact(page);
    await page.locator('#our-platform-model').scrollIntoViewIfNeeded();
    await expect(island(page, 'platformModel')).toHaveAttribute('data-hydrated', 'true');
    const video = cards.first().locator('video');
    await expect(video).toHaveAttribute('poster', '/assets/platform-model/card-1.webp');
    // Far below, the projects' videos are still posters.
    await expect(page.locator('#projects video, #projects-mobile video')).toHaveCount(0);
  });

  test('pointer over an island hydrates it wherever it is', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The contact form is far below; no interaction has happened yet.
    await hydrateLanding(page, 'contact');
    await expect(island(page, 'contact')).toHaveAttribute('data-hydrated', 'true');
    await expect(island(page, 'testimonials')).not.toHaveAttribute('data-hydrated');
  });

  test('a press on a testimonial dot before its island has hydrated is replayed once it has', async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/api/testimonials')).json()) as { name: string }[];
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const section = page.locator('#testimonials');
    const dot = section.getByRole('button', { name: 'Show testimonial 3' });
    // A click event alone (no pointer or scroll before it): the island is not hydrated yet.
    await expect(island(page, 'testimonials')).not.toHaveAttribute('data-hydrated');
    await dot.dispatchEvent('click');
    await expect(island(page, 'testimonials')).toHaveAttribute('data-hydrated', 'true');
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(section.getByText(list[2]!.name).first()).toBeAttached();
  });

  test('Book a Call pressed while the header is still hydrating lands on the contact form', async ({
    page,
  }) => {
    // The header's chunk arrives late: the press happens before the header has hydrated.
    const headerChunk = chunkOf('src/features/landing/header/header.tsx');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${headerChunk}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    const header = page.locator('[data-site-header]');
    const headerHeight = (await header.boundingBox())!.height;
    await header.getByRole('button', { name: 'Book a Call' }).click();
    await expect(island(page, 'header')).not.toHaveAttribute('data-hydrated');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    release();
    await expect(island(page, 'header')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('body')).toHaveAttribute('data-navigation-complete', 'true', {
      timeout: 10_000,
    });
    // The smooth scroll ends with the contact pill under the header (SPEC 2 "Header").
    const pill = page.locator('#contact-pill');
    await expect.poll(async () => (await pill.boundingBox())!.y).toBeLessThanOrEqual(100 + 12);
    expect((await pill.boundingBox())!.y).toBeGreaterThan(headerHeight - 12);
  });

  test('Tab from the top reaches the contact form, hydrated by focus, and the footer', async ({
    page,
  }) => {
    // A walk through every focusable element of the page, hydrating each island on the way.
    test.slow();
    await page.goto('/');
    await page.waitForLoadState('load');
    // The page records where focus lands (a round trip per press would be slow on a slow CPU).
    await page.evaluate(() => {
      const visits: string[] = [];
      Object.assign(window, { __tabVisits: visits });
      document.addEventListener('focusin', (event) => {
        const el = event.target instanceof Element ? event.target : null;
        const where = el?.closest('footer:not(main footer)')
          ? 'footer'
          : el?.closest('#contact')
            ? 'contact'
            : 'other';
        if (visits.at(-1) !== where) visits.push(where);
      });
    });
    const visits = () =>
      page.evaluate(() => (window as unknown as { __tabVisits: string[] }).__tabVisits);
    let seen: string[] = [];
    for (let presses = 0; !seen.includes('footer'); presses += 10) {
      expect(presses, `Tab reached ${seen.join(', ')}`).toBeLessThan(400);
      for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
      seen = await visits();
    }
    expect(seen.indexOf('contact')).toBeGreaterThan(-1);
    expect(seen.indexOf('contact')).toBeLessThan(seen.indexOf('footer'));
    await expect(island(page, 'contact')).toHaveAttribute('data-hydrated', 'true');
  });

  test('an island whose code cannot be downloaded keeps its server-rendered content', async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/api/testimonials')).json()) as { quote: string }[];
    const chunk = chunkOf('src/features/landing/sections/testimonials/testimonials.tsx');
    let failures = 0;
    await page.route(`**${chunk}`, async (route) => {
      failures++;
      await route.abort('internetdisconnected');
    });
    await page.goto('/');
    await interact(page);
    const section = page.locator('#testimonials');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => failures).toBeGreaterThan(0);
    // The islands around it hydrate; the testimonials stay as the server rendered them.
    await hydrateLanding(page, 'contact', 'aiSection');
    await expect(island(page, 'testimonials')).not.toHaveAttribute('data-hydrated');
    await expect(section).toContainText(list[0]!.quote.slice(0, 40));
  });
});
