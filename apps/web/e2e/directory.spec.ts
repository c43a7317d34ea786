import { expect, test } from '@playwright/test';
import { E2E_ADMIN, gotoLanding, hydrateLanding, interact } from './fixtures';

/**
 * The public designer directory and profiles (issue 19 item 5), as a visitor uses them: from the
 * landing page's designers section to the directory, a filter, a profile, "Work with {name}" to
 * the booking page (issue 42), and the contact form's inquiry about the designer, recorded on the
 * lead.
 */
test('a visitor finds a designer in the directory and asks to work with them', async ({ page }) => {
  test.slow(); // five pages and an inquiry: over 30 s on a machine half as fast as ours
  const marker = `e2e-directory-${Date.now()}`;
  await gotoLanding(page, '/');
  const seeAll = page.locator('#designers').getByRole('link', { name: 'See all designers' });
  await seeAll.scrollIntoViewIfNeeded();
  await seeAll.click();
  await expect(page).toHaveURL(/\/designers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Designers' })).toBeVisible();
  const cards = page
    .getByRole('list', { name: 'Designers' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 2 }),
    });
  const all = await cards.count();
  expect(all).toBeGreaterThan(1);

  // Filter by a skill: the form is a plain GET, so the filter is in the address.
  await page.getByRole('combobox', { name: 'Skill' }).selectOption('UX Research');
  await page.getByRole('button', { name: 'Show designers' }).click();
  await expect(page).toHaveURL(/skill=UX\+Research/);
  await expect(page.getByRole('status')).toContainText('matching');
  const filtered = await cards.count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  for (const card of await cards.all())
    await expect(card.getByRole('list', { name: 'Skills' })).toBeVisible();

  // Search: no match shows the way back.
  await page.getByLabel('Search designers').fill('zeppelin-airship');
  await page.getByRole('button', { name: 'Show designers' }).click();
  await expect(page.getByText('No designers to show')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/designers$/);

  // A profile, and the call to work with them.
  await page.getByRole('link', { name: 'Amara Okafor' }).click();
  await expect(page).toHaveURL(/\/designers\/amara-okafor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Selected work' })).toBeVisible();
  await page.getByRole('link', { name: 'Work with Amara Okafor' }).click();
  // The booking page (issue 42), with the designer recorded on the call.
  await expect(page).toHaveURL(/\/book\?designer=amara-okafor/);
  await expect(page.getByText('with a view to working with Amara Okafor')).toBeVisible();
  // The browser told it which page of the site the visitor came from (its Referer): a booking
  // records it on the lead (issue 42 item 6), and the page keeps it in its links to each time.
  await expect(page.locator('ul[aria-label^="Free times on"] a').first()).toHaveAttribute(
    'href',
    /[?&]page=%2Fdesigners%2Famara-okafor(&|$)/,
  );

  // An inquiry through the contact form about the designer.
  await page.goto('/?designer=amara-okafor#contact');
  await interact(page);
  const contact = page.locator('#contact');
  await expect(contact.getByRole('status')).toContainText('Your inquiry is about Amara Okafor');
  await contact.getByLabel('Name').fill('Grace Hopper');
  await contact.getByLabel('Email').fill('grace@example.com');
  await contact.getByLabel('Company').fill('Compilers Inc');
  await contact.getByLabel(/inquiry/i).selectOption('designer');
  await contact.getByLabel('Message').fill(`We would like Amara for a quarter. ${marker}`);
  await contact.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();

  const login = await page.request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const inbox = (await (await page.request.get('/api/admin/contact-submissions')).json()) as {
    items: { id: number; message: string }[];
  };
  const stored = inbox.items.find((s) => s.message.includes(marker));
  expect(stored, 'the inquiry is in the inbox').toBeDefined();
  const lead = (await (await page.request.get(`/api/admin/leads/${stored!.id}`)).json()) as {
    sourceDesigner: { name: string; slug: string } | null;
  };
  expect(lead.sourceDesigner).toMatchObject({ name: 'Amara Okafor', slug: 'amara-okafor' });
});

test('the notice takes the designer off the inquiry, and an unknown profile is a 404 page', async ({
  page,
}) => {
  await page.goto('/?designer=amara-okafor#contact');
  await interact(page);
  await hydrateLanding(page, 'contact');
  const notice = page.locator('#contact').getByRole('status');
  await expect(notice).toContainText('Amara Okafor');
  await notice.getByRole('button', { name: 'Not about Amara Okafor' }).click();
  await expect(notice).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('designer')).toBeNull();

  const missing = await page.goto('/designers/no-such-designer');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Designer not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See every designer' }).click();
  await expect(page).toHaveURL(/\/designers$/);
});

test('a skill chosen before the directory has hydrated stays chosen', async ({ page }) => {
  // A slow phone: the visitor picks a skill while the page's script is still loading.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/designers', { waitUntil: 'commit' });
  const skill = page.getByRole('combobox', { name: 'Skill' });
  await skill.selectOption('UX Research');
  // Hydrated: React has attached itself to the form's fields (and the static parts around the
  // form have re-rendered, which once put the server's HTML back over the form).
  await page.waitForFunction(() => {
    const select = document.getElementById('directory-skill');
    return select !== null && Object.keys(select).some((key) => key.startsWith('__reactFiber'));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(skill).toHaveValue('UX Research');
  await page.getByRole('button', { name: 'Show designers' }).click();
  await expect(page).toHaveURL(/skill=UX\+Research/);
});
