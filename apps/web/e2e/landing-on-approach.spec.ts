import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gotoLanding } from './fixtures';

/**
 * Issue 10 item 4: the landing page's sections below the hero mount as the visitor approaches
 * them (deferred-sections.tsx), one at a time and in page order, and their chunks are not
 * downloaded before; in-page navigation and the keyboard get the rest of the page at once.
 */

/** Each mounted part of the page below the hero, in page order (SPEC 2). */
const PARTS = [
  '#credibility-bar',
  '#our-platform-model',
  '#about',
  '#how-it-works',
  'section[aria-labelledby="partners-title"]',
  '#designers',
  '#projects',
  '#ai-section',
  '#testimonials',
  '#contact',
  'footer:not(main footer)',
] as const;

declare global {
  interface Window {
    /** The PARTS selectors in the order they first matched (recorded from the first node on). */
    __mounted?: string[];
  }
}

/** Records, from the start of the page, the order in which each of PARTS first appears. */
async function recordMountOrder(page: Page) {
  await page.addInitScript((parts) => {
    const seen: string[] = [];
    window.__mounted = seen;
    new MutationObserver(() => {
      for (const part of parts)
        if (!seen.includes(part) && document.querySelector(part)) seen.push(part);
    }).observe(document, { subtree: true, childList: true });
  }, PARTS);
}

