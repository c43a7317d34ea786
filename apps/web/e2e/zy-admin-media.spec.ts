import { expect, test } from '@playwright/test';
import { E2E_ADMIN, loginThroughForm } from './fixtures';

/**
 * The media library (issue 19 item 2) in the built app: an uploaded image is in the grid, its
 * alt text and focal point are set on the image and saved, its screen says where it is used, it
 * cannot be deleted while a designer uses it, a designer's upload field chooses it from the
 * library, and once unused it is deleted, bytes included. Cleans up what it creates.
 */
test('an admin writes alt text, sets the focal point, sees where a file is used, chooses it from the library, and deletes it once unused', async ({
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

  const fileName = url.split('/').pop()!;
  await page.goto('/admin/media?kind=image');
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  // The grid is the default view; the list shows the same file.
  const grid = page.getByRole('list', { name: 'Media' });
  await expect(grid.getByRole('link', { name: fileName, exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(
    page.getByRole('table', { name: 'Media' }).getByRole('link', { name: fileName, exact: true }),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Grid' }).click();
  await grid.getByRole('link', { name: fileName, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/media\/\d+$/);
  const usage = page.getByRole('region', { name: 'Where it is used' });
  await expect(usage.getByRole('link', { name: `Designer · Media E2E ${stamp}` })).toBeVisible();

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

  // The designer's portrait: removed and saved, then chosen again from the library by its alt
  // text.
  await usage.getByRole('link', { name: `Designer · Media E2E ${stamp}` }).click();
  await expect(page).toHaveURL(/\/admin\/designers\/\d+$/);
  const portraitField = page.getByRole('textbox', { name: 'Portrait' });
  await page.getByRole('button', { name: 'Remove' }).first().click();
  await expect(portraitField).toHaveValue('');
  // Designers have drafts (issue 20): Publish puts the change live.
  // Exact: the toast's live-region announcement repeats the text after its title.
  const published = page.getByText(`“Media E2E ${stamp}” is live on the site.`, { exact: true });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(published).toBeVisible();
  await page.getByRole('button', { name: 'Library' }).first().click();
  const library = page.getByRole('dialog', { name: 'Choose from the library' });
  await library.getByRole('searchbox', { name: 'Search the library' }).fill(stamp);
  await library.getByRole('searchbox', { name: 'Search the library' }).press('Enter');
  await library.getByRole('button', { name: `Choose Team at the whiteboard ${stamp}` }).click();
  await expect(library).toBeHidden();
  await expect(portraitField).toHaveValue(url);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const designerId = ((await designer.json()) as { id: number }).id;
  const storedPortrait = async () =>
    (
      (await (await page.request.get(`/api/admin/designers/${designerId}`)).json()) as {
        imageUrl: string;
      }
    ).imageUrl;
  await expect.poll(storedPortrait).toBe(url);

  // Unused: it goes, and its bytes with it.
  expect((await page.request.delete(`/api/admin/designers/${designerId}`)).ok()).toBe(true);
  await page.goto(`/admin/media/${id}`);
  await expect(usage.getByText(/Not used anywhere/)).toBeVisible();
  await page.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this media file?' })
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText('Media file deleted', { exact: true })).toBeVisible();
  await expect.poll(async () => (await page.request.get(url)).status()).toBe(404);
});

test('the library uploads several files at once with progress, and says why a file is refused', async ({
  page,
}) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/media');
  const panel = page.getByRole('region', { name: 'Upload' });
  // A unique SVG (its text from the time) and a text file the library does not take.
  const stamp = Date.now().toString(36);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><title>${stamp}</title><rect width="40" height="30" fill="#7c3aed"/></svg>`;
  await panel.getByLabel(/Choose files/).setInputFiles([
    { name: `logo-${stamp}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not media') },
  ]);
  const uploads = panel.getByRole('list', { name: 'Uploads' });
  await expect(
    uploads.getByRole('listitem').filter({ hasText: `logo-${stamp}.svg` }),
  ).toContainText('Uploaded');
  await expect(uploads.getByRole('listitem').filter({ hasText: 'notes.txt' })).toContainText(
    'The library takes',
  );
  await expect(panel.getByText('1 file uploaded, 1 not.')).toBeAttached();
  // The library lists it (the list refreshed as it arrived).
  const grid = page.getByRole('list', { name: 'Media' });
  await expect(grid.getByRole('link', { name: /\.svg$/ }).first()).toBeVisible();
});

/**
 * Built-in files (issue 44 item 4): the hero's default still is in the library with where it is
 * used, filtered by origin and use, with alt text and focal point to set, and no Delete.
 */
test('the library lists the site’s built-in files with their use, and never offers to delete one', async ({
  page,
}) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const still = '/assets/hero/hero-still.webp';
  await page.goto('/admin/media?view=list');
  await page.getByLabel('Origin').selectOption({ label: 'Built in' });
  await expect(page).toHaveURL(/builtIn=true/);
  await page.getByRole('searchbox', { name: 'Search media' }).fill('hero-still');
  await page.getByRole('searchbox', { name: 'Search media' }).press('Enter');
  const table = page.getByRole('table', { name: 'Media' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: still, exact: true }) });
  await expect(row).toHaveCount(1);
  // Built in: no selection box and no Delete; the hero uses it.
  await expect(row.getByRole('checkbox')).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const uses = headers.findIndex((text) => /^uses/i.test(text.trim()));
  expect(uses).toBeGreaterThan(0);
  await expect(row.getByRole('cell').nth(uses)).toHaveText(/^[1-9]\d*$/);

  // Not used anywhere: the hero's still is not among them.
  await page.getByLabel('Use').selectOption({ label: 'Not used anywhere' });
  await expect(page).toHaveURL(/inUse=false/);
  await expect(table.getByRole('link', { name: still, exact: true })).toHaveCount(0);

  await page.getByLabel('Use').selectOption({ label: 'Used somewhere' });
  await table.getByRole('link', { name: still, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/media\/\d+$/);
  const usage = page.getByRole('region', { name: 'Where it is used' });
  await expect(usage.getByRole('link', { name: /Hero/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByLabel('Alt text')).toBeEditable();
});
