import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, gotoLanding, loginThroughForm } from './fixtures';

/**
 * The lead pipeline in the built app (issue 11 items 1-3, 6): a visitor's inquiry becomes a `new`
 * lead in the inbox; the admin opens it (which marks it read), assigns it, moves it on the board
 * by keyboard, shortlists two suggested designers, adds a note, and exports the list as CSV; a
 * honeypot submission lands under the Spam filter; the URL keeps the filters.
 */

/** Sends the landing page's contact form like a person: waits past the 3 s spam threshold. */
async function sendInquiry(page: Page, name: string, email: string, marker: string) {
  await gotoLanding(page, '/', ['contact']);
  const contact = page.locator('#contact');
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByLabel('Name')).toBeVisible();
  const shown = Date.now();
  await contact.getByLabel('Name').fill(name);
  await contact.getByLabel('Email').fill(email);
  await contact.getByLabel('Company').fill('Ledger Labs');
  await contact.getByLabel(/inquiry/i).selectOption('project');
  await contact
    .getByLabel('Message')
    .fill(`We need a design system and product design for our fintech dashboard. ${marker}`);
  // Forms sent faster than 3 s after they appear are stored as spam.
  await page.waitForTimeout(Math.max(0, 3_100 - (Date.now() - shown)));
  await contact.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
}