/** The built files (dist/_app/...) of a source module's chunk, from the Vite manifest. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the Vite manifest`);
  return `/${entry.file}`;
}

test.describe('sections mount as the visitor approaches them', () => {
  test.describe('on a phone (390 x 844)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('contact and footer are neither in the DOM nor downloaded on load; scrolling down mounts every part in order', async ({
      page,
    }) => {
      const contactChunk = chunkOf('src/features/landing/contact/contact-section.tsx');
      const footerChunk = chunkOf('src/features/landing/footer/footer.tsx');
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await recordMountOrder(page);
      await page.goto('/');
      // The sections near the hero mount right away...
      await expect(page.locator('#credibility-bar-mobile')).toBeAttached();
      await expect(page.locator('#our-platform-model')).toBeAttached();
      // ...and once the page has loaded what it loads on its own, the rest is not there.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#contact')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      expect(requested).not.toContain(contactChunk);
      expect(requested).not.toContain(footerChunk);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // A visitor scrolls down with the wheel, a bit more than half a screen at a time.
      const footer = page.getByRole('contentinfo');
      for (let step = 0; (await footer.count()) === 0; step++) {
        expect(step, 'the footer mounts while scrolling down').toBeLessThan(120);
        await page.mouse.wheel(0, 500);
        await page.waitForTimeout(150);
      }
      expect(requested).toContain(contactChunk);
      expect(requested).toContain(footerChunk);
      expect(await page.evaluate(() => window.__mounted)).toEqual([...PARTS]);
    });
  });

  test('Book a Call from the top mounts every section and lands on the contact form', async ({
    page,
  }) => {
    await recordMountOrder(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Connect with elite design talent',
    );
    await expect(page.locator('#our-platform-model')).toBeAttached();
    await expect(page.locator('#contact')).toHaveCount(0);
    const header = page.locator('[data-site-header]');
    const headerHeight = (await header.boundingBox())!.height;
    await header.getByRole('button', { name: 'Book a Call' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-navigation-complete', 'true', {
      timeout: 5_000,
    });
    // The smooth scroll may still run when the marker is set (1000 ms, SPEC 4): it ends with the
    // contact pill under the header (SPEC 2 "Header"), every section above it in order.
    const pill = page.locator('#contact-pill');
    await expect
      .poll(async () => (await pill.boundingBox())!.y, { timeout: 5_000 })
      .toBeLessThanOrEqual(100 + 12);
    expect((await pill.boundingBox())!.y).toBeGreaterThan(headerHeight - 12);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(await page.evaluate(() => window.__mounted)).toEqual([...PARTS]);
  });

  test('a header nav link to a section not mounted yet mounts the rest and lands on it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#our-platform-model')).toBeAttached();
    await expect(page.locator('#testimonials')).toHaveCount(0);
    const headerHeight = (await page.locator('[data-site-header]').boundingBox())!.height;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Reviews' })
      .click();
    await expect(page.locator('body')).toHaveAttribute('data-navigation-complete', 'false');
    await expect(page.locator('body')).toHaveAttribute('data-navigation-complete', 'true', {
      timeout: 5_000,
    });
    const section = page.locator('#testimonials');
    await expect
      .poll(async () => (await section.boundingBox())!.y, { timeout: 5_000 })
      .toBeGreaterThan(headerHeight - 12);
    expect((await section.boundingBox())!.y).toBeLessThanOrEqual(100 + 12);
    await expect(page.locator('#contact')).toBeAttached();
  });

  test('Tab from the top reaches the contact form and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Connect with elite design talent',
    );
    await expect(page.locator('#contact')).toHaveCount(0);
    const where = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (el?.closest('footer:not(main footer)')) return 'footer';
        if (el?.closest('#contact')) return 'contact';
        return 'other';
      });
    const visited = new Set<string>();
    for (let presses = 0; !visited.has('footer'); presses++) {
      expect(presses, `Tab reached ${[...visited].join(', ')}`).toBeLessThan(400);
      await page.keyboard.press('Tab');
      visited.add(await where());
    }
    expect(visited).toContain('contact');
  });
});

test.describe('the rest of the page when it is needed', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the browser's find shortcut mounts every section, so their text can be found", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#our-platform-model')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#contact')).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+f');
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(page.locator('#testimonials')).toBeAttached();
    await expect(page.locator('#contact')).toBeAttached();
    // Nothing moved: the visitor is still where the search started.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the print shortcut prints once every section and the footer are in', async ({ page }) => {
    // Records what window.print would have printed (headless Chromium has no print dialog).
    await page.addInitScript(() => {
      const w = window as Window & { __printed?: string[] };
      window.print = () => {
        w.__printed = ['#contact', '#testimonials', 'footer:not(main footer)'].filter(
          (part) => document.querySelector(part) !== null,
        );
      };
    });
    await page.goto('/');
    await expect(page.locator('#our-platform-model')).toBeAttached();
    await expect(page.locator('#contact')).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+p');
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __printed?: string[] }).__printed))
      .toEqual(['#contact', '#testimonials', 'footer:not(main footer)']);
  });
});

test.describe('a section that fails to load', () => {
  test('a section whose chunk fails to download is tried again, then offered to the visitor', async ({
    page,
  }) => {
    const contactChunk = chunkOf('src/features/landing/contact/contact-section.tsx');
    // The network is down for the contact section's chunk: the load and both automatic new tries.
    let failures = 0;
    await page.route(`**${contactChunk}`, async (route) => {
      if (failures < 3) {
        failures++;
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('#our-platform-model')).toBeAttached();
    // A nav link asks for the whole page; every section above the contact form mounts.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Reviews' })
      .click();
    const notice = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toContainText(
      'This part of the page could not be loaded. Check your connection and try again.',
    );
    expect(failures).toBe(3);
    await expect(page.locator('#testimonials')).toBeAttached();
    // The sections below the failed one wait: nothing appears out of order.
    await expect(page.locator('#contact')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // Navigation gave up waiting for the page instead of hanging.
    await expect(page.locator('body')).toHaveAttribute('data-navigation-complete', 'true');

    // The connection is back: Try again mounts the contact form and the footer.
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('#contact')).toBeAttached();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });
});

test('the projects section mounts with its style already rendered, not a placeholder that grows', async ({
  page,
}) => {
  // Records, at the first appearance of the desktop projects section, whether its style's view
  // (its heading) came with it, or only the placeholder that reserves room while it loads.
  await page.addInitScript(() => {
    const w = window as Window & { __projectsFirst?: { heading: boolean } };
    new MutationObserver((_records, observer) => {
      const section = document.getElementById('projects');
      if (!section) return;
      observer.disconnect();
      w.__projectsFirst = { heading: section.querySelector('h2') !== null };
    }).observe(document, { subtree: true, childList: true });
  });
  await gotoLanding(page);
  const first = await page.evaluate(
    () => (window as Window & { __projectsFirst?: { heading: boolean } }).__projectsFirst,
  );
  expect(first).toEqual({ heading: true });
});
