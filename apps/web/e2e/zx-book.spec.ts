import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { MailSink } from '../../api/test/mail-sink';
import { E2E_ADMIN, expectAccessible, loginThroughForm } from './fixtures';

/**
 * A founder books a call (issue 42 item 2): `/book` with its free times in the visitor's zone,
 * the booking form with its field errors, the confirmation, and the signed manage link to move
 * and cancel the call, with JavaScript at 390 px and without it at 1440 px; a tampered manage
 * link is a 403 page; axe on `/book` and the manage page. With e-mail (a second server sending to
 * a mail sink), with and without JavaScript at 390 px: the invite arrives, a reschedule sends a
 * higher SEQUENCE, the host sees the moved call in the console. The console's admin takes calls
 * every day, 08:00-20:00 UTC (set through `calls.saveAvailability` before the specs).
 */
test.describe.configure({ mode: 'serial' });

const HOST_NAME = 'Ada from Forma';

/** Calls a tRPC procedure of the signed-in `api`: its answer's `json`. */
async function trpc<T>(api: APIRequestContext, path: string, input: unknown): Promise<T> {
  const res = await api.post(`/trpc/${path}`, { data: { json: input } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** The console's admin takes calls every day, 08:00-20:00 UTC, on the server at `baseURL`. */
async function takeCalls(baseURL: string | undefined) {
  const admin = await request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
  await trpc(admin, 'calls.saveAvailability', {
    active: true,
    displayName: HOST_NAME,
    email: 'host@example.com',
    timeZone: 'UTC',
    weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      start: '08:00',
      end: '20:00',
    })),
    bufferBeforeMin: 0,
    bufferAfterMin: 0,
    minNoticeMin: 60,
    horizonDays: 30,
    dailyMax: null,
  });
  await admin.dispose();
}

test.beforeAll(async ({ baseURL }) => takeCalls(baseURL));

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The free-time links of the open page. */
const slotLinks = (page: Page) => page.locator('ul[aria-label^="Free times on"] a');

/** Fills the booking form's fields (not submitted). */
async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Name', { exact: true }).fill('Grace Founder');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Company', { exact: true }).fill('Compilers Inc');
  await page.getByLabel('Company stage').selectOption('Seed');
  await page.getByLabel('Budget range').selectOption('$10k to $25k');
  await page.getByLabel('Timeline').selectOption('Within a month');
  await page.getByLabel('What do you need?').fill('A designer for our onboarding flow.');
}

/**
 * A person takes more than the contact form's minimum fill time (MIN_FILL_TIME_MS) before sending:
 * the page's clock (installed before it opened) moves on.
 */
const takeYourTime = (page: Page) => page.clock.fastForward(5000);

/**
 * `locator` has the focus and, once the page's smooth scroll has ended, its top is on screen
 * below the sticky header.
 */
async function expectFocusedInView(page: Page, locator: ReturnType<Page['locator']>) {
  await expect(locator).toBeFocused();
  const height = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 60 && box.y < height;
    }, 'its top on screen, below the header')
    .toBe(true);
}

/**
 * On a manage page: moves the call to another free time, then cancels it; with JavaScript
 * (`js`) the picked time's Move button is brought into view with the focus.
 */
