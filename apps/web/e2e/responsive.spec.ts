import { expect, test } from '@playwright/test';
import { E2E_ADMIN, gotoLanding, hydrateLanding, loginThroughForm } from './fixtures';

test('on a phone the menu slides out from the right and closes on a link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Connect with elite design talent',
  );
  // The page is painted before it hydrates (client.tsx); the menu opens once the header has.
  await hydrateLanding(page, 'header');
  await page.getByRole('button', { name: /menu/i }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(Math.round(box!.width)).toBe(300);
  expect(Math.round(box!.x + box!.width)).toBe(390);
  await menu.getByRole('link', { name: /How it Works/i }).click();
  await expect(menu).toBeHidden();
  for (const id of ['credibility-bar-mobile', 'projects-mobile', 'testimonials-mobile']) {
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  }
});

test('on a phone the projects carousel shows nine works, then "Show all" adds the rest', async ({
  page,
}) => {
  const works = (await (await page.request.get('/api/projects')).json()) as { title: string }[];
  test.skip(works.length <= 9, 'the demo data has nine works or fewer');
  await gotoLanding(page, '/', ['projects']);
  const carousel = page.locator('#projects-mobile').getByRole('list', { name: 'Projects' });
  await carousel.scrollIntoViewIfNeeded();
  // The document a phone gets holds the first nine cards and the button.
  await expect(carousel.getByRole('article')).toHaveCount(9);
  await expect(carousel).toContainText(works[8]!.title);
  await expect(carousel).not.toContainText(works[9]!.title);

  const showAll = carousel.getByRole('button', { name: `Show all ${works.length} projects` });
  await showAll.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('article')).toHaveCount(works.length);
  await expect(showAll).toHaveCount(0);
  // Focus stays in the carousel, which has scrolled to the first card it added.
  await expect(carousel).toBeFocused();
  await expect(carousel.getByRole('article').nth(9)).toBeInViewport();
  for (const work of works) await expect(carousel).toContainText(work.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone the menu button leads to the footer's section links", async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('[data-site-header]').getByRole('link', { name: 'Open menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await menu.click();
    await expect(page).toHaveURL(/#quick-links$/);
    const links = page.getByRole('navigation', { name: 'Quick Links' });
    await expect(links).toBeInViewport();
    await expect(links.getByRole('link', { name: 'How It Works' })).toBeVisible();
  });

  test('on a phone the projects carousel shows every work, and no "Show all" button', async ({
    page,
  }) => {
    const works = (await (await page.request.get('/api/projects')).json()) as { title: string }[];
    await page.goto('/');
    const carousel = page.locator('#projects-mobile').getByRole('list', { name: 'Projects' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('article')).toHaveCount(works.length);
    await expect(carousel.getByRole('article').last()).toContainText(works.at(-1)!.title);
    await expect(carousel.getByRole('button', { name: /^Show all/ })).toBeHidden();
    // The last card scrolls into the carousel like the first: the cards are its own items.
    await carousel.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect(carousel.getByRole('article').last()).toBeInViewport();
  });
});

test('on a phone the audit log is a list of entries, its filters behind one button, and the header shows the role', async ({
  page,
}) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/audit-log');
  // The role line is shown, not only read out (it was screen-reader text on phones).
  const role = page.getByRole('banner').getByText('Signed in as admin');
  expect((await role.boundingBox())?.width ?? 0).toBeGreaterThan(20);
  await expect(page.getByRole('list', { name: 'Audit log entries' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const what = page.getByLabel('What', { exact: true });
  await expect(what).toBeHidden();
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(what).toBeVisible();
  await what.selectOption('content');
  await expect(page).toHaveURL(/entity=content/);
  await expect(page.getByRole('button', { name: /Hide filters \(1\)/ })).toBeVisible();
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
