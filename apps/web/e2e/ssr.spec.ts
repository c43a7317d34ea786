import { expect, test, type Locator, type Page } from '@playwright/test';
import { interact, ISLANDS } from './fixtures';

/**
 * Issue 18: `/` rendered on the server. Without JavaScript the whole page is there and usable;
 * with it, the islands hydrate without a console error or a hydration warning and the page's
 * height never changes from the load event on; a crawler reads the head tags, the JSON-LD,
 * /robots.txt and /sitemap.xml. Runs in the desktop project (1440 px) and the mobile one (390 px).
 */

/** Each part of the page in SPEC order; a part with a phone variant lists both ids. */
const PARTS: ReadonlyArray<{ name: string; selectors: string[]; optional?: 'ai' }> = [
  { name: 'header', selectors: ['[data-site-header]'] },
  { name: 'hero', selectors: ['#hero'] },
  { name: 'credibility bar', selectors: ['#credibility-bar', '#credibility-bar-mobile'] },
  { name: 'platform model', selectors: ['#our-platform-model'] },
  { name: 'about', selectors: ['#about'] },
  { name: 'how it works', selectors: ['#how-it-works'] },
  { name: 'partners', selectors: ['section[aria-labelledby="partners-title"]'] },
  { name: 'designers', selectors: ['#designers'] },
  { name: 'projects', selectors: ['#projects', '#projects-mobile'] },
  { name: 'AI section', selectors: ['#ai-section'], optional: 'ai' },
  { name: 'testimonials', selectors: ['#testimonials', '#testimonials-mobile'] },
  { name: 'contact', selectors: ['#contact'] },
  { name: 'footer', selectors: ['footer:not(main footer)'] },
];

/** The variant of `selectors` shown at this width (the others are display: none). */
async function shown(page: Page, selectors: string[]): Promise<Locator> {
  for (const selector of selectors) {
    const part = page.locator(selector);
    if ((await part.count()) === 1 && (await part.isVisible())) return part;
  }
  throw new Error(`none of ${selectors.join(', ')} is visible`);
}

