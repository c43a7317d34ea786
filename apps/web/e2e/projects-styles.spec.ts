import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, gotoLanding } from './fixtures';

const STYLES = ['shader', 'arc', 'fullbleed', 'holo', 'advanced-holo'] as const;

async function putSetting(page: Page, key: string, value: string) {
  const response = await page.request.put(`/api/settings/${key}`, { data: { value } });
  expect(response.ok(), `PUT ${key}=${value}`).toBeTruthy();
}

/**
 * Focuses the last tabbable element before `selector`, then presses Tab (a few times at most,
 * for scroll containers the browser stops at) until focus lands inside it.
 */
async function tabInto(page: Page, selector: string): Promise<boolean> {
  await page.evaluate((sel) => {
    const target = document.querySelector(sel);
    if (!target) return;
    const tabbables = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]',
      ),
    ].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
    const before = tabbables.filter(
      (el) => target.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING,
    );
    before.at(-1)?.focus();
  }, selector);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);
    if (inside) return true;
  }
  return false;
}

test.describe('projects showcase styles', () => {
  test.beforeEach(async ({ page }) => {
    // The whole landing page loads (videos, image sequence): slow on a busy machine.
    test.slow();
    const login = await page.request.post('/api/login', { data: E2E_ADMIN });
    expect(login.ok()).toBeTruthy();
  });

  // Other specs expect the defaults: shader style, section enabled.
  test.afterEach(async ({ page }) => {
    await putSetting(page, 'selectedProjectsStyle', 'shader');
    await putSetting(page, 'projectsSectionEnabled', 'true');
  });

  for (const style of STYLES) {
    test(`${style}: shows the designer works and is keyboard reachable`, async ({ page }) => {
      await putSetting(page, 'selectedProjectsStyle', style);
      const works = (await (await page.request.get('/api/projects')).json()) as {
        title: string;
      }[];
      expect(works.length).toBeGreaterThan(0);

      await gotoLanding(page, '/', ['projects']);
      const section = page.locator(`#projects[data-projects-style="${style}"]`);
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
      const showAll = section.getByRole('button', { name: /^Show all/ });
      if (await showAll.isVisible()) await showAll.click();
      await expect(section).toContainText(works[0]!.title);
      const text = (await section.textContent()) ?? '';
      for (const work of works) expect(text).toContain(work.title);

      expect(await tabInto(page, '#projects')).toBe(true);
    });
  }

  test('arc turns with the arrow keys', async ({ page }) => {
    await putSetting(page, 'selectedProjectsStyle', 'arc');
    const works = (await (await page.request.get('/api/projects')).json()) as { title: string }[];
    await gotoLanding(page, '/', ['projects']);
    const carousel = page.locator('#projects').getByRole('group', { name: /Projects on an arc/ });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.focus();
    const counter = page.locator('#projects [aria-live="polite"]');
    // The arc starts with the middle project in front.
    const middle = Math.floor((works.length - 1) / 2);
    await expect(counter).toContainText(works[middle]!.title);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toContainText(works[middle + 1]!.title);
    await page.keyboard.press('Home');
    await expect(counter).toContainText(works[0]!.title);
    await page.keyboard.press('End');
    await expect(counter).toContainText(works.at(-1)!.title);
  });

  test('advanced-holo opens a detail dialog on Enter and closes it on Esc', async ({ page }) => {
    await putSetting(page, 'selectedProjectsStyle', 'advanced-holo');
    const works = (await (await page.request.get('/api/projects')).json()) as { title: string }[];
    await gotoLanding(page, '/', ['projects']);
    const trigger = page
      .locator('#projects')
      .getByRole('button', { name: `View details: ${works[0]!.title}` });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: works[0]!.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('is hidden when projectsSectionEnabled is false', async ({ page }) => {
    await putSetting(page, 'projectsSectionEnabled', 'false');
    await gotoLanding(page, '/', ['projects']);
    await expect(page.locator('#ai-section')).toHaveCount(1);
    await expect(page.locator('#projects')).toHaveCount(0);
    await expect(page.locator('#projects-mobile')).toHaveCount(0);
  });

  test('an unknown style cannot be stored', async ({ page }) => {
    const response = await page.request.put('/api/settings/selectedProjectsStyle', {
      data: { value: 'unknown' },
    });
    expect(response.status()).toBe(400);
  });
});

test.describe('the shader masonry', () => {
  test('shows nine works, then "Show all" adds the rest', async ({ page }) => {
    const works = (await (await page.request.get('/api/projects')).json()) as { title: string }[];
    test.skip(works.length <= 9, 'the demo data has nine works or fewer');
    await gotoLanding(page, '/', ['projects']);
    const section = page.locator('#projects[data-projects-style="shader"]');
    await section.scrollIntoViewIfNeeded();
    const cards = section.locator('article:visible');
    await expect(cards).toHaveCount(9);
    await expect(section).not.toContainText(works[9]!.title);
    const showAll = section.getByRole('button', { name: `Show all ${works.length} projects` });
    await showAll.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(works.length);
    await expect(section.getByRole('button', { name: 'Show fewer projects' })).toBeFocused();
    for (const work of works) await expect(section).toContainText(work.title);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows every work, and no "Show all" button', async ({ page }) => {
      const works = (await (await page.request.get('/api/projects')).json()) as {
        title: string;
      }[];
      await page.goto('/');
      const section = page.locator('#projects[data-projects-style="shader"]');
      const cards = section.locator('article:visible');
      await expect(cards).toHaveCount(works.length);
      for (const work of works)
        await expect(cards.filter({ hasText: work.title }).first()).toBeVisible();
      await expect(section.getByRole('button', { name: /^Show all/ })).toBeHidden();
      // The last works are below the first ones, inside the section.
      const sectionBox = (await section.boundingBox())!;
      const lastBox = (await cards.filter({ hasText: works.at(-1)!.title }).boundingBox())!;
      expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(sectionBox.y + sectionBox.height);
    });
  });
});
