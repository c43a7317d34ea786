import { expect, test } from '@playwright/test';
import { E2E_ADMIN, loginThroughForm } from './fixtures';

/**
 * The console's phone menu (issue 22 item 4): its button is at the left of the top bar, so the
 * menu slides in from the left edge; it opens on the current section's link and closes with
 * Escape, focus back on its button.
 */
test('the phone menu slides in from the left, where its button is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/settings');
  const button = page.getByRole('button', { name: 'Open admin menu' });
  const buttonBox = (await button.boundingBox())!;
  expect(buttonBox.x).toBeLessThan(390 / 2);
  await button.click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeFocused();
  // Once its entrance has ended, the panel sits against the left edge.
  await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = (await menu.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBeLessThan(390);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

/**
 * The phone menu's code loads on first use (issue 44): a screen opened at 1440 px never fetches
 * it, and at 390 px a keyboard user who Tabs to its button and presses Enter gets the menu, on
 * the current section's link, with focus back on the button after Escape.
 */
test('the phone menu loads when its button is first used, and works by keyboard', async ({
  page,
}) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const menuCode: string[] = [];
  page.on('request', (request) => {
    if (/\/phone-menu-[^/]*\.js$/.test(request.url())) menuCode.push(request.url());
  });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(menuCode).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const button = page.getByRole('button', { name: 'Open admin menu' });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeFocused();
  expect(menuCode).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

/**
 * The console's first keyboard stop skips the menu (WCAG 2.4.1): "Skip to content" shows when
 * focused, and takes focus to the screen, whose next Tab is the screen's first control, not the
 * menu's.
 */
test('the first Tab offers "Skip to content", which takes focus past the menu', async ({
  page,
}) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A fresh document: the first Tab starts from its top, as for a keyboard user arriving.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#admin-main')).toBeFocused();
  await page.keyboard.press('Tab');
  const inMenu = await page.evaluate(() => Boolean(document.activeElement?.closest('aside, nav')));
  expect(inMenu).toBe(false);
});

test('console toasts show at the bottom right, across the bottom on a phone', async ({ page }) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/admin/design-system#toasts');
    await page.getByRole('button', { name: 'Show a notice' }).click();
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .filter({ hasText: 'Designer saved' });
    await expect(toast).toBeVisible();
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = (await toast.boundingBox())!;
    // In the bottom half, by the bottom edge (no save bar on this page to stay above).
    expect(box.y).toBeGreaterThan(844 / 2);
    expect(844 - (box.y + box.height)).toBeLessThanOrEqual(24);
    if (width > 1000) expect(width - (box.x + box.width)).toBeLessThanOrEqual(24);
    else expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(4);
  }
});

/**
 * What the live region says once `name` is picked up at `position` of `count`: the pick-up, or at
 * once after it, that the item is over its own place.
 */
const pickedUp = (name: string, position: number, count: number) =>
  new RegExp(
    `^(Picked up ${name}, position ${position} of ${count}\\.|${name} is over position ${position} of ${count}\\.)$`,
  );

test('a keyboard move right after the handle is brought into view lands where it is announced', async ({
  page,
}) => {
  // A short window: the last designer's handle is below the fold until focus brings it up.
  await page.setViewportSize({ width: 1280, height: 520 });
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/designers');
  await page.getByRole('button', { name: 'Change order' }).click();
  // The console scrolls instantly (a smooth scroll would still run when the drag measures).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    'auto',
  );
  const list = page.getByRole('list', { name: /order/i });
  const handles = list.getByRole('button', { name: /^Move / });
  // The list loads after the dialog opens: wait for its rows before counting them.
  await expect(handles.nth(2)).toBeVisible();
  const count = await handles.count();
  const names = async () =>
    (await handles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map(
      (label) => label.replace(/^Move /, ''),
    );
  const before = await names();
  const last = before.at(-1)!;
  const announcement = page.locator('[id^="DndLiveRegion"]');
  // Focus, then Space at once: no wait for any scroll.
  await handles.last().focus();
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(pickedUp(last, count, count));
  await page.keyboard.press('ArrowUp');
  await expect(announcement).toContainText(`${last} is over position ${count - 1} of ${count}.`);
  await page.keyboard.press('Space');
  await expect(announcement).toContainText(`${last} dropped at position ${count - 1} of ${count}.`);
  await expect(page.getByText('Order saved', { exact: true })).toBeVisible();
  const after = await names();
  expect(after).toEqual([...before.slice(0, -2), last, before.at(-2)!]);

  // The drop left the focus on the moved handle, which takes a new drag once the order saved.
  await expect(handles.nth(count - 2)).toHaveAccessibleName(`Move ${last}`);
  await expect(handles.nth(count - 2)).toBeFocused();
  await expect(handles.nth(count - 2)).toHaveAttribute('aria-disabled', 'false');
  // Put it back. The drop's announcement also names the position: wait for the pick-up's.
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(pickedUp(last, count - 1, count));
  await page.keyboard.press('ArrowDown');
  await expect(announcement).toContainText(`${last} is over position ${count} of ${count}.`);
  await page.keyboard.press('Space');
  await expect(announcement).toContainText(`${last} dropped at position ${count} of ${count}.`);
  await expect.poll(names).toEqual(before);
});