test('an inquiry becomes a lead the admin works through the pipeline', async ({ page }) => {
  test.setTimeout(90_000);
  const marker = `lead-${Date.now().toString(36)}`;
  const name = `Grace ${marker}`;
  const email = `${marker}@example.com`;
  await sendInquiry(page, name, email, marker);

  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/contact-submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact submissions' })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(name) });
  await expect(row).toContainText('New');
  await expect(row).toContainText('Unassigned');
  await expect(row).toContainText('(unread)');

  // Filters live in the URL.
  await page.getByLabel('Search leads').fill(marker);
  await expect(page).toHaveURL(new RegExp(`q=${marker}`));
  await page.getByRole('button', { name: /^New/ }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(row).toBeVisible();

  // The lead screen; opening it marks it read.
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contact-submissions\/\d+/);
  const id = Number(/contact-submissions\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);

  await page.getByLabel('Assignee').selectOption({ label: E2E_ADMIN.username });
  await expect(
    page.getByText(`Assigned ${name} to ${E2E_ADMIN.username}`, { exact: true }),
  ).toBeVisible();

  // `?open={id}` (notification e-mails) still opens the lead.
  await page.goto(`/admin/contact-submissions?open=${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The board: lift the card by its handle with the keyboard, two columns right, drop.
  await page.goto(`/admin/contact-submissions?view=board&q=${marker}`);
  const newColumn = page.getByRole('region', { name: /^New/ });
  await expect(newColumn.getByRole('link', { name })).toBeVisible();
  await expect(newColumn.getByText(E2E_ADMIN.username)).toBeVisible();
  const handle = page.getByRole('button', { name: `Drag ${name}` });
  await handle.focus();
  // Each key waits for what the board announces to a screen reader (dnd-kit's live region),
  // as a person waits to see the card move: the lift, each column, the drop.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  for (const [key, said] of [
    // Lifted: "Picked up", at once followed by where it is.
    ['Space', new RegExp(`Picked up ${name}\\.|${name} is over New\\.`)],
    ['ArrowRight', `${name} is over Contacted.`],
    ['ArrowRight', `${name} is over Qualified.`],
    ['Space', `${name} dropped in Qualified.`],
  ] as const) {
    await page.keyboard.press(key);
    await expect(announcement).toContainText(said);
    // dnd-kit's KeyboardSensor starts listening for the moves in a `setTimeout` after the lift
    // (core KeyboardSensor.attach), while the lift is announced at once: an arrow sent before
    // that timer ran is lost. Timers run in order, so one of ours coming back means it has run.
    if (key === 'Space') await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  }
  const qualified = page.getByRole('region', { name: /^Qualified/ });
  await expect(qualified.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText(`Moved ${name} to Qualified`, { exact: true })).toBeVisible();
  await page.reload();
  await expect(qualified.getByRole('link', { name })).toBeVisible();
  await expect(qualified).toContainText('(1 lead)');

  // Back on the lead: shortlist two suggestions, add a note.
  await qualified.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const suggested = page.getByRole('list', { name: 'Suggested designers' });
  await expect(suggested.getByRole('listitem').first()).toBeVisible();
  for (let i = 0; i < 2; i++) {
    await suggested
      .getByRole('button', { name: /^Add .+ to the shortlist$/ })
      .first()
      .click();
    await expect(page.getByRole('list', { name: 'Shortlist' }).getByRole('listitem')).toHaveCount(
      i + 1,
    );
  }
  await expect(suggested.getByText('Shortlisted')).toHaveCount(2);

  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note is required')).toBeVisible();
  const note = `Called them, budget confirmed ${marker}`;
  await page.getByLabel('Add an internal note').fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(note);
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(E2E_ADMIN.username);
  await expect(page.getByLabel('Add an internal note')).toHaveValue('');

  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText(`${E2E_ADMIN.username} moved it from New to Qualified`);
  await expect(timeline).toContainText(
    `${E2E_ADMIN.username} assigned it to ${E2E_ADMIN.username}`,
  );
  await expect(timeline).toContainText(`${E2E_ADMIN.username} added a note`);

  // CSV export of the filtered list.
  await page.getByRole('link', { name: 'Back to inbox' }).click();
  await page.goto(`/admin/contact-submissions?q=${marker}`);
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', new RegExp(`q=${marker}`));
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(name);
  expect(csv).toContain(email);
});

test('a honeypot submission shows under the Spam filter, not in All', async ({ page }) => {
  const marker = `spam-${Date.now().toString(36)}`;
  const name = `Bot ${marker}`;
  const res = await page.request.post('/api/contact', {
    data: {
      name,
      email: `${marker}@example.com`,
      company: 'Spam Inc',
      inquiryType: 'questions',
      message: `Cheap followers ${marker}`,
      website: 'x',
    },
  });
  expect(res.ok()).toBe(true);

  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto(`/admin/contact-submissions?q=${marker}`);
  await expect(page.getByText('No leads match these filters')).toBeVisible();
  await page.getByRole('button', { name: /^Spam/ }).click();
  await expect(page).toHaveURL(/status=spam/);
  const row = page.getByRole('link', { name: new RegExp(name) });
  await expect(row).toContainText('Spam');
  await row.click();
  await expect(page.getByText('The hidden honeypot field was filled in')).toBeVisible();

  // Clear filters from the empty state.
  await page.goto(`/admin/contact-submissions?q=${marker}`);
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).not.toHaveURL(/q=/);

  // Retention: delete everything one address sent; the server checks the address.
  await page.getByRole('button', { name: 'Delete a person’s data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete a person’s data' });
  await dialog.getByLabel('Email address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Delete all data' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email address').fill(`${marker}@example.com`);
  await dialog.getByRole('button', { name: 'Delete all data' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Deleted 1 submission for ${marker}@example.com.`,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto(`/admin/contact-submissions?q=${marker}&status=spam`);
  await expect(page.getByText('No leads match these filters')).toBeVisible();
});

test('a board move the server refuses is rolled back with a toast', async ({ page }) => {
  const marker = `gone-${Date.now().toString(36)}`;
  const name = `Ghost ${marker}`;
  const email = `${marker}@example.com`;
  const sent = await page.request.post('/api/contact', {
    data: { name, email, company: 'Vanishing Co', inquiryType: 'project', message: 'Hello' },
  });
  expect(sent.ok()).toBe(true);
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto(`/admin/contact-submissions?view=board&q=${marker}`);
  const newColumn = page.getByRole('region', { name: /^New/ });
  await expect(newColumn.getByRole('link', { name })).toBeVisible();

  // Someone else deletes the lead; this board still shows it.
  const gone = await page.request.post('/api/admin/leads/delete-by-email', { data: { email } });
  expect(gone.ok()).toBe(true);
  await page.getByLabel(`Move ${name} to`).selectOption('won');
  await expect(page.getByText('Could not change the status', { exact: true })).toBeVisible();
  // The card is not left in Won; refetched, the board no longer has the deleted lead.
  await expect(page.getByRole('region', { name: /^Won/ }).getByRole('link', { name })).toHaveCount(
    0,
  );
  await expect(page.getByText('No leads match these filters')).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});

test('moving a card with its "Move to" menu keeps keyboard focus on the moved card', async ({
  page,
}) => {
  const marker = `focus-${Date.now().toString(36)}`;
  const name = `Focus ${marker}`;
  const sent = await page.request.post('/api/contact', {
    data: {
      name,
      email: `${marker}@example.com`,
      company: 'Keyboard Co',
      inquiryType: 'designer',
      message: 'Hello',
    },
  });
  expect(sent.ok()).toBe(true);
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto(`/admin/contact-submissions?view=board&q=${marker}`);
  await expect(
    page.getByRole('region', { name: /^New/ }).getByRole('link', { name }),
  ).toBeVisible();
  await page.getByLabel(`Move ${name} to`).selectOption('contacted');
  const contacted = page.getByRole('region', { name: /^Contacted/ });
  await expect(contacted.getByRole('link', { name })).toBeVisible();
  await expect(contacted.getByLabel(`Move ${name} to`)).toBeFocused();
});

test('at 1440 px the board shows all six columns without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/contact-submissions?view=board');
  const board = page.getByRole('region', { name: 'Lead board' });
  await expect(board).toBeVisible();
  // Side by side within the window's width (a column may be taller than the window).
  for (const label of ['New', 'Contacted', 'Qualified', 'Matched', 'Won', 'Lost']) {
    const column = page.getByRole('region', { name: new RegExp(`^${label}`) });
    await expect(column).toBeVisible();
    const box = (await column.boundingBox())!;
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(1440);
  }
  expect(await board.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});
