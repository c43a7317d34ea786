import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { E2E_ADMIN, gotoLanding } from './fixtures';

/**
 * The seven contact-form designs (SPEC 2, 4 "Contact form design") chosen by the
 * `selectedContactFormDesign` setting.
 *
 * WHY THIS FILE RUNS LAST (`zz-` prefix): Playwright runs spec files in alphabetical order here
 * (workers: 1, fullyParallel: false), so this file comes after every other desktop spec. Once
 * these tests PUT a design, later tests would see it instead of the default form, so the file
 * unsets the setting at the end (DELETE /api/settings/{key}). The landing page is rendered on the
 * server with the stored design (issue 18), so the tests of which form shows set the setting on
 * the server (the one value it cannot store, an unknown design, is put into the page's data).
 *
 * POST /api/contact allows 5 sends per minute per IP, and the whole run shares one IP: each
 * design's test sends exactly once, checks that do not need the server (validation, failure
 * toast) send nothing or are answered by `page.route`, and `waitForContactSlot` waits out the
 * window when the previous send's `x-ratelimit-remaining` says it is used up.
 */
// Serial, and 60 s per test: each test loads the full landing page (pinned scroll sections, image
// sequence, videos) and walks a whole form; the default 30 s is tight on a busy CI machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SETTING = '/api/settings/selectedContactFormDesign';
let admin: APIRequestContext;

test.beforeAll(async ({ playwright }, testInfo) => {
  // One admin session for the whole file (login is rate limited too), apart from the visitor's page.
  admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
});

test.afterAll(async () => {
  // Back to the default form for anything that runs after this file (404: it was not set).
  const res = await admin.delete(SETTING);
  expect([200, 404]).toContain(res.status());
  await admin.dispose();
});