async function rescheduleAndCancel(page: Page, js: boolean) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your call' })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  const before = await page.getByRole('region', { name: 'Booking' }).textContent();

  await page.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page.getByRole('heading', { name: 'Pick a new time' })).toBeVisible();
  await slotLinks(page).nth(3).click();
  const move = page.getByRole('button', { name: /^Move to / });
  if (js) await expectFocusedInView(page, move);
  await move.click();
  await expect(page.getByText('Your call was moved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking' })).not.toHaveText(before ?? '');

  await page.getByRole('link', { name: 'Cancel the call' }).click();
  await page.getByLabel('Reason (optional)').fill('We found a designer.');
  await page.getByRole('button', { name: 'Yes, cancel the call' }).click();
  await expect(page.getByText('Your call was cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
}

test('a visitor at 390 px books a call in their own zone, then moves and cancels it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/book?utm_source=newsletter');
  // After hydration the page shows the browser's zone.
  await expect(page.getByRole('heading', { name: 'Times in Asia/Kolkata' })).toBeVisible();
  await expect(page).toHaveURL(/tz=Asia%2FKolkata/);
  await slotLinks(page).first().click();
  await expect(page).toHaveURL(/slot=/);
  // The form, below every free time on a phone, is brought to the visitor.
  await expectFocusedInView(page, page.getByRole('heading', { name: 'Your details' }));

  // A field error under its field; nothing typed is lost.
  await fillDetails(page, 'not-an-email');
  await page.getByRole('button', { name: 'Book the call' }).click();
  await expect(page.locator('#book-email-error')).toHaveText('Enter a valid email address');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grace Founder');

  // The time was just taken by someone else: said at once, that day's times shown again.
  const taken = new URL(page.url()).searchParams.get('slot')!;
  const other = await context.request.post('/api/bookings', {
    data: {
      start: taken,
      timeZone: 'Europe/Berlin',
      name: 'Quick Rival',
      email: `rival-${unique()}@example.com`,
      fillMs: 10_000,
    },
  });
  expect(other.status()).toBe(201);
  await page.getByLabel('Email', { exact: true }).fill(`grace-${unique()}@example.com`);
  await takeYourTime(page);
  await page.getByRole('button', { name: 'Book the call' }).click();
  await expect(page.getByText('That time was just taken').first()).toBeVisible();
  // Said where the visitor is looking, above that day's free times.
  await expectFocusedInView(page, page.locator('[data-book-notice] > [tabindex]'));
  await expect(slotLinks(page).first()).toBeVisible();

  // Another time: the form comes back with what was typed.
  await slotLinks(page).first().click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grace Founder');
  await page.getByRole('button', { name: 'Book the call' }).click();
  // The booking's own page, as without JavaScript: a reload still shows the call.
  await expect(page).toHaveURL(/\/book\/manage\/[a-z0-9-]+\?token=.*done=booked/);
  await expectFocusedInView(page, page.getByText('Your call is booked.'));
  // The site's header and footer are there (server-only parts: a document load, not a route change).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book a Call' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(HOST_NAME)).toBeVisible();
  await expect(page.getByText('(Asia/Kolkata)')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await rescheduleAndCancel(page, true);
  await context.close();
});

test('without JavaScript a visitor picks a zone, books, moves and cancels a call', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const response = await page.goto('/book?tz=Asia/Kolkata');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { name: 'Times in Asia/Kolkata' })).toBeVisible();

  await page.getByLabel('Your time zone').selectOption('America/New_York');
  await page.getByRole('button', { name: 'Show times' }).click();
  await expect(page.getByRole('heading', { name: 'Times in America/New York' })).toBeVisible();

  await page.getByRole('link', { name: 'Next days' }).click();
  await expect(page).toHaveURL(/from=/);
  await slotLinks(page).first().click();
  await expect(page).toHaveURL(/slot=/);

  // A refused post renders the page again with the errors and what was typed.
  await fillDetails(page, `nojs-${unique()}@example.com`);
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Book the call' }).click();
  await expect(page.locator('#book-name-error')).toBeVisible();
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Compilers Inc');

  await page.getByLabel('Name', { exact: true }).fill('Ned NoScript');
  await page.getByRole('button', { name: 'Book the call' }).click();
  await expect(page).toHaveURL(/\/book\/manage\/[a-z0-9-]+\?token=.*done=booked/);
  await expect(page.getByText('Your call is booked.')).toBeVisible();
  await expect(page.getByText('Times in America/New York')).toBeVisible();
  await rescheduleAndCancel(page, false);
  await context.close();
});

test('a tampered manage link is a 403 page', async ({ page }) => {
  const response = await page.goto(`/book/manage/abcdefghij-1234?token=${'A'.repeat(43)}`);
  expect(response?.status()).toBe(403);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This booking link is not valid' }),
  ).toBeVisible();
});

for (const width of [1440, 390])
  test(`/book with its form passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/book?tz=Europe/Berlin');
    await slotLinks(page).first().click();
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

for (const width of [1440, 390])
  test(`the manage page, with its new times and its cancel form, passes axe at ${width} px`, async ({
    page,
  }) => {
    const slots = await page.request.get('/api/booking/slots?eventType=intro-call&tz=UTC&days=7');
    expect(slots.status()).toBe(200);
    const { days } = (await slots.json()) as { days: { slots: { start: string }[] }[] };
    const free = days.flatMap((d) => d.slots).at(-1)!;
    const made = await page.request.post('/api/bookings', {
      data: {
        start: free.start,
        timeZone: 'Europe/Berlin',
        name: 'Axe Founder',
        email: `axe-${unique()}@example.com`,
        fillMs: 10_000,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { managePath } = (await made.json()) as { managePath: string };
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${managePath}&move=1`);
    await expect(page.getByRole('heading', { name: 'Pick a new time' })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`${managePath}&cancel=1`);
    await expect(page.getByLabel('Reason (optional)')).toBeVisible();
    await expectAccessible(page);
  });

