import { expect, test } from '@playwright/test';

test('on a phone the menu slides out from the right and closes on a link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Connect with elite design talent',
  );
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
