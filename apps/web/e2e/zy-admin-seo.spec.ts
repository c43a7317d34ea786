import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, loginThroughForm } from './fixtures';

/**
 * The "Search & sharing" editor in the built app (issue 18 item 6): the title and description
 * typed in the form show at once in the search-result and social-card previews, the counter
 * under the description gives its advice, a PNG uploads as the share image, leaving unsaved work
 * asks first, a save reaches the server-rendered <title> of `/` and the 1200x630
 * /share-image.jpg. The block is put back as it was at the end (later specs see the defaults).
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** An 8x6 green PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGOQW1CBFTEMpAQA+AY6IZW1Kc0AAAAASUVORK5CYII=',
  'base64',
);

/** The stored block of a section (null when none is stored). */
async function storedBlock(page: Page, section: string): Promise<unknown> {
  const res = await page.request.get(`/api/content/${section}`);
  return res.status() === 404 ? null : ((await res.json()) as { content: unknown }).content;
}

/** Puts a block back as it was (an empty block when none was stored: the built-in texts). */
async function putBlock(page: Page, section: string, content: unknown) {
  const res = await page.request.put(`/api/admin/content/${section}`, {
    data: { content: content ?? {} },
  });
  expect(res.status()).toBe(200);
}

/** The raw HTML the server sends for `/` (before any script runs). */
async function landingHtml(page: Page): Promise<string> {
  const res = await page.request.get('/', { headers: { accept: 'text/html' } });
  return res.text();
}

test.describe('admin search & sharing', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  });

  test('edit with live previews and advice, upload the image, save to the <title> of /', async ({
    page,
  }) => {
    const original = await storedBlock(page, 'seo');
    const title = `E2E share title ${Date.now().toString(36)}`;
    const description =
      'Vetted designers for startups and VC-backed teams, matched to your project within a day.';
    try {
      // Start from an empty block (the demo seed stores the built-in texts).
      await putBlock(page, 'seo', {});
      await page.goto('/admin/pages/seo');
      await expect(page.getByRole('heading', { level: 1, name: 'Search & sharing' })).toBeVisible();
      const titleField = page.getByRole('textbox', { name: 'Site title' });
      const descriptionField = page.getByRole('textbox', { name: 'Meta description' });
      const search = page.getByRole('region', { name: 'Search result' });
      const card = page.getByRole('region', { name: 'Social card' });

      // Empty fields show the built-in texts as placeholders, in the previews and in the advice.
      await expect(descriptionField).toHaveAttribute('placeholder', /Forma connects/);
      await expect(titleField).toHaveAttribute('placeholder', /Forma/);
      await expect(page.getByText(/^Empty: the built-in description/)).toBeVisible();
      await expect(page.getByText(/^Empty: the built-in title applies: “Forma/)).toBeVisible();
      await expect(search.locator('[data-part="title"]')).toContainText('Forma');

      await titleField.fill(title);
      await expect(search.locator('[data-part="title"]')).toHaveText(title);
      await expect(card.locator('[data-part="title"]')).toHaveText(title);
      await expect(search).toContainText(new URL(page.url()).origin);
      await expect(card).toContainText(new URL(page.url()).host);

      await descriptionField.fill('Too short');
      await expect(page.getByText('9 characters: too short', { exact: false })).toBeVisible();
      await descriptionField.fill(`${description} `.repeat(3));
      await expect(page.getByText(/search results will cut it off/)).toBeVisible();
      await expect(search.locator('[data-part="description"]')).toHaveText(/…$/);
      await descriptionField.fill(description);
      await expect(page.getByText(/: a good length \(aim for 50–160\)\./)).toBeVisible();
      await expect(search.locator('[data-part="description"]')).toHaveText(description);
      await expect(card.locator('[data-part="description"]')).toHaveText(description);

      // The share image: an uploaded PNG, shown in the card.
      await page.locator('#field-shareImage-file').setInputFiles({
        name: 'share.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      const imageField = page.getByRole('textbox', { name: 'Share image', exact: true });
      await expect(imageField).toHaveValue(/^\/uploads\/[a-f0-9]{64}\.png$/);
      const imageUrl = await imageField.inputValue();
      await expect(card.locator('img')).toHaveAttribute('src', imageUrl);
      await page.getByRole('textbox', { name: 'Share image alt text' }).fill('A green square');
      await expect(card.locator('img')).toHaveAttribute('alt', 'A green square');

      // Unsaved work is guarded.
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
      await dialog.getByRole('button', { name: 'Stay on this page' }).click();
      await expect(titleField).toHaveValue(title);

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
      expect(await storedBlock(page, 'seo')).toEqual({
        siteTitle: title,
        metaDescription: description,
        shareImage: imageUrl,
        shareImageAlt: 'A green square',
      });
      await expect(
        page.getByRole('list', { name: 'Versions' }).getByRole('button'),
      ).not.toHaveCount(0);

      const image = await page.request.get('/share-image.jpg');
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/jpeg');

      // Server-rendered landing page (the head of `/` comes from the stored block).
      await expect
        .poll(() => landingHtml(page), { timeout: 10_000 })
        .toContain(`<title>${title}</title>`);
    } finally {
      await putBlock(page, 'seo', original);
    }
  });

  test('a description over the limit gets its message under the field', async ({ page }) => {
    await page.goto('/admin/pages/seo');
    const descriptionField = page.getByRole('textbox', { name: 'Meta description' });
    const stored = await descriptionField.inputValue();
    await descriptionField.fill('x'.repeat(301));
    await expect(
      page.getByText(/301 characters: Meta description must be at most 300 characters/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Meta description must be at most 300 characters' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(descriptionField).toHaveValue(stored);
  });
});
