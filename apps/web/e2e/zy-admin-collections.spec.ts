import { expect, test, type Page } from '@playwright/test';
import { discardDraft, E2E_ADMIN, gotoLanding, loginThroughForm } from './fixtures';

/**
 * The admin console's collection screens in the built app (issue 7): what an admin does there
 * shows on `/`. Runs after the landing specs (name order) and cleans up what it creates.
 */

const tiny = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${color}"/></svg>`;

async function openAdmin(page: Page, path: string) {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto(path);
}

test.describe('admin collections', () => {
  test('a designer with two works, reordered by keyboard, shows in that order on /', async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `E2E Designer ${stamp}`;
    const [first, second] = [`Alpha work ${stamp}`, `Beta work ${stamp}`];

    await openAdmin(page, '/admin/designers');
    await page.getByRole('link', { name: 'New designer' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Title', { exact: true }).fill('Brand Designer');
    await page.getByLabel('Skills').fill('Branding');
    await page.getByLabel('Skills').press('Enter');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Designer published', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/designers\/\d+$/);
    const designerId = Number(page.url().split('/').pop());

    // A message under a field names it by its label (issue 22 item 5).
    await page.getByRole('button', { name: 'Add work' }).click();
    const empty = page.getByRole('form', { name: 'New work' });
    await empty.getByLabel('Title').fill(first);
    await empty.getByRole('button', { name: 'Add work' }).click();
    await expect(empty.getByText('Image or video is required', { exact: true })).toBeVisible();
    await expect(empty.getByText('Media URL is required')).toHaveCount(0);
    await empty.getByRole('button', { name: 'Cancel' }).click();

    for (const title of [first, second]) {
      await page.getByRole('button', { name: 'Add work' }).click();
      const form = page.getByRole('form', { name: 'New work' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Image or video').fill('/assets/projects/sample-1.webp');
      await form.getByRole('button', { name: 'Add work' }).click();
      const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
      await expect(toast.getByText('Work added', { exact: true })).toBeVisible();
      // The toast sits over the list's "Add work" at 1440 px, and a pointer over it keeps it
      // open: closed, as a person reaching for that button would.
      await toast.getByRole('button', { name: 'Close' }).click();
      await expect(toast).toHaveCount(0);
    }
    const titles = page
      .getByRole('list', { name: 'Works in landing-page order' })
      .getByTestId('work-title');
    await expect(titles).toHaveText([first, second]);

    // Keyboard drag and drop: lift the second work, move it up, drop it.
    // Each key waits for the list's announcement (dnd-kit's live region), as a person waits to
    // see the item move.
    const handle = page.getByRole('button', { name: `Move ${second}` });
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    for (const [key, said] of [
      ['Space', new RegExp(`Picked up ${second}, position 2 of 2\\.|${second} is over position 2`)],
      ['ArrowUp', `${second} is over position 1 of 2.`],
      ['Space', `${second} dropped at position 1 of 2.`],
    ] as const) {
      await page.keyboard.press(key);
      await expect(announcement).toContainText(said);
    }
    await expect(page.getByText('Order saved', { exact: true })).toBeVisible();
    await expect(titles).toHaveText([second, first]);

    // The public projects follow the new order.
    const projects = (await (await request.get('/api/projects')).json()) as { title: string }[];
    const order = projects.map((p) => p.title).filter((t) => t === first || t === second);
    expect(order).toEqual([second, first]);
    const works = (await (await request.get(`/api/designer-works/${designerId}`)).json()) as {
      title: string;
    }[];
    expect(works.map((w) => w.title)).toEqual([second, first]);

    // A change to a live work waits as its draft (issue 20 item 1): the list marks it, the
    // public works keep the published title until it is published.
    const renamed = `${first} (recut)`;
    await page.getByRole('button', { name: `Edit ${first}` }).click();
    const edit = page.getByRole('form', { name: `Edit “${first}”` });
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
    const firstRow = page
      .getByRole('list', { name: 'Works in landing-page order' })
      .getByRole('listitem')
      .filter({ hasText: first });
    await expect(firstRow.locator('[data-publish-state="changed"]')).toBeVisible();
    const publicTitles = async () =>
      (
        (await (await request.get(`/api/designer-works/${designerId}`)).json()) as {
          title: string;
        }[]
      ).map((w) => w.title);
    expect(await publicTitles()).toEqual([second, first]);
    await page.getByRole('button', { name: `Edit ${first}` }).click();
    await expect(edit.getByLabel('Title')).toHaveValue(renamed);
    await edit.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Work published', { exact: true })).toBeVisible();
    await expect(titles).toHaveText([second, renamed]);
    expect(await publicTitles()).toEqual([second, renamed]);

    // Clean up: delete the designer (its works go with it).
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this designer?' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Delete designer' }).click();
    await expect(page).toHaveURL(/\/admin\/designers$/);
  });

  test('a testimonial is saved as a draft, published, changed as a draft, discarded, taken off the site and deleted; / shows only what is published', async ({
    page,
  }) => {
    const name = `Quinn E2E ${Date.now().toString(36)}`;
    const first = 'They found us a designer in two days.';
    const second = 'They found us a brilliant designer in two days.';
    /** The quote `/api/testimonials` shows for this testimonial, or undefined when none. */
    const publicQuote = async () => {
      const list = (await (await page.request.get('/api/testimonials')).json()) as {
        name: string;
        quote: string;
      }[];
      return list.find((t) => t.name === name)?.quote;
    };
    const notice = page.locator('[data-publish-state]').first();

    await openAdmin(page, '/admin/testimonials/new');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Quote is required')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Company').fill('Acme Robotics');
    await page.getByLabel('Quote').fill(first);

    // Save draft: created, but not on the site.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/testimonials\/\d+$/);
    await expect(notice).toHaveText('Draft');
    expect(await publicQuote()).toBeUndefined();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
    await expect(notice).toHaveText('Published');
    expect(await publicQuote()).toBe(first);

    // A change saved as a draft waits; the list says so.
    await page.getByLabel('Quote').fill(second);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(notice).toHaveText('Changed since published');
    expect(await publicQuote()).toBe(first);
    await page.reload();
    await expect(page.getByLabel('Quote')).toHaveValue(second);
    await page.goto(`/admin/testimonials?q=${encodeURIComponent(name)}`);
    await expect(
      page.getByRole('table', { name: 'Testimonials' }).getByText('Changed since published'),
    ).toBeVisible();
    await page.getByRole('link', { name, exact: true }).click();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(notice).toHaveText('Published');
    expect(await publicQuote()).toBe(second);

    // Discard draft (confirmed) goes back to the published version.
    await page.getByLabel('Quote').fill('A change nobody wants.');
    await page.keyboard.press('ControlOrMeta+s');
    await expect(notice).toHaveText('Changed since published');
    await discardDraft(page);
    await expect(page.getByLabel('Quote')).toHaveValue(second);
    await expect(notice).toHaveText('Published');
    expect(await publicQuote()).toBe(second);

    // Taken off the site (confirmed), it is a draft again. Pressed at the top of the page, focus
    // goes to the save bar's status line without scrolling the page down to the bar's place.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Take off the site' }).click();
    await page
      .getByRole('dialog', { name: 'Take this testimonial off the site?' })
      .getByRole('button', { name: 'Take off the site' })
      .click();
    await expect(page.getByText('Taken off the site', { exact: true })).toBeVisible();
    await expect(notice).toHaveText('Draft');
    await expect(page.locator('[data-save-bar] p[tabindex="-1"]')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('button', { name: 'Take off the site' })).toHaveCount(0);
    expect(await publicQuote()).toBeUndefined();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete testimonial' }).click();
    await expect(page.getByText('Testimonial deleted', { exact: true })).toBeVisible();
    expect(await publicQuote()).toBeUndefined();
  });

  test('a client logo upload shows in the partners grid; two clients are bulk-deleted', async ({
    page,
  }) => {
    // Three creates, an upload, a visit of / and two deletes: a long flow on a slow machine.
    test.slow();
    const stamp = Date.now().toString(36);
    const names = [`Logo Co ${stamp}`, `Other Co ${stamp}`];
    await openAdmin(page, '/admin/clients/new');
    await page.getByLabel('Name', { exact: true }).fill(names[0]!);
    await page.locator('input[type=file]').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(tiny('#8b5cf6')),
    });
    await expect(page.getByLabel('Logo')).toHaveValue(/^\/uploads\/[a-f0-9]{64}\.svg$/);
    const logoUrl = await page.getByLabel('Logo').inputValue();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Client published', { exact: true })).toBeVisible();

    await page.goto('/admin/clients/new');
    await page.getByLabel('Name', { exact: true }).fill(names[1]!);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Client published', { exact: true })).toBeVisible();

    // The partners grid on / shows the uploaded logo.
    await gotoLanding(page, '/', ['partners']);
    const logo = page.locator(`img[src="${logoUrl}"]`);
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();

    // A third, to delete from its row: keyboard focus moves to the row that takes its place.
    const third = `Third Co ${stamp}`;
    await page.goto('/admin/clients/new');
    await page.getByLabel('Name', { exact: true }).fill(third);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Client published', { exact: true })).toBeVisible();
    await page.goto(`/admin/clients?q=${stamp}`);
    const table = page.getByRole('table', { name: 'Clients' });
    await expect(table.getByRole('row')).toHaveCount(4);
    const titles = async () =>
      table
        .getByRole('row')
        .evaluateAll((rows) =>
          rows.slice(1).map((r) => r.querySelector('td a[href]')?.textContent?.trim() ?? ''),
        );
    const before = await titles();
    await table.getByRole('button', { name: `Delete ${before[0]}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Client deleted', { exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('link', { name: before[1]!, exact: true })).toBeFocused();

    // Bulk delete the other two from the list: focus stays in the list, now empty.
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 clients?' });
    await expect(dialog).toContainText(before[1]!);
    await dialog.getByRole('button', { name: 'Delete 2' }).click();
    await expect(page.getByText('2 clients deleted', { exact: true })).toBeVisible();
    await expect(page.getByText(`No clients match this view`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Clients list' })).toBeFocused();
  });

  test('an uploaded SVG pattern with a script is cleaned and previewed', async ({ page }) => {
    const name = `Dots ${Date.now().toString(36)}`;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" onload="alert(1)"><script>alert(2)</script><foreignObject><div>x</div></foreignObject><circle cx="10" cy="10" r="4" fill="#000"/></svg>';
    await openAdmin(page, '/admin/patterns/new');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'dots.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(svg),
      });
    await expect(page.getByLabel('SVG', { exact: true })).toHaveValue(
      /^\/uploads\/[a-f0-9]{64}\.svg$/,
    );
    await page.getByRole('button', { name: 'Create pattern' }).click();
    await expect(page.getByText('Pattern created', { exact: true })).toBeVisible();
    const id = Number(page.url().split('/').pop());

    const row = (await (await page.request.get(`/api/admin/patterns/${id}`)).json()) as {
      svgContent: string;
      status: string;
    };
    expect(row.status).toBe('ready');
    expect(row.svgContent).toContain('<circle');
    expect(row.svgContent).not.toMatch(/script|onload|foreignObject/i);

    await page.goto(`/admin/pattern-preview?pattern=${id}`);
    const overlays = page.getByTestId('pattern-overlay');
    await expect(overlays).toHaveCount(2);
    const background = await overlays
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(decodeURIComponent(background)).toContain('<circle');
    expect(decodeURIComponent(background)).not.toMatch(/script|onload/i);

    // Tried properties are kept while the list refetches, saved, and read back after a reload.
    await page.getByLabel('Blend mode').selectOption('multiply');
    await page.getByRole('button', { name: 'Save properties' }).click();
    await expect(page.getByText('Pattern saved', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Blend mode')).toHaveValue('multiply');
    await page.reload();
    await expect(page.getByLabel('Blend mode')).toHaveValue('multiply');
    await expect(page.getByRole('button', { name: 'Save properties' })).toBeDisabled();

    await page.request.delete(`/api/admin/patterns/${id}`);
  });

  test('leaving a form with unsaved changes asks first', async ({ page }) => {
    await openAdmin(page, '/admin/testimonials/new');
    await page.getByLabel('Name', { exact: true }).fill('Unsaved Person');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Clients' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials\/new$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Unsaved Person');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Clients' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin\/clients$/);
  });

  test('list state lives in the URL; unknown admin paths show the 404 inside the console', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/testimonials?sort=-name&featured=true');
    const table = page.getByRole('table', { name: 'Testimonials' });
    await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByLabel('Featured')).toHaveValue('true');
    await table.getByRole('button', { name: /Rating/ }).click();
    await expect(page).toHaveURL(/sort=rating/);

    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
