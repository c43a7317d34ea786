import { expect, test, type Page } from '@playwright/test';

/** SPEC 9 toasts: one at a time, F8 focuses the region, swipe right or close dismisses. */

async function failLogin(page: Page, times: number) {
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username').fill('nobody-toast');
  await form.getByLabel('Password').fill('wrong-password');
  for (let i = 0; i < times; i++) await form.getByRole('button', { name: 'Login' }).click();
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).locator('li');

test.describe('toasts', () => {
  test('only one toast shows at a time; F8 focuses the region; Close dismisses', async ({
    page,
  }) => {
    await page.goto('/auth');
    await failLogin(page, 1);
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    // The toaster mounts with this first toast (lazy-toaster.tsx) and still announces it.
    await expect(page.getByRole('status').filter({ hasText: 'Login failed' })).toBeAttached();
    // A second failure right away replaces the first one instead of stacking.
    await failLogin(page, 1);
    await page.waitForTimeout(500);
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByText('Login failed', { exact: true })).toHaveCount(1);

    // F8 moves focus to the notification region.
    await page.keyboard.press('F8');
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="region"]')))
      .toBe(true);

    // The close button dismisses it.
    await toasts(page).first().getByRole('button', { name: 'Close' }).click();
    await expect(toasts(page)).toHaveCount(0);
  });

  test('swiping a toast right past 50 px dismisses it', async ({ page }) => {
    await page.goto('/auth');
    await failLogin(page, 1);
    const toast = toasts(page).first();
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(x + dx, y);
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(0);
  });
});