/** The iCalendar parts of the messages the sink received for `email`. */
const invites = (sink: MailSink, email: string) =>
  sink.messages
    .filter((mail) => JSON.stringify(mail.to ?? '').includes(email))
    .flatMap((mail) =>
      mail.attachments
        .filter((a) => a.contentType.startsWith('text/calendar'))
        .map((a) => a.content.toString('utf8')),
    );

/** The highest SEQUENCE of `email`'s invites with METHOD:REQUEST; -1 before the first. */
const requestSequence = (sink: MailSink, email: string) =>
  Math.max(
    -1,
    ...invites(sink, email)
      .filter((ics) => ics.includes('METHOD:REQUEST'))
      .map((ics) => Number(/SEQUENCE:(\d+)/.exec(ics)?.[1] ?? -1)),
  );

test.describe('with e-mail', () => {
  const sink = new MailSink();
  let server: ChildProcess | undefined;
  let base = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const smtpUrl = await sink.listen();
    const port = Number(process.env.E2E_PORT ?? 3210) + 30;
    server = spawn('node', [join(import.meta.dirname, '../../api/dist/server.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'forma-e2e-mail-')),
        WEB_DIST: join(import.meta.dirname, '../dist'),
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SCALE: '100',
        SMTP_URL: smtpUrl,
        NOTIFY_EMAIL: 'team@example.com',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        {
          timeout: 90_000,
          intervals: [250],
        },
      )
      .toBe(true);
    await takeCalls(base);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await sink.close();
  });

  for (const js of [true, false])
    test(`a visitor at 390 px ${js ? 'with' : 'without'} JavaScript books, the mail sink receives the invite, the visitor reschedules, the host sees it in the console`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 390, height: 844 },
        timezoneId: 'Europe/Berlin',
        javaScriptEnabled: js,
      });
      const page = await context.newPage();
      if (js) await page.clock.install();
      // Without JavaScript the server renders in the team's zone (UTC here) unless asked.
      await page.goto(js ? '/book' : '/book?tz=Europe/Berlin');
      await expect(page.getByRole('heading', { name: 'Times in Europe/Berlin' })).toBeVisible();
      await slotLinks(page).first().click();
      const email = `mail-${js ? 'js' : 'nojs'}-${unique()}@example.com`;
      await fillDetails(page, email);
      if (js) await takeYourTime(page);
      await page.getByRole('button', { name: 'Book the call' }).click();
      await expect(page).toHaveURL(/done=booked/);
      await expect(page.getByText('Your call is booked.')).toBeVisible();
      await expect
        .poll(() => requestSequence(sink, email), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(0);
      const booked = requestSequence(sink, email);

      await page.getByRole('link', { name: 'Reschedule' }).click();
      const newTime = slotLinks(page).nth(2);
      const newStart = new URL((await newTime.getAttribute('href'))!, base).searchParams.get(
        'slot',
      );
      expect(newStart, 'the new time is in its link').toBeTruthy();
      await newTime.click();
      await page.getByRole('button', { name: /^Move to / }).click();
      await expect(page.getByText('Your call was moved.')).toBeVisible();
      await expect
        .poll(() => requestSequence(sink, email), { timeout: 20_000 })
        .toBeGreaterThan(booked);
      await context.close();

      // The host sees the call at its new time on the console's Calls screen.
      const host = await browser.newContext({
        baseURL: base,
        viewport: { width: 390, height: 844 },
      });
      const hostPage = await host.newPage();
      await loginThroughForm(hostPage, E2E_ADMIN.username, E2E_ADMIN.password);
      await hostPage.goto(`/admin/calls?q=${encodeURIComponent(email)}`);
      const row = hostPage
        .getByRole('list', { name: 'Calls' })
        .getByRole('listitem')
        .filter({ hasText: email });
      await expect(row).toBeVisible();
      await expect(row).toContainText('Confirmed');
      await expect(row.locator('time').first()).toHaveAttribute(
        'datetime',
        new Date(newStart!).toISOString(),
      );
      await host.close();
    });
});