/** Whether the AI section is on in the demo data (the aiSectionEnabled setting, default on). */
async function aiSectionEnabled(page: Page): Promise<boolean> {
  const res = await page.request.get('/api/settings/aiSectionEnabled');
  if (res.status() === 404) return true;
  return ((await res.json()) as { value: string }).value !== 'false';
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section is visible, in SPEC order, and the loading overlay covers nothing', async ({
    page,
  }) => {
    const withAi = await aiSectionEnabled(page);
    await page.goto('/');
    const tops: Array<{ name: string; top: number }> = [];
    for (const part of PARTS) {
      if (part.optional === 'ai' && !withAi) {
        await expect(page.locator(part.selectors[0]!)).toHaveCount(0);
        continue;
      }
      const locator = await shown(page, part.selectors);
      await expect(locator, part.name).toBeVisible();
      const top = await locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      tops.push({ name: part.name, top });
    }
    // The header is fixed over the hero's top (which starts at 0); every later part is lower.
    expect(tops[0]!.top).toBeLessThanOrEqual(tops[1]!.top);
    for (let i = 2; i < tops.length; i++)
      expect(tops[i]!.top, `${tops[i]!.name} below ${tops[i - 1]!.name}`).toBeGreaterThan(
        tops[i - 1]!.top,
      );
    // The overlay's markup is in the page, hidden without scripting.
    const overlay = page.locator('[data-loading-overlay]');
    await expect(overlay).toHaveCount(1);
    await expect(overlay).toBeHidden();
    expect(await overlay.evaluate((el) => getComputedStyle(el).display)).toBe('none');
    // The hero's text is there at once (its intro needs scripting).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('opacity', '1');
  });

  test('the header is a dark bar, readable over the light sections too', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('[data-site-header]');
    // Over a light section (the credibility bar), its text keeps a dark background under it.
    await page
      .locator('#credibility-bar')
      .evaluate((el: HTMLElement) => window.scrollTo(0, el.offsetTop));
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    const alpha = Number(/rgba?\((?:[^,]+,){3}\s*([\d.]+)\)/.exec(background)?.[1] ?? 1);
    expect(alpha).toBeGreaterThanOrEqual(0.5);
    await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test("the about video and the partners' image sequence show a still image", async ({ page }) => {
    await page.goto('/');
    for (const selector of [
      '#about img[src$="about-poster.webp"]',
      'section[aria-labelledby="partners-title"] img[src*="/assets/sequence/"]',
    ]) {
      const still = page.locator(selector).first();
      await still.scrollIntoViewIfNeeded();
      await expect(still).toBeVisible();
      await expect
        .poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('a nav link jumps to its section', async ({ page }) => {
    await page.goto('/');
    // From 768 px the header's nav; on a phone the same anchor in the footer.
    const desktop = (page.viewportSize()?.width ?? 0) >= 768;
    const link = desktop
      ? page.getByRole('navigation', { name: 'Main' }).locator('a[href="#how-it-works"]')
      : page.locator('footer:not(main footer) a[href="#how-it-works"]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test("Book a Call, the hero's first button and the AI section's button go to their sections", async ({
    page,
  }) => {
    const desktop = (page.viewportSize()?.width ?? 0) >= 768;
    const withAi = await aiSectionEnabled(page);
    await page.goto('/');
    // Links the script enhances (issue 39 item 10): each jumps to its anchor without it. (On a
    // phone `#projects` is the hidden desktop layout: the phone's is `#projects-mobile`.)
    const targets = [];
    if (desktop)
      targets.push(
        { link: page.locator('#hero [data-intro="buttons"] a').first(), section: '#projects' },
        { link: page.locator('header [data-book-call]'), section: '#contact' },
      );
    if (withAi)
      targets.push({
        link: page.locator('#ai-section a[href="#contact"]').first(),
        section: '#contact',
      });
    for (const { link, section } of targets) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${section}$`));
      await expect(page.locator(section)).toBeInViewport();
    }
  });

  test('a designer, every testimonial and the current year are visible text', async ({ page }) => {
    const designers = (await (await page.request.get('/api/designers')).json()) as {
      name: string;
    }[];
    const testimonials = (await (await page.request.get('/api/testimonials')).json()) as {
      quote: string;
    }[];
    expect(designers.length).toBeGreaterThan(0);
    expect(testimonials.length).toBeGreaterThan(0);
    await page.goto('/');
    await expect(
      page.locator('#designers').getByText(designers[0]!.name, { exact: true }).first(),
    ).toBeVisible();
    const reviews = await shown(page, ['#testimonials', '#testimonials-mobile']);
    // Every testimonial, in order, one below the other; no dots: they could not switch.
    // (Playwright's text matching skips what is inside a <noscript>, as the later cards are:
    // each card is matched on its own.)
    const cards = reviews.locator('figure:visible');
    await expect(cards).toHaveCount(testimonials.length);
    for (const [i, { quote }] of testimonials.entries())
      await expect(cards.nth(i)).toContainText(quote.slice(0, 40));
    await expect(reviews.getByRole('button', { name: /^Show testimonial/ }).first()).toBeHidden();
    const footer = page.locator('footer:not(main footer)');
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });
});

declare global {
  interface Window {
    /** document.documentElement.scrollHeight at the load event. */
    __loadHeight?: number;
    /** Every distinct scrollHeight from the load event on (ResizeObserver). */
    __heights?: number[];
  }
}

/**
 * Interacts, then scrolls down most of a screen at a time to the end of the page, letting the
 * islands on screen hydrate before each step; ends when every island has hydrated.
 */
async function hydrateToTheEnd(page: Page): Promise<void> {
  await interact(page);
  const islands = page.locator('[data-island]');
  for (let step = 0; ; step++) {
    expect(step, 'reached the end of the page').toBeLessThan(100);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-island]')).every(
        (el) =>
          el.hasAttribute('data-hydrated') ||
          Array.from(el.children).every((child) => {
            const rect = child.getBoundingClientRect();
            return rect.height === 0 || rect.bottom < 0 || rect.top > window.innerHeight;
          }),
      ),
    );
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (atEnd) break;
    await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.8)));
  }
  // Every island (the AI section's too when it is on) has hydrated.
  const withAi = await aiSectionEnabled(page);
  await expect(islands).toHaveCount(withAi ? ISLANDS.length : ISLANDS.length - 1);
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
}

/** The platform fonts Chromium used for the text of the first element matching `selector`. */
async function platformFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test.describe('with JavaScript', () => {
  test('hydrating every island on the way to the end logs no error and keeps the page height', async ({
    page,
  }) => {
    test.slow(); // the whole page, step by step
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error') problems.push(`console.error: ${text}`);
      else if (message.type() === 'warning' && /hydrat/i.test(text))
        problems.push(`console.warn: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      window.addEventListener('load', () => {
        const root = document.documentElement;
        window.__loadHeight = root.scrollHeight;
        window.__heights = [root.scrollHeight];
        new ResizeObserver(() => {
          if (window.__heights!.at(-1) !== root.scrollHeight)
            window.__heights!.push(root.scrollHeight);
        }).observe(document.body);
      });
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    const loadHeight = await page.evaluate(() => window.__loadHeight);
    expect(loadHeight).toBeGreaterThan(0);

    await hydrateToTheEnd(page);
    await page.waitForLoadState('networkidle');

    const end = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      heights: window.__heights ?? [],
    }));
    expect(end.height, `heights from the load event on: ${end.heights.join(', ')}`).toBe(
      loadHeight,
    );
    expect(problems).toEqual([]);
  });

  test('a first visit whose fonts come too late keeps its font and height as the islands hydrate', async ({
    page,
  }) => {
    test.slow(); // the whole page, step by step
    // A slow network: the font files arrive long after the first layout, past the short wait
    // of `font-display: optional`, so the page is set in the metric-matched fallback.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    const atLoad = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      faces: document.fonts.size,
    }));
    const titleFonts = await platformFonts(page, '#hero-title');
    expect(titleFonts.join()).not.toMatch(/Inter/);

    await hydrateToTheEnd(page);
    await page.waitForLoadState('networkidle');
    // The islands' stylesheet declares no second face of a now cached font: nothing changes
    // font, or height, under the reader.
    expect(await page.evaluate(() => document.fonts.size)).toBe(atLoad.faces);
    expect(await platformFonts(page, '#hero-title')).toEqual(titleFonts);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(atLoad.height);
  });

  test('the first frame draws the whole page, at its final height', async ({ page }) => {
    // Recorded by the first animation frame, which runs at the page's first rendering: a frame
    // of a half-parsed page would be laid out again, and would grow under the visitor.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          footer: document.querySelector('footer:not(main footer)') !== null,
          contact: document.getElementById('contact') !== null,
          height: document.documentElement.scrollHeight,
        };
      });
    });
    // A slow connection: the document arrives in pieces, and the parser stops between them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 16 * 1024,
      uploadThroughput: -1,
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    const firstFrame = await page.waitForFunction(
      () => (window as unknown as { firstFrame?: unknown }).firstFrame,
    );
    const atFirstFrame = (await firstFrame.jsonValue()) as {
      footer: boolean;
      contact: boolean;
      height: number;
    };
    expect(atFirstFrame.footer).toBe(true);
    expect(atFirstFrame.contact).toBe(true);
    expect(atFirstFrame.height).toBe(
      await page.evaluate(() => document.documentElement.scrollHeight),
    );
    // The font's preload comes before the scripts (in document order: the entry's script is in
    // the body): on HTTP/1.1's six connections it is not queued behind them, and arrives before
    // that frame.
    const head = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"], script[src]'),
        (el) =>
          el.getAttribute('as') === 'font'
            ? 'font'
            : el.tagName === 'SCRIPT' || el.getAttribute('rel') === 'modulepreload'
              ? 'script'
              : 'other',
      ),
    );
    expect(head.indexOf('font')).toBeGreaterThan(-1);
    expect(head.indexOf('font')).toBeLessThan(head.indexOf('script'));
  });

  test('the text is laid out once, in Inter: the font faces are optional and the preloaded ones are used', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return Array.from(document.fonts, (face) => ({
        family: face.family.replaceAll('"', ''),
        display: face.display,
        status: face.status,
      }));
    });
    const webFonts = faces.filter((face) => !face.family.endsWith('Fallback'));
    expect(webFonts.length).toBeGreaterThan(0);
    // `swap` would lay the whole page out again when the font arrives (issue 18, speed).
    expect(webFonts.filter((face) => face.display !== 'optional')).toEqual([]);
    // The metric-matched fallbacks for a visit whose fonts come too late (base.css).
    expect(faces.some((face) => face.family === 'Inter Fallback')).toBe(true);
    expect(faces.some((face) => face.family === 'Inter Variable' && face.status === 'loaded')).toBe(
      true,
    );
    // One web font: the headings are set in Inter too (base.css, --font-display).
    expect(faces.filter((face) => face.family.includes('Tight'))).toEqual([]);
  });
});

