import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, gotoLanding } from './fixtures';

/** Built-in aiDesignTools texts (used when no content block is stored). */
const DEFAULT_TITLE = 'Human taste, amplified by AI';
const DEFAULT_CTA = 'Explore AI-assisted design';

async function putSetting(page: Page, key: string, value: string) {
  const response = await page.request.put(`/api/settings/${key}`, { data: { value } });
  expect(response.ok(), `PUT ${key}=${value}`).toBeTruthy();
}

async function aiContent(page: Page): Promise<{ title: string; cta: string }> {
  const response = await page.request.get('/api/content/aiDesignTools');
  const stored = response.ok()
    ? ((await response.json()) as { content?: { title?: string; ctaButtonText?: string } }).content
    : undefined;
  return { title: stored?.title || DEFAULT_TITLE, cta: stored?.ctaButtonText || DEFAULT_CTA };
}

test.describe('AI section styles', () => {
  test.beforeEach(async ({ page }) => {
    // The whole landing page loads (videos, image sequence): slow on a busy machine.
    test.slow();
    const login = await page.request.post('/api/login', { data: E2E_ADMIN });
    expect(login.ok()).toBeTruthy();
  });

  // Other specs expect the defaults: style 0, section enabled.
  test.afterEach(async ({ page }) => {
    await putSetting(page, 'selectedAiDesignStyle', '0');
    await putSetting(page, 'aiSectionEnabled', 'true');
  });

  for (let n = 1; n <= 7; n++) {
    test(`style ${n} renders the content`, async ({ page }) => {
      await putSetting(page, 'selectedAiDesignStyle', String(n));
      const { title, cta } = await aiContent(page);
      await gotoLanding(page, '/', ['aiSection']);
      const section = page.locator(`#ai-section[data-ai-style="${n}"]`);
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(section.getByRole('link', { name: cta })).toBeVisible();
    });
  }

  test('style 4: the before/after slider moves with the keyboard', async ({ page }) => {
    await putSetting(page, 'selectedAiDesignStyle', '4');
    await gotoLanding(page, '/', ['aiSection']);
    const slider = page.locator('#ai-section').getByRole('slider');
    await slider.scrollIntoViewIfNeeded();
    await slider.focus();
    await expect(slider).toHaveValue('50');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('51');
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('0');
  });

  test('style 0 shows the default component, and the CTA scrolls to the contact form', async ({
    page,
  }) => {
    await putSetting(page, 'selectedAiDesignStyle', '0');
    const { title, cta } = await aiContent(page);
    await gotoLanding(page, '/', ['aiSection']);
    const section = page.locator('#ai-section[data-ai-style="0"]');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await section.getByRole('link', { name: cta }).click();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('is hidden when aiSectionEnabled is false', async ({ page }) => {
    await putSetting(page, 'aiSectionEnabled', 'false');
    await gotoLanding(page, '/', ['aiSection']);
    await expect(page.locator('#testimonials')).toHaveCount(1);
    await expect(page.locator('#ai-section')).toHaveCount(0);
  });
});
