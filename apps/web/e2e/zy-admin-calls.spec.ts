import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, expectAccessible, loginThroughForm, uniqueUsername } from './fixtures';

/**
 * The console's side of booking a call (issue 42 items 1 and 6) in the built app: the admin sets
 * their hours and zone on the Availability screen; a visitor books through the public REST
 * (`GET /api/booking/slots`, `POST /api/bookings`); the call is on the Calls screen with its
 * details, is moved to another free time and cancelled after a confirm; the lead's timeline tells
 * it in words; an event type is validated under its fields, added and deleted; axe passes at
 * 1440 and 390 px with nothing scrolling sideways; a viewer reads Calls without its actions.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ZONE = 'Asia/Kolkata';
const VISITOR_ZONE = 'America/New_York';
const PASSWORD = 'Quiet-Harbour-Lantern-42';
const stamp = Date.now().toString(36);
const visitor = {
  name: `Ann Booker ${stamp}`,
  email: `ann-${stamp}@example.com`,
  company: 'Booker Labs',
};
const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

let admin: APIRequestContext;
const viewer = { id: 0, username: '' };

test.beforeAll(async ({ baseURL }) => {
  viewer.username = uniqueUsername('callviewer');
  const anonymous = await request.newContext({ baseURL });
  const registered = await anonymous.post('/api/register', {
    data: { username: viewer.username, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  viewer.id = ((await registered.json()) as { id: number }).id;
  await anonymous.dispose();
  admin = await request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
  const made = await admin.patch(`/api/admin/users/${viewer.id}`, { data: { role: 'viewer' } });
  expect(made.ok()).toBe(true);
});

test.afterAll(async () => {
  await admin.delete(`/api/admin/users/${viewer.id}`);
  await admin.dispose();
});

/** The row of the test's call on the Calls screen (searched by the visitor's e-mail). */
const callRow = (page: Page) =>
  page
    .getByRole('list', { name: 'Calls' })
    .getByRole('listitem')
    .filter({ hasText: visitor.email });

/** Sets one weekday to a single stretch `from`–`until` (removing others, adding one if off). */
async function setDay(page: Page, day: string, from: string, until: string) {
  const group = page.getByRole('group', { name: day, exact: true });
  const removes = group.getByRole('button', { name: new RegExp(`^Remove ${day} `) });
  while ((await removes.count()) > 1) await removes.last().click();
  if ((await removes.count()) === 0)
    await group.getByRole('button', { name: `Add hours on ${day}` }).click();
  await expect(removes).toHaveCount(1);
  await group.getByLabel(`${day} from`).fill(from);
  await group.getByLabel(`${day} until`).fill(until);
}

