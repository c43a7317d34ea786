import { expect, test, type Page } from '@playwright/test';
import { discardDraft, E2E_ADMIN, loginThroughForm } from './fixtures';

/**
 * The page editors in the built app (issue 8 items 1-3): the hero title typed in the editor shows
 * in the live preview at once, a save reaches the first HTML of `/`, an older version restores
 * from the history; a save keeps the editor's place (issue 44 item 5); a whole-site snapshot
 * saves and restores; leaving an edited form asks first; lists add, reorder and remove items.
 * Every block touched is put back as it was at the end.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

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

/** Deletes the snapshots called `name` (a failed run's leftovers), through the REST API. */
async function deleteSnapshotsNamed(page: Page, name: string) {
  const res = await page.request.get('/api/admin/snapshots');
  const snapshots = (await res.json()) as { id: number; name: string }[];
  for (const snapshot of snapshots.filter((s) => s.name === name)) {
    expect((await page.request.delete(`/api/admin/snapshots/${snapshot.id}`)).status()).toBe(200);
  }
}

/** The raw HTML the server sends for `/` (before any script runs). */
async function landingHtml(page: Page): Promise<string> {
  const res = await page.request.get('/', { headers: { accept: 'text/html' } });
  return res.text();
}

/** The request that saves a block's draft. */
const SAVE_DRAFT = '**/trpc/content.saveDraft*';
const FAILURE_MESSAGE = 'The database is not reachable';

/**
 * Has the server refuse every draft saved until `page.unroute(SAVE_DRAFT)`: a batched tRPC error
 * as the server sends it (superjson envelope).
 */
async function refuseDrafts(page: Page) {
  const error = {
    json: {
      message: FAILURE_MESSAGE,
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503, path: 'content.saveDraft' },
    },
  };
  await page.route(SAVE_DRAFT, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify([{ error }]),
    }),
  );
}

