import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hydrateLanding, island } from './fixtures';

/**
 * Issue 38 item 3: the landing page arrives whole from the server; at load only the header and
 * hero hydrate, each other section as it comes within a viewport of the screen (Start's
 * `visible()`), the static ones never (`never()`).
 */

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

test.describe('sections hydrate when the visitor is there', () => {
  test('at load only the header and hero hydrate; the sections below wait for the visitor', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // No interaction: the page's own code ran (the overlay has left) and the top hydrated.
    await expect(page.locator('[data-loading-overlay]')).toHaveCount(0);
    await expect(island(page, 'header')).toHaveAttribute('data-hydrated', 'true');
    await expect(island(page, 'hero')).toHaveAttribute('data-hydrated', 'true');
    for (const name of ['testimonials', 'contact', 'footer'] as const)
      await expect(island(page, name)).not.toHaveAttribute('data-hydrated');
    // Every section is there all the same.
    await expect(page.locator('#contact form')).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });

  test.describe('on a phone (390 x 844)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the header and hero hydrate at load; scrolling hydrates every other section as it nears the screen', async ({
      page,
    }) => {
      test.slow(); // ~40 scroll steps, each waiting for the islands on screen
      await recordHydrations(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
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
      // None hydrated while more than a viewport below the screen (landing-page.tsx NEAR).
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
    await page.locator('#our-platform-model').scrollIntoViewIfNeeded();
    await expect(island(page, 'platformModel')).toHaveAttribute('data-hydrated', 'true');
    const video = cards.first().locator('video');
    await expect(video).toHaveAttribute('poster', '/assets/platform-model/card-1.webp');
    // Far below, the projects' videos are still posters.
    await expect(page.locator('#projects video, #projects-mobile video')).toHaveCount(0);
  });

  test('Tab from the top reaches the contact form, hydrated as focus brings it near, and the footer', async ({
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
      // Captured at the window: React stops a focusin inside a section it has not hydrated yet
      // from reaching the document's listeners (it replays it once the section has hydrated).
      window.addEventListener(
        'focusin',
        (event) => {
          const el = event.target instanceof Element ? event.target : null;
          const where = el?.closest('footer:not(main footer)')
            ? 'footer'
            : el?.closest('#contact')
              ? 'contact'
              : 'other';
          if (visits.at(-1) !== where) visits.push(where);
        },
        true,
      );
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

  test('a section whose code cannot be downloaded keeps its server-rendered content', async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/api/testimonials')).json()) as { quote: string }[];
    // The testimonials' own chunk (Start's compiler makes one per section) never arrives.
    const chunk = testimonialsChunk();
    let failures = 0;
    await page.route(`**/_start/${chunk}`, async (route) => {
      failures++;
      await route.abort('internetdisconnected');
    });
    await page.goto('/');
    const section = page.locator('#testimonials');
    // The router reloads the page once for a missing module; the second failure stays in the
    // section. The visitor scrolls down to it each time.
    await expect
      .poll(
        async () => {
          await page
            .evaluate(() => document.getElementById('testimonials')?.scrollIntoView())
            .catch(() => undefined); // a reload under way
          return failures;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(2);
    await expect(section).toContainText(list[0]!.quote.slice(0, 40), { timeout: 15_000 });
    await expect(island(page, 'testimonials')).not.toHaveAttribute('data-hydrated');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // The sections around it, and the header and hero, still work.
    await hydrateLanding(page, 'contact', 'aiSection');
    await expect(island(page, 'header')).toHaveAttribute('data-hydrated', 'true');
  });
});

declare global {
  interface Window {
    __serverParts?: { marker: Element; when: string | null; first: Element | null }[];
  }
}

/**
 * Start's boundaries that wait (`visible()`) or never hydrate (`never()`) keep the elements the
 * server sent. Swapping them for a copy once the page hydrates (what Start's boundaries did: a
 * re-render after hydration made React give up on them) throws away a click under way: a press
 * on "Clear filters" in the directory landed on the old link and its release on the new one.
 */
test.describe("parts that wait to hydrate keep the server's elements", () => {
  for (const path of ['/designers?q=zeppelin-airship', '/']) {
    test(`on ${path}`, async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.__serverParts = Array.from(
            document.querySelectorAll('[data-ts-hydrate-when]'),
            (marker) => ({
              marker,
              when: marker.getAttribute('data-ts-hydrate-when'),
              first: marker.firstElementChild,
            }),
          );
        });
      });
      await page.goto(path);
      // React has hydrated the document (Start renders the whole of it: React's own mark on
      // <body>), and then finished what it does right after.
      await page.waitForFunction(() =>
        Object.keys(document.body).some((key) => key.startsWith('__reactFiber')),
      );
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      const parts = await page.evaluate(() =>
        (window.__serverParts ?? []).map(({ marker, when, first }) => ({
          when,
          kept: first?.isConnected ?? false,
          waiting: marker.hasAttribute('data-ts-hydrate-when'),
        })),
      );
      expect(parts.filter((part) => part.when === 'never').length).toBeGreaterThan(0);
      for (const part of parts.filter((p) => p.when === 'never' || p.waiting))
        expect(part, 'a part that has not hydrated keeps its elements').toMatchObject({
          kept: true,
        });
    });
  }
});

/** The file of the testimonials' chunk in the Start build (the one that holds its dot buttons). */
function testimonialsChunk(): string {
  const dir = join(import.meta.dirname, '../dist/client/_start');
  const file = readdirSync(dir).find(
    (name) =>
      name.endsWith('.js') && readFileSync(join(dir, name), 'utf8').includes('Show testimonial'),
  );
  if (!file) throw new Error('no chunk of the Start build holds the testimonials');
  return file;
}