async function selectDesign(n: number) {
  const res = await admin.put(SETTING, { data: { value: String(n) } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Opens / as a fresh visitor, the contact island hydrated, and returns #contact showing `design`. */
async function openContact(page: Page, design: string): Promise<Locator> {
  await gotoLanding(page, '/', ['contact']);
  const contact = page.locator('#contact');
  await expect(contact).toHaveAttribute('data-contact-design', design);
  await expect(
    contact.getByRole('heading', { name: 'Ready to find your perfect design match?' }),
  ).toBeVisible();
  await expect(contact.getByText(/within 24 hours/).first()).toBeVisible();
  await expect(page.locator('#contact-pill')).toHaveCount(1);
  return contact;
}

// --- POST /api/contact rate limit (5 per minute per IP) --------------------------------------

const contactWindow = { remaining: Number.POSITIVE_INFINITY, resetAt: 0 };

/** Before a real send: when the last send used up the window, wait until it resets. */
async function waitForContactSlot() {
  if (contactWindow.remaining > 0) return;
  const waitMs = contactWindow.resetAt - Date.now() + 1_000;
  if (waitMs <= 0) return;
  test.setTimeout(test.info().timeout + waitMs);
  await new Promise((resolve) => setTimeout(resolve, waitMs));
}

function contactPost(page: Page): Promise<Response> {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/contact' && r.request().method() === 'POST',
  );
}

function recordContactWindow(res: Response) {
  const remaining = Number(res.headers()['x-ratelimit-remaining']);
  const reset = Number(res.headers()['x-ratelimit-reset']);
  contactWindow.remaining = Number.isFinite(remaining) ? remaining : contactWindow.remaining - 1;
  contactWindow.resetAt = Date.now() + (Number.isFinite(reset) ? reset * 1000 : 60_000);
}

/** Sends with `send`, expects the success toast, and that the inquiry reached the admin inbox. */
async function expectSent(page: Page, send: () => Promise<void>, marker: string) {
  const posted = contactPost(page);
  await send();
  const res = await posted;
  recordContactWindow(res);
  expect(res.ok(), await res.text()).toBe(true);
  await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
  await expect(
    page.getByText("Thank you for reaching out. We'll be in touch within 24 hours.", {
      exact: true,
    }),
  ).toBeVisible();

  const inbox = (await (await admin.get('/api/admin/contact-submissions')).json()) as {
    items: { message: string; inquiryType: string; company: string }[];
  };
  const stored = inbox.items.find((s) => s.message.includes(marker));
  expect(stored).toMatchObject({ inquiryType: 'project', company: 'Analytical Engines' });
}

// --- Form walkthroughs ------------------------------------------------------------------------

const marker = (design: number) => `design-${design}-${Date.now()}`;

/** Designs 1, 2, 4, 5, 6: every field at once. */
async function fillAllFields(contact: Locator, message: string) {
  await contact.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await contact.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await contact.getByLabel('Company', { exact: true }).fill('Analytical Engines');
  await contact.getByLabel('Inquiry type', { exact: true }).selectOption('project');
  await contact.getByLabel('Message', { exact: true }).fill(message);
}

async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('#contact')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

for (const design of [1, 2, 4, 5, 6]) {
  test(`design ${design}: validates, sends and resets`, async ({ page }) => {
    await waitForContactSlot();
    await selectDesign(design);
    const contact = await openContact(page, String(design));
    await expectNoA11yViolations(page);

    const send = contact.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(contact.getByText('Name is required')).toBeVisible();
    await expect(contact.getByLabel('Name', { exact: true })).toBeFocused();

    const text = marker(design);
    await fillAllFields(contact, `We need a design system. ${text}`);
    await expectSent(page, () => send.click(), text);
    await expect(contact.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(contact.getByLabel('Message', { exact: true })).toHaveValue('');
  });
}

test('design 3: multi-step walks about you, inquiry type, message and review', async ({ page }) => {
  await waitForContactSlot();
  await selectDesign(3);
  const contact = await openContact(page, '3');
  await expectNoA11yViolations(page);
  const progress = contact.getByRole('progressbar', { name: 'Form progress' });
  const next = contact.getByRole('button', { name: 'Next' });

  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await next.click();
  await expect(contact.getByText('Name is required')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '25');

  await contact.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await contact.getByLabel('Email', { exact: true }).fill('not-an-email');
  await contact.getByLabel('Company', { exact: true }).fill('Analytical Engines');
  await next.click();
  await expect(contact.getByText('Enter a valid email address')).toBeVisible();
  await contact.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await next.click();

  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  const inquiry = contact.getByLabel('Inquiry type', { exact: true });
  await expect(inquiry).toBeVisible();
  await next.click();
  await expect(contact.getByText(/Choose an inquiry type/)).toBeVisible();
  await contact.getByRole('radio', { name: /Start a Project/ }).check();
  await next.click();

  await expect(progress).toHaveAttribute('aria-valuenow', '75');
  const text = marker(3);
  await contact.getByLabel('Message', { exact: true }).fill(`A multi-step brief. ${text}`);
  // Back keeps what was typed.
  await contact.getByRole('button', { name: 'Back' }).click();
  await expect(contact.getByRole('radio', { name: /Start a Project/ })).toBeChecked();
  await next.click();
  await expect(contact.getByLabel('Message', { exact: true })).toHaveValue(
    `A multi-step brief. ${text}`,
  );
  await next.click();

  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(contact.getByText('Ada Lovelace')).toBeVisible();
  await expect(contact.getByText('Start a Project')).toBeVisible();
  await expectSent(page, () => contact.getByRole('button', { name: 'Send Message' }).click(), text);
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await expect(contact.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('design 7: a conversation, one question at a time, answers as bubbles', async ({ page }) => {
  await waitForContactSlot();
  await selectDesign(7);
  const contact = await openContact(page, '7');
  await expectNoA11yViolations(page);
  const log = contact.getByRole('log', { name: 'Conversation with Forma' });
  const reply = contact.getByRole('button', { name: 'Reply' });

  await expect(log).toContainText("What's your name?");
  await reply.click();
  await expect(contact.getByText('Name is required')).toBeVisible();
  await contact.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await contact.getByLabel('Name', { exact: true }).press('Enter');
  await expect(log.getByText('Ada Lovelace', { exact: true })).toBeVisible();

  await expect(log).toContainText('Nice to meet you, Ada.');
  await contact.getByLabel('Email', { exact: true }).fill('ada@');
  await reply.click();
  await expect(contact.getByText('Enter a valid email address')).toBeVisible();
  await contact.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await reply.click();
  await expect(log.getByText('ada@example.com', { exact: true })).toBeVisible();

  await contact.getByLabel('Company', { exact: true }).fill('Analytical Engines');
  await reply.click();
  await expect(log.getByText('Analytical Engines', { exact: true })).toBeVisible();

  const inquiry = contact.getByLabel('Inquiry type', { exact: true });
  await inquiry.getByRole('button', { name: /Start a Project/ }).click();
  await expect(log.getByText('Start a Project', { exact: true })).toBeVisible();

  const text = marker(7);
  await contact.getByLabel('Message', { exact: true }).fill(`A chat brief. ${text}`);
  await reply.click();
  await expect(log.getByText(`A chat brief. ${text}`)).toBeVisible();

  await expectSent(
    page,
    () => contact.getByRole('button', { name: 'Send', exact: true }).click(),
    text,
  );
  await expect(log).toContainText('Your message is on its way');
  await expect(contact.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('a failed send shows the server message and keeps the answers', async ({ page }) => {
  await selectDesign(2);
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Company is required' }),
    }),
  );
  const contact = await openContact(page, '2');
  await fillAllFields(contact, 'Will not be sent.');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Failed to send message', { exact: true })).toBeVisible();
  await expect(page.getByText('Company is required', { exact: true })).toBeVisible();
  await expect(contact.getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace');
});

test('while sending the button reads Sending... and is disabled', async ({ page }) => {
  await selectDesign(6);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' });
  });
  const contact = await openContact(page, '6');
  await fillAllFields(contact, 'Held in flight.');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  const sending = contact.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();
  await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

// --- Which form shows -------------------------------------------------------------------------

async function unsetDesign() {
  const res = await admin.delete(SETTING);
  expect([200, 404]).toContain(res.status());
}

/** Console errors and uncaught exceptions of `page` from now on (hydration mismatches among them). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the design comes with the server-rendered page: no request for the setting', async ({
  page,
}) => {
  await selectDesign(4);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SETTING) asked.push(r.url());
  });
  await page.goto('/');
  // Before any script has hydrated it, the section is the stored design.
  await expect(page.locator('#contact')).toHaveAttribute('data-contact-design', '4');
  await expect(page.locator('[data-island="contact"]')).not.toHaveAttribute('data-hydrated');
  await openContact(page, '4');
  expect(asked).toEqual([]);
});

test('an unknown design in the page data shows the default form', async ({ page }) => {
  await unsetDesign();
  // The server stores only designs 1-7: the page's data (what the page hydrates from) is given
  // an unknown one, as a document written before a design was removed would hold.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(`["${SETTING}",null]`, `["${SETTING}","9"]`);
      expect(body).toContain(`["${SETTING}","9"]`);
      // The data travel in an inline script the page's CSP allows by its hash: the changed
      // script needs the policy without it, as an old page would have had.
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, body, headers });
    },
  );
  await page.addInitScript(() => localStorage.setItem('contactFormDesign', '3'));
  const errors = recordErrors(page);
  const contact = await openContact(page, 'default');
  await expect(contact.getByLabel('Inquiry type', { exact: true })).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the server setting wins over the locally stored design', async ({ page }) => {
  await selectDesign(5);
  await page.addInitScript(() => localStorage.setItem('contactFormDesign', '3'));
  await openContact(page, '5');
});

test('with no setting the locally stored design shows', async ({ page }) => {
  await unsetDesign();
  await page.addInitScript(() => localStorage.setItem('contactFormDesign', '3'));
  const errors = recordErrors(page);
  const contact = await openContact(page, '3');
  await expect(contact.getByRole('progressbar', { name: 'Form progress' })).toBeVisible();
  // The server rendered the default form (it cannot know this browser's choice): the island
  // must switch to the stored design without a hydration error.
  expect(errors).toEqual([]);
});