test('the admin sets their hours and time zone on the Availability screen', async ({ page }) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .first()
    .getByRole('link', { name: 'Availability' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your availability' });
  await expect(form.getByLabel('Name shown to visitors')).toBeVisible();

  await form.getByRole('switch', { name: 'Take calls' }).evaluate((el) => {
    if (el.getAttribute('aria-checked') !== 'true') (el as HTMLButtonElement).click();
  });
  await form.getByLabel('Name shown to visitors').fill('E2E Host');
  await form.getByLabel('E-mail for invites').fill('e2e-host@example.com');
  // The zone: found by typing part of its name.
  await form.getByLabel('Find a zone').fill('Kolkata');
  await form.getByLabel('Time zone', { exact: true }).selectOption(ZONE);
  await form.getByLabel('Minimum notice (min)').fill('0');
  await form.getByLabel('Bookable ahead (days)').fill('30');
  await form.getByLabel('Daily maximum').fill('');

  // Checked under the field with the validators' message.
  await setDay(page, 'Monday', '17:00', '09:00');
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(form.getByText('End must be after start')).toBeVisible();

  for (const day of WEEKDAY_NAMES) await setDay(page, day, '00:00', '23:55');
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText('Availability saved', { exact: true })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Stored: a reload shows the zone and hours.
  await page.reload();
  await expect(form.getByLabel('Time zone', { exact: true })).toHaveValue(ZONE);
  await expect(
    page.getByRole('group', { name: 'Sunday', exact: true }).getByLabel('Sunday until'),
  ).toHaveValue('23:55');
});

test('a call booked through the REST API is on the Calls screen, moves, is cancelled and is on the lead timeline', async ({
  page,
}) => {
  // A visitor in New York takes the first free slot.
  const slots = await page.request.get(
    `/api/booking/slots?tz=${encodeURIComponent(VISITOR_ZONE)}&days=14`,
  );
  expect(slots.ok(), await slots.text()).toBe(true);
  const answer = (await slots.json()) as { days: { slots: { start: string }[] }[] };
  const start = answer.days.flatMap((d) => d.slots)[0]?.start;
  expect(start, 'a free slot').toBeTruthy();
  const booked = await page.request.post('/api/bookings', {
    data: {
      start,
      timeZone: VISITOR_ZONE,
      ...visitor,
      answers: { stage: 'Seed', needs: 'A brand refresh' },
      source: { page: '/book', utmSource: 'e2e-newsletter' },
      fillMs: 8000,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /Upcoming calls: \d+/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .first()
    .getByRole('link', { name: 'Calls' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search calls/ }).fill(visitor.email);
  await expect(page).toHaveURL(/q=ann-/);
  const row = callRow(page);
  await expect(row).toBeVisible();
  await expect(row).toContainText(visitor.name);
  await expect(row).toContainText(visitor.company);
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(VISITOR_ZONE);

  // The details: answers, where it came from, its e-mails.
  await row.getByRole('button', { name: `Details of the call with ${visitor.name}` }).click();
  const details = page.getByRole('dialog', { name: `Call with ${visitor.name}` });
  await expect(details).toContainText('A brand refresh');
  await expect(details).toContainText('utm_source e2e-newsletter');
  // Its e-mails (the e2e server sends none: no SMTP, so the list says so).
  await expect(details.getByRole('region', { name: 'E-mails' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // Reschedule: another of the host's free times.
  const before = await row.locator('time').first().textContent();
  await row.getByRole('button', { name: `Reschedule the call with ${visitor.name}` }).click();
  const move = page.getByRole('dialog', { name: `Reschedule the call with ${visitor.name}` });
  const times = move.getByRole('radio');
  await expect(times.first()).toBeAttached();
  await times.nth(3).check({ force: true });
  const moveButton = move.getByRole('button', { name: /^Move to / });
  const target = ((await moveButton.textContent()) ?? '').replace(/^Move to /, '').trim();
  expect(target).not.toBe('');
  await moveButton.click();
  await expect(page.getByText('Call moved', { exact: true })).toBeVisible();
  await expect(move).toBeHidden();
  await expect(row.locator('time').first()).toHaveText(target);
  expect(target).not.toBe(before);

  // Cancel: a confirm that says the visitor is e-mailed.
  await row.getByRole('button', { name: `Cancel call with ${visitor.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this call?' });
  await expect(confirm).toContainText(`${visitor.email} is e-mailed the cancellation`);
  await confirm.getByLabel('Reason (optional)').fill('The founder is travelling');
  await confirm.getByRole('button', { name: 'Cancel the call' }).click();
  await expect(page.getByText('Call cancelled', { exact: true })).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(
    row.getByRole('button', { name: `Reschedule the call with ${visitor.name}` }),
  ).toHaveCount(0);

  // The lead: its timeline tells the story in words.
  await row.getByRole('link', { name: `Open lead of ${visitor.name}` }).click();
  await expect(page).toHaveURL(/\/admin\/contact-submissions\/\d+/);
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toBeVisible({ timeout: 30_000 });
  await expect(timeline).toContainText(/Booked Intro call for \w+ \d{1,2} \w+ \d\d:\d\d/);
  await expect(timeline).toContainText(`(${VISITOR_ZONE}) with`);
  await expect(timeline).toContainText('Call moved by e2e-admin');
  await expect(timeline).toContainText('Call cancelled by e2e-admin: The founder is travelling');
});

test('an event type is checked under its fields, added and deleted', async ({ page }) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/availability');
  // Their own hours are theirs to set: no read-only note here, and the form can be saved.
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  await expect(page.locator('[data-read-only-note]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save availability' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Event types' });
  await expect(section.getByRole('list', { name: 'Event types' })).toContainText('Intro call');
  await section.getByRole('button', { name: 'Add event type' }).click();
  const form = page.getByRole('dialog', { name: 'Add an event type' });
  await form.getByLabel('Slug').fill('Not A Slug');
  await form.getByLabel('Link or number').fill('http://meet.example.com/x');
  await form.getByRole('button', { name: 'Add event type' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Slug may hold lowercase letters, digits and dashes')).toBeVisible();
  await expect(form.getByText('A video-call link must start with https://')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  const title = `Portfolio review ${stamp}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Slug').fill(`portfolio-review-${stamp}`);
  await form.getByLabel('Duration (min)').fill('45');
  await form.getByLabel('Link or number').fill('https://meet.example.com/review');
  await form.getByRole('checkbox', { name: 'Budget range' }).uncheck();
  await form.getByRole('button', { name: 'Add event type' }).click();
  await expect(page.getByText('Event type added', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  const item = section.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('45 min');
  await expect(item).not.toContainText('Budget range');

  await item.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this event type?' });
  await confirm.getByRole('button', { name: 'Delete event type' }).click();
  await expect(page.getByText('Event type deleted', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('Calls and Availability pass axe at 1440 and 390 px without sideways scrolling', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    for (const path of [`/admin/calls?q=${visitor.email}`, '/admin/availability']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
      if (path.startsWith('/admin/calls')) await expect(callRow(page)).toBeVisible();
      else await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue(ZONE);
      await expectAccessible(page);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        `${path} at ${width} px`,
      ).toBeLessThanOrEqual(0);
    }
  }
});

test('a viewer reads Calls without the actions that change a call', async ({ page }) => {
  await loginThroughForm(page, viewer.username, PASSWORD);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .first()
    .getByRole('link', { name: 'Calls' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  await page.goto(`/admin/calls?q=${visitor.email}`);
  const row = callRow(page);
  await expect(row.getByRole('button', { name: /^Details of the call/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^(Reschedule|Cancel call|No-show)/ })).toHaveCount(
    0,
  );
  await expect(page.locator('[data-read-only-note]')).toBeVisible();
  // What the screen leaves out, the server refuses too.
  const refused = await page.request.post('/trpc/calls.noShow', { data: { json: { id: 1 } } });
  expect(refused.status()).toBe(403);
  // Event types read without Add, Edit or Delete.
  await page.goto('/admin/availability');
  // Their own hours are theirs to set: no read-only note here, and the form can be saved.
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  await expect(page.locator('[data-read-only-note]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save availability' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Event types' });
  await expect(section.getByRole('list', { name: 'Event types' })).toContainText('Intro call');
  await expect(section.getByRole('button')).toHaveCount(0);
});