test.describe("a crawler's view", () => {
  // Each document is parsed by the browser's DOMParser (in a blank page) and queried there.

  test('the head of / has the title, description, canonical, Open Graph, Twitter card and JSON-LD', async ({
    page,
    request,
    baseURL,
  }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/html/);
    expect(res.headers()['x-robots-tag']).toBeUndefined();
    const html = await res.text();
    const head = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const meta: Record<string, string | null> = {};
      for (const el of doc.head.querySelectorAll('meta[property], meta[name]'))
        meta[el.getAttribute('property') ?? el.getAttribute('name')!] = el.getAttribute('content');
      return {
        lang: doc.documentElement.getAttribute('lang'),
        title: doc.title,
        meta,
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
        jsonLd: Array.from(
          doc.querySelectorAll('script[type="application/ld+json"]'),
          (script) => script.textContent ?? '',
        ),
      };
    }, html);
    expect(head.lang).toBe('en');
    expect(head.title.trim().length).toBeGreaterThan(0);
    expect(head.robots).toBeNull();
    const meta = head.meta;
    expect(meta.description?.trim().length).toBeGreaterThan(0);
    // PUBLIC_URL is unset in the e2e server: the site's address is http://HOST:PORT.
    const home = new URL('/', baseURL).href;
    expect(head.canonical).toBe(home);

    expect(meta['og:type']).toBe('website');
    expect(meta['og:site_name']?.trim()).toBeTruthy();
    expect(meta['og:title']?.trim()).toBeTruthy();
    expect(meta['og:description']?.trim()).toBeTruthy();
    expect(meta['og:url']).toBe(home);
    const image = new URL(meta['og:image']!); // throws unless absolute
    expect(image.protocol).toMatch(/^https?:$/);
    expect(Number(meta['og:image:width'])).toBe(1200);
    expect(Number(meta['og:image:height'])).toBe(630);
    expect(meta['og:image:alt']?.trim()).toBeTruthy();
    expect(meta['twitter:card']).toBe('summary_large_image');
    // The share image is there, as the tags say.
    const shared = await request.get(image.pathname + image.search);
    expect(shared.status()).toBe(200);
    expect(shared.headers()['content-type']).toMatch(/^image\//);

    expect(head.jsonLd).toHaveLength(1);
    const data = JSON.parse(head.jsonLd[0]!) as Record<string, unknown>;
    const nodes = (
      Array.isArray(data) ? data : Array.isArray(data['@graph']) ? data['@graph'] : [data]
    ) as Array<Record<string, unknown>>;
    const organization = nodes.find((n) => n['@type'] === 'Organization');
    const website = nodes.find((n) => n['@type'] === 'WebSite');
    expect(organization, JSON.stringify(data)).toBeDefined();
    expect(website, JSON.stringify(data)).toBeDefined();
    expect(typeof organization!.name).toBe('string');
    expect(organization!.url).toBe(home);
    const logo = organization!.logo as string | { url?: string };
    expect(new URL(typeof logo === 'string' ? logo : logo.url!).protocol).toMatch(/^https?:$/);
    expect(Array.isArray(organization!.sameAs)).toBe(true);
    for (const link of organization!.sameAs as string[]) expect(() => new URL(link)).not.toThrow();
    expect(typeof website!.name).toBe('string');
    expect(website!.url).toBe(home);
  });

  test('/robots.txt and /sitemap.xml', async ({ page, request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await robots.text())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/auth', '/invite', '/api'])
      expect(lines).toContain(`Disallow: ${path}`);
    const sitemapLine = lines.find((line) => /^sitemap:/i.test(line));
    expect(sitemapLine).toBeDefined();
    const sitemapUrl = new URL(sitemapLine!.replace(/^sitemap:\s*/i, ''));
    expect(sitemapUrl.pathname).toBe('/sitemap.xml');

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const parsed = await page.evaluate(
      (source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: doc.documentElement.localName,
          locs: Array.from(doc.getElementsByTagName('loc'), (el) => (el.textContent ?? '').trim()),
        };
      },
      await sitemap.text(),
    );
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('urlset');
    expect(parsed.locs.some((loc) => loc.endsWith('/'))).toBe(true);
    expect(parsed.locs).toContain(new URL('/', baseURL).href);
  });

  test('/admin and /auth are not to be indexed', async ({ page, request }) => {
    for (const path of ['/admin', '/auth']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['x-robots-tag'], path).toMatch(/noindex/);
      const robots = await page.evaluate(
        (source) =>
          new DOMParser()
            .parseFromString(source, 'text/html')
            .querySelector('meta[name="robots"]')
            ?.getAttribute('content') ?? null,
        await res.text(),
      );
      expect(robots, path).toMatch(/noindex/);
    }
  });
});
