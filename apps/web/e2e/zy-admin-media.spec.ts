import { expect, test } from '@playwright/test';
import { E2E_ADMIN, loginThroughForm } from './fixtures';

/**
 * The media library (issue 19 item 2) in the built app: an uploaded image is listed, its alt text
 * and focal point are set on the image and saved, and it cannot be deleted while a designer uses
 * it. Cleans up what it creates.
 */
test('an admin writes alt text, sets the focal point on the image, and cannot delete a file in use', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  // A unique PNG (its colour from the stamp), uploaded as the console's upload fields do.
  const color = `#${stamp
    .slice(-6)
    .padStart(6, '0')
    .replace(/[^0-9a-f]/g, 'a')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${color}"/><circle cx="300" cy="80" r="40" fill="#fff"/></svg>`;
  const png = await page.evaluate(async (markup) => {
    const img = new Image();
    img.src = `data:image/svg+xml;base64,${btoa(markup)}`;
    await img.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: 400, height: 300 });
    canvas.getContext('2d')!.drawImage(img, 0, 0);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, svg);
  const uploaded = await page.request.post('/api/admin/uploads', {
    multipart: {
      file: { name: 'team.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const designer = await page.request.post('/api/admin/designers', {
    data: { name: `Media E2E ${stamp}`, title: 'Designer', imageUrl: url },
  });
  expect(designer.status()).toBe(201);

  await page.goto('/admin/media?kind=image');
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.locator(`img[src="${url}"]`) });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/media\/\d+$/);

  await page.getByLabel('Alt text').fill(`Team at the whiteboard ${stamp}`);
  const picker = page.getByRole('slider', { name: 'Focal point' });
  const box = (await picker.boundingBox())!;
  await picker.click({ position: { x: box.width * 0.75, y: box.height * 0.25 } });
  const across = page.getByLabel(/Focal point across/);
  const down = page.getByLabel(/Focal point down/);
  // Where the click landed, to a hundredth (the image's border may shift it by one).
  await expect.poll(async () => Number(await across.inputValue())).toBeCloseTo(0.75, 1);
  await expect.poll(async () => Number(await down.inputValue())).toBeCloseTo(0.25, 1);
  const x = Number(await across.inputValue());
  const y = Number(await down.inputValue());
  await picker.press('ArrowRight');
  await expect(across).toHaveValue(String(Math.round((x + 0.02) * 100) / 100));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  const id = Number(page.url().split('/').pop());
  const saved = (await (await page.request.get(`/api/admin/media/${id}`)).json()) as {
    alt: string;
    focalX: number;
    focalY: number;
  };
  expect(saved).toMatchObject({
    alt: `Team at the whiteboard ${stamp}`,
    focalX: Math.round((x + 0.02) * 100) / 100,
    focalY: y,
  });

  // In use by the designer: the delete is refused with where it is used.
  await page.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this media file?' })
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(
    page.getByText(`This file is in use (designer Media E2E ${stamp}): replace it there first`, {
      exact: true,
    }),
  ).toBeVisible();

  // Unused: it goes.
  const designerId = ((await designer.json()) as { id: number }).id;
  expect((await page.request.delete(`/api/admin/designers/${designerId}`)).ok()).toBe(true);
  expect((await page.request.delete(`/api/admin/media/${id}`)).ok()).toBe(true);
});
