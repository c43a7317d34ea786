import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  E2E_ADMIN,
  expectAccessible,
  hydrateLanding,
  loginThroughForm,
  uniqueUsername,
} from './fixtures';

/**
 * Releases (issue 20 item 3) in the built app, as an editor works: a hero change and a new
 * testimonial are kept as drafts and added to a release, its preview link shows them to a
 * visitor without an account, it is scheduled a minute ahead, and `/` shows both once the
 * release publisher has run; its preview link then no longer opens. Everything touched is put
 * back at the end.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PASSWORD = 'Amber-Orchard-Signal-57';
let admin: APIRequestContext;
const editor = { id: 0, username: '' };
let originalHero: unknown = null;

test.beforeAll(async ({ baseURL }) => {
  editor.username = uniqueUsername('releaser');
  const visitor = await request.newContext({ baseURL });
  const registered = await visitor.post('/api/register', {
    data: { username: editor.username, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  editor.id = ((await registered.json()) as { id: number }).id;
  await visitor.dispose();
  admin = await request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
  await admin.patch(`/api/admin/users/${editor.id}`, { data: { role: 'editor' } });
  const hero = await admin.get('/api/content/hero');
  originalHero =
    hero.status() === 404 ? null : ((await hero.json()) as { content: unknown }).content;
});

test.afterAll(async () => {
  await admin.put('/api/admin/content/hero', { data: { content: originalHero ?? {} } });
  await admin.delete(`/api/admin/users/${editor.id}`);
  await admin.dispose();
});

/** The hero title the server's HTML of `/` shows (before any script runs). */
async function liveHeroTitle(page: Page): Promise<string> {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  return (
    /<h1[^>]*id="hero-title"[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
  );
}

/** Adds the open editor's block or record to the release `name`. */
async function addToRelease(page: Page, name: string) {
  const group = page.getByRole('group', { name: 'Releases' });
  await group.getByLabel('Release to add to').selectOption({ label: name });
  await group.getByRole('button', { name: 'Add to release' }).click();
  await expect(group.getByRole('link', { name: new RegExp(name) })).toBeVisible();
}

test('an editor releases a hero change and a new testimonial at a set time, shared by a preview first', async ({
  page,
  browser,
}) => {
  // A minute's wait for the schedule, on top of the flow.
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const name = `Spring launch ${stamp}`;
  const heroTitle = `Spring is here ${stamp}`;
  const person = `Rowan ${stamp}`;
  const quote = `They shipped our spring launch in a week (${stamp}).`;

  await loginThroughForm(page, editor.username, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/releases');
  await page.getByLabel('Release name').fill(name);
  // The new release's page is slow to come (its data held back): the old page stays on screen
  // meanwhile, and focus must not end on its heading.
  await page.route(/\/trpc\/releases\.byId/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create release' }).click();
  await expect(page).toHaveURL(/\/admin\/releases\/\d+$/);
  const releasePath = new URL(page.url()).pathname;
  // The form that had focus is gone: focus carries on from the new release's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.unrouteAll();

  // The hero change, kept as a draft and added to the release.
  await page.goto('/admin/pages/hero');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(heroTitle);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('draft-status')).toBeVisible();
  await addToRelease(page, name);
  // Discarding it now would leave the release nothing of it to publish: the confirmation says so.
  await page.getByRole('button', { name: 'Discard draft' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard this draft?' });
  await expect(discard).toContainText(`The release “${name}” was to publish this draft`);
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(discard).toBeHidden();

  // A new testimonial, saved as a draft and added too.
  await page.goto('/admin/testimonials/new');
  await page.getByLabel('Name', { exact: true }).fill(person);
  await page.getByLabel('Quote').fill(quote);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials\/\d+$/);
  const testimonialId = Number(page.url().split('/').pop());
  await addToRelease(page, name);

  // Nothing is live yet.
  expect(await liveHeroTitle(page)).not.toBe(heroTitle);

  await page.goto(releasePath);
  const contents = page.getByRole('list', { name: 'Drafts in this release' });
  await expect(contents.getByRole('listitem')).toHaveCount(2);
  await expect(contents).toContainText('Hero');
  await expect(contents).toContainText(person);

  // A preview link to share.
  const links = page.getByRole('region', { name: 'Preview links' });
  await links.getByRole('button', { name: 'Make a preview link' }).click();
  const previewUrl = await links.getByRole('textbox', { name: 'New preview link' }).inputValue();

  // Scheduled a minute ahead, in the browser's time zone.
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  });
  await page.getByLabel('Publish at').fill(at);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Release scheduled', { exact: true })).toBeVisible();
  await expect(page.locator('[data-release-status]').first()).toHaveText('Scheduled');
  expect(await liveHeroTitle(page)).not.toBe(heroTitle);

  // While the minute runs: the preview link shows both drafts to someone without an account,
  // and the release screen passes axe at both widths.
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  const shared = await visitor.goto(previewUrl);
  expect(shared?.status()).toBe(200);
  await expect(visitor.locator('#hero-title')).toHaveText(heroTitle);
  // The new testimonial is the last one (unfeatured, the newest): its dot shows it, once the
  // section has hydrated (a click before that does nothing; the visitor's would come later).
  await hydrateLanding(visitor, 'testimonials');
  const section = visitor.locator('#testimonials');
  await section.scrollIntoViewIfNeeded();
  await section
    .getByRole('button', { name: /^Show testimonial \d+$/ })
    .last()
    .click();
  await expect(section).toContainText(quote);

  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The release publisher runs (every 5 s): `/` shows both, once the minute has passed.
  await expect
    .poll(() => liveHeroTitle(page), { timeout: 120_000, intervals: [2_000] })
    .toBe(heroTitle);
  const testimonials = (await (await page.request.get('/api/testimonials')).json()) as {
    quote: string;
  }[];
  expect(testimonials.map((t) => t.quote)).toContain(quote);
  await page.reload();
  await expect(page.locator('[data-release-status]').first()).toHaveText('Published');

  // Its preview link was revoked with the publish.
  expect((await visitor.goto(previewUrl))?.status()).toBe(410);
  await guest.close();

  await admin.delete(`/api/admin/testimonials/${testimonialId}`);
});
