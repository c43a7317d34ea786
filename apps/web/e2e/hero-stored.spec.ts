import { expect, test } from '@playwright/test';
import { E2E_ADMIN, interact, island } from './fixtures';

declare global {
  interface Window {
    /** Every text the page's h1 had, in order (recorded from the first parsed node on). */
    __heroTitles?: Array<string | null>;
  }
}

test.describe('the stored hero from the first paint (issue 8 item 4)', () => {
  test('the landing document carries a saved hero title and the h1 never shows the default', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/login', { data: E2E_ADMIN });
    expect(login.ok()).toBe(true);
    const before = (await (await request.get('/api/content/hero')).json()) as {
      content: Record<string, unknown>;
    };
    const words = `Stored hero ${Date.now().toString(36)}`;
    const title = `${words} By the best`;
    try {
      const saved = await request.put('/api/admin/content/hero', {
        data: { content: { ...before.content, title } },
      });
      expect(saved.ok()).toBe(true);

      // The raw HTML of `/` has the title, with the break and accent the hero adds.
      const html = await (await request.get('/')).text();
      expect(html).toContain(`${words} <br><span class="text-gradient">By the best</span>`);
      expect(html).not.toContain('Connect with elite');

      // Record every text the h1 ever has, from the first node the parser adds.
      await page.addInitScript(() => {
        const seen: Array<string | null> = [];
        window.__heroTitles = seen;
        const record = () => {
          const text = document.querySelector('h1')?.textContent ?? null;
          if (text !== null && seen.at(-1) !== text) seen.push(text);
        };
        new MutationObserver(record).observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      const heroRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/content/hero')) heroRequests.push(r.url());
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      // The server-rendered page already shows the stored title...
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // ...the hero island hydrates (first interaction) with the same title...
      await page.waitForLoadState('load');
      await interact(page);
      await expect(island(page, 'hero')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('#hero-title')).toHaveText(title);
      // ...and the h1 never showed anything else, nor fetched the block again.
      const titles = await page.evaluate(() => window.__heroTitles ?? []);
      expect(titles.length).toBeGreaterThan(0);
      expect(new Set(titles)).toEqual(new Set([title]));
      expect(heroRequests).toEqual([]);
    } finally {
      const restored = await request.put('/api/admin/content/hero', {
        data: { content: before.content },
      });
      expect(restored.ok()).toBe(true);
    }
  });
});