type Box = { x: number; y: number; width: number; height: number };
/** True when two boxes share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const preview = (page: Page) => page.frameLocator('iframe[title^="Live preview"]');

test.describe('admin page editors', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  });

  test('hero: live preview while typing, a draft kept off the site, publish to the first HTML of /, discard, restore', async ({
    page,
  }) => {
    const original = await storedBlock(page, 'hero');
    try {
      await page.goto('/admin/pages/hero');
      await expect(page.getByRole('heading', { level: 1, name: 'Hero' })).toBeVisible();
      // The frame boots the app on its own (admin check included): allow it a cold start.
      await expect(preview(page).locator('h1')).toBeVisible({ timeout: 30_000 });

      await titleField(page).fill('Editor title ');
      await titleField(page).pressSequentially('one');
      await expect(preview(page).locator('h1')).toHaveText('Editor title one');
      await page.getByRole('button', { name: 'Phone' }).click();
      await expect(page.locator('iframe[data-device="phone"]')).toBeVisible();
      await expect(preview(page).locator('h1')).toHaveText('Editor title one', { timeout: 30_000 });

      // A draft (issue 20 item 1): kept, reopened, listed as changed, never on the site.
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
      await expect(page.getByTestId('draft-status')).toContainText('not live yet');
      expect(await landingHtml(page)).not.toContain('Editor title one');
      await page.goto('/admin/pages');
      await expect(
        page.getByRole('link', { name: /^Hero/ }).getByText('Changed since published'),
      ).toBeVisible();
      await page.goto('/admin/pages/hero');
      await expect(titleField(page)).toHaveValue('Editor title one');
      expect(await landingHtml(page)).not.toContain('Editor title one');

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
      await expect.poll(() => landingHtml(page), { timeout: 10_000 }).toContain('Editor title one');
      await expect(page.getByTestId('draft-status')).toHaveCount(0);

      await titleField(page).fill('Editor title two');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
      await expect.poll(() => landingHtml(page), { timeout: 10_000 }).toContain('Editor title two');

      // Discarding a draft goes back to the published block.
      await titleField(page).fill('Title to discard');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByTestId('draft-status')).toBeVisible();
      await discardDraft(page);
      await expect(titleField(page)).toHaveValue('Editor title two');
      expect(await landingHtml(page)).not.toContain('Title to discard');

      // History: the previous version differs in the title; restoring it is a new version.
      const versions = page.getByRole('list', { name: 'Versions' }).getByRole('button');
      await versions.nth(1).click();
      const changes = page.getByRole('table');
      await expect(changes.getByRole('row', { name: /Title/ })).toContainText('Editor title one');
      await expect(changes.getByRole('row', { name: /Title/ })).toContainText('Editor title two');
      const count = await versions.count();
      await page.getByRole('button', { name: 'Restore this version' }).click();
      const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
      await dialog.getByRole('button', { name: 'Restore version' }).click();
      await expect(page.getByText('Version restored', { exact: true })).toBeVisible();
      await expect(versions).toHaveCount(count + 1);
      await expect(titleField(page)).toHaveValue('Editor title one');
      await expect.poll(() => landingHtml(page), { timeout: 10_000 }).toContain('Editor title one');

      await page.goto('/');
      await expect(page.locator('h1').first()).toHaveText('Editor title one');
    } finally {
      await putBlock(page, 'hero', original);
    }
  });

  test('a save keeps your place: focus on the button pressed, the page still, the outcome in the save bar, the toast clear of the preview heading and the bar', async ({
    page,
  }) => {
    const original = await storedBlock(page, 'hero');
    const bar = page.locator('[data-save-bar]');
    const status = bar.getByRole('status');
    const saveDraft = bar.getByRole('button', { name: 'Save draft' });
    const publish = bar.getByRole('button', { name: 'Publish' });
    const scrollY = () => page.evaluate(() => window.scrollY);
    const toastOf = (title: string) =>
      page
        .getByRole('region', { name: /Notifications/ })
        .locator('li')
        .filter({ hasText: title });
    /** Where the toast titled `title` rests once its entrance has ended. */
    const toastBox = async (title: string) => {
      const toast = toastOf(title);
      await expect(toast).toBeVisible();
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      return (await toast.boundingBox())!;
    };
    try {
      await page.goto('/admin/pages/hero');
      await expect(preview(page).locator('h1')).toBeVisible({ timeout: 30_000 });
      await titleField(page).fill('Saved in place');
      // Half way down the form, the save bar stuck at the bottom of the window.
      await page.evaluate(() => window.scrollTo(0, 400));
      const before = await scrollY();
      expect(before).toBeGreaterThan(300);

      // A refused save: said in the status line; the button keeps the focus.
      await refuseDrafts(page);
      await saveDraft.click();
      await expect(status).toHaveText(`Could not save the draft: ${FAILURE_MESSAGE}`);
      await expect(saveDraft).toBeFocused();
      await page.unroute(SAVE_DRAFT);

      await saveDraft.click();
      await expect(status).toContainText('Draft saved');
      await expect(status).toContainText('not live yet');
      await expect(saveDraft).toBeFocused();
      expect(Math.abs((await scrollY()) - before)).toBeLessThanOrEqual(2);
      // The toast covers neither the sticky preview's heading nor the save bar.
      const toast = await toastBox('Draft saved');
      const heading = (await page.getByRole('heading', { name: 'Live preview' }).boundingBox())!;
      expect(overlap(toast, heading)).toBe(false);
      expect(toast.y + toast.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);

      // By keyboard too: Publish keeps the focus, the page stays, the status line says it.
      await publish.focus();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Published');
      await expect(publish).toBeFocused();
      expect(Math.abs((await scrollY()) - before)).toBeLessThanOrEqual(2);

      // On a phone the bar is the whole width: the toast shows above it.
      await page.setViewportSize({ width: 390, height: 844 });
      await titleField(page).fill('Not saved on a phone');
      await refuseDrafts(page);
      await saveDraft.click();
      await expect(status).toHaveText(`Could not save the draft: ${FAILURE_MESSAGE}`);
      const phoneToast = await toastBox('Could not save the draft');
      expect(phoneToast.y + phoneToast.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
      await bar.getByRole('button', { name: 'Discard', exact: true }).click();
      await expect(status).toHaveText('Published');
    } finally {
      await page.unroute(SAVE_DRAFT);
      await putBlock(page, 'hero', original);
    }
  });

  test('restoring a version while a draft waits makes it live and keeps the draft, and says so', async ({
    page,
  }) => {
    const original = await storedBlock(page, 'hero');
    try {
      await putBlock(page, 'hero', { title: 'Live version one' });
      await putBlock(page, 'hero', { title: 'Live version two' });
      await page.goto('/admin/pages/hero');
      await titleField(page).fill('Waiting draft title');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByTestId('draft-status')).toContainText('not live yet');

      const versions = page.getByRole('list', { name: 'Versions' }).getByRole('button');
      await versions.nth(1).click();
      await page.getByRole('button', { name: 'Restore this version' }).click();
      const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
      await expect(dialog).toContainText('Your unpublished draft is kept');
      await dialog.getByRole('button', { name: 'Restore version' }).click();
      // The toast (while it shows, the toaster's live region repeats its words for screen readers).
      await expect(
        page
          .getByRole('region', { name: /Notifications/ })
          .getByText(/Your draft is kept: the form still shows it/),
      ).toBeVisible();
      await expect(titleField(page)).toHaveValue('Waiting draft title');
      await expect.poll(() => landingHtml(page), { timeout: 10_000 }).toContain('Live version one');
    } finally {
      await page.goto('/admin/pages/hero');
      await discardDraft(page);
      await putBlock(page, 'hero', original);
    }
  });

  test('a preview link shows the drafts to anyone with it, without an account, until revoked', async ({
    page,
    browser,
  }) => {
    const draftTitle = 'Monday launch title';
    const visitor = await browser.newContext();
    try {
      await page.goto('/admin/pages/hero');
      await titleField(page).fill(draftTitle);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByTestId('draft-status')).toContainText('not live yet');

      await page.goto('/admin/pages');
      const panel = page.getByRole('region', { name: 'Preview links' });
      await expect(panel.getByLabel('Opens for')).toHaveValue('24');
      await panel.getByRole('button', { name: 'Make a preview link' }).click();
      await expect(page.getByText('Preview link made', { exact: true })).toBeVisible();
      const url = await panel.getByRole('textbox', { name: 'New preview link' }).inputValue();
      expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
      await expect(panel.getByRole('list', { name: 'Open preview links' })).toContainText(
        'Opens until',
      );

      // Someone without an account opens it: the draft, marked as a preview, also once the hero
      // island has hydrated; the live site still shows the published title.
      const guest = await visitor.newPage();
      await guest.clock.install();
      await guest.goto(url);
      await expect(guest.locator('#hero-title')).toHaveText(draftTitle);
      await expect(guest.getByRole('complementary', { name: 'Preview' })).toContainText(
        'every unpublished draft',
      );
      await guest.mouse.move(200, 200);
      await expect(guest.locator('[data-island="hero"][data-hydrated]')).toHaveCount(1);
      await expect(guest.locator('#hero-title')).toHaveText(draftTitle);
      // An island hydrating a minute later, when the page's data would be stale, keeps the
      // drafts it came with: it fetches no published block.
      const blockReads: string[] = [];
      guest.on('request', (request) => {
        if (request.url().includes('/api/content/')) blockReads.push(request.url());
      });
      await guest.clock.fastForward('01:00');
      await guest.locator('#about').scrollIntoViewIfNeeded();
      await guest.locator('#about').hover();
      await expect(guest.locator('[data-island="about"][data-hydrated]')).toHaveCount(1);
      await guest.waitForLoadState('networkidle');
      expect(blockReads).toEqual([]);
      expect(await landingHtml(page)).not.toContain(draftTitle);

      // Revoked, it no longer opens.
      await panel
        .getByRole('button', { name: /^Revoke the preview link/ })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'Revoke this preview link?' })
        .getByRole('button', { name: 'Revoke link' })
        .click();
      await expect(page.getByText('Preview link revoked', { exact: true })).toBeVisible();
      const again = await guest.goto(url);
      expect(again?.status()).toBe(410);
      await expect(
        guest.getByRole('heading', { name: 'This preview link no longer opens' }),
      ).toBeVisible();
      await expect(guest.getByText(/was revoked on/)).toBeVisible();
      await expect(guest.getByText(draftTitle)).toHaveCount(0);
    } finally {
      await visitor.close();
      await page.goto('/admin/pages/hero');
      await discardDraft(page);
    }
  });

  test('the contact previews read the page settings from the console: no failed request, no console error', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    await page.goto('/admin/pages/contact-details');
    await expect(preview(page).locator('main[data-preview-ready]')).toBeVisible({
      timeout: 30_000,
    });
    await expect(preview(page).getByText('Schedule a Call').first()).toBeVisible();
    await page.goto('/admin/contact-form-designs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('contact details: validated under the field, previewed, saved to the panel on /', async ({
    page,
  }) => {
    const original = await storedBlock(page, 'contactDetails');
    try {
      await page.goto('/admin/pages/contact-details');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact details' })).toBeVisible();
      await expect(preview(page).getByText('Schedule a Call').first()).toBeVisible({
        timeout: 30_000,
      });

      const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
      await phone.fill('call us');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(
        page.getByText('Phone may hold digits, spaces, +, -, . and parentheses'),
      ).toBeVisible();

      await phone.fill('+44 20 7946 0958');
      await expect(preview(page).locator('a[href="tel:+442079460958"]').first()).toHaveText(
        '+44 20 7946 0958',
      );
      await page.getByRole('textbox', { name: 'X profile' }).fill('https://x.com/forma_studio');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
      await expect
        .poll(() => landingHtml(page), { timeout: 10_000 })
        .toContain('href="tel:+442079460958"');
      expect(await landingHtml(page)).toContain('"https://x.com/forma_studio"');

      await page.goto('/#contact');
      const contact = page.locator('#contact');
      await expect(contact.getByRole('link', { name: '+44 20 7946 0958' }).first()).toBeVisible();
      await expect(contact.getByRole('link', { name: 'Forma on X' }).first()).toHaveAttribute(
        'href',
        'https://x.com/forma_studio',
      );
    } finally {
      await putBlock(page, 'contactDetails', original);
    }
  });

  test('a snapshot saves and restores every block at once', async ({ page }) => {
    const original = await storedBlock(page, 'about');
    const name = `E2E snapshot ${Date.now()}`;
    try {
      await page.goto('/admin/pages');
      await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Designer gallery/ })).toBeVisible();

      await page.getByRole('button', { name: 'Save snapshot' }).click();
      await expect(page.getByText('Snapshot name is required')).toBeVisible();
      await page.getByLabel('Snapshot name').fill(name);
      await page.getByRole('button', { name: 'Save snapshot' }).click();
      await expect(page.getByText('Snapshot saved', { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Snapshots' })).toContainText(name);

      await putBlock(page, 'about', { title: 'Changed after the snapshot' });
      await page.getByRole('button', { name: `Restore snapshot ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Restore “${name}”?` });
      await expect(dialog).toContainText('Page block: About');
      await dialog.getByRole('button', { name: 'Restore snapshot' }).click();
      await expect(page.getByText('Snapshot restored', { exact: true })).toBeVisible();
      expect(await storedBlock(page, 'about')).toEqual(original ?? {});

      await page.getByRole('button', { name: `Delete snapshot ${name}` }).click();
      await page
        .getByRole('dialog', { name: `Delete “${name}”?` })
        .getByRole('button', { name: 'Delete snapshot' })
        .click();
      await expect(page.getByText('Snapshot deleted', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: `Restore snapshot ${name}` })).toHaveCount(0);
    } finally {
      await putBlock(page, 'about', original);
      await deleteSnapshotsNamed(page, name);
    }
  });

  test('leaving an edited form asks first; Stay keeps the edit', async ({ page }) => {
    await page.goto('/admin/pages/vcs');
    await titleField(page).fill('Unsaved partners title');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/vcs$/);
    await expect(titleField(page)).toHaveValue('Unsaved partners title');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('credibility cards: add, reorder, remove, errors under the field', async ({ page }) => {
    const original = await storedBlock(page, 'credibilityBar');
    try {
      await page.goto('/admin/pages/credibility-bar');
      const cardTitles = page.getByRole('textbox', { name: 'Card title' });
      await expect(cardTitles.first()).toBeVisible();
      const count = await cardTitles.count();
      await page.getByRole('button', { name: 'Add card' }).click();
      await expect(cardTitles).toHaveCount(count + 1);
      const last = page.getByRole('textbox', { name: 'Card title' }).last();
      await last.fill('Fourth card');
      await expect(
        preview(page).locator('#credibility-bar').getByText('Fourth card'),
      ).toBeVisible();
      await page.getByRole('button', { name: `Move Card ${count + 1} up` }).click();
      await expect(page.getByRole('textbox', { name: 'Card title' }).nth(count - 1)).toHaveValue(
        'Fourth card',
      );
      await page.getByRole('textbox', { name: 'Pill text' }).fill('x'.repeat(61));
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Pill text must be at most 60 characters')).toBeVisible();
      await page.getByRole('textbox', { name: 'Pill text' }).fill('Why us?');
      await page.getByRole('button', { name: `Remove Card ${count}` }).click();
      await expect(cardTitles).toHaveCount(count);
      const titles = await page
        .getByRole('textbox', { name: 'Card title' })
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(titles).not.toContain('Fourth card');
      // Back to what is stored: nothing left to save.
      await expect(page.getByText('Published', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    } finally {
      await putBlock(page, 'credibilityBar', original);
    }
  });
});
