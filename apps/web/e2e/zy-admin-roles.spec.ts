import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, loginThroughForm, uniqueUsername } from './fixtures';

/**
 * Console roles (issue 20 item 4): an admin gives a registered user the editor role on the users
 * screen; an editor works the content but never sees users, the audit log or the database tools;
 * a viewer reads the console without a control that would change anything.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PASSWORD = 'Quiet-Meadow-Compass-81';
let admin: APIRequestContext;
const users: Record<'editor' | 'viewer', { id: number; username: string }> = {
  editor: { id: 0, username: '' },
  viewer: { id: 0, username: '' },
};

test.beforeAll(async ({ baseURL }) => {
  for (const role of ['editor', 'viewer'] as const) {
    const username = uniqueUsername(role);
    const visitor = await request.newContext({ baseURL });
    const registered = await visitor.post('/api/register', {
      data: { username, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    users[role] = { id: ((await registered.json()) as { id: number }).id, username };
    await visitor.dispose();
  }
  admin = await request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
  // The viewer through the API; the editor through the users screen (the first test).
  const viewer = await admin.patch(`/api/admin/users/${users.viewer.id}`, {
    data: { role: 'viewer' },
  });
  expect(await viewer.json()).toMatchObject({ role: 'viewer', isAdmin: false });
});

test.afterAll(async () => {
  for (const user of Object.values(users)) await admin.delete(`/api/admin/users/${user.id}`);
  await admin.dispose();
});

/** The sidebar's links (the desktop one). */
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' }).first();

test('an admin makes a registered user an editor on the users screen', async ({ page }) => {
  const { username } = users.editor;
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto(`/admin/users?search=${username}`);
  const role = page.getByRole('combobox', { name: `Role of ${username}` });
  await expect(role).toHaveValue('');
  await role.selectOption({ label: 'Editor' });
  await expect(
    page.getByText(`${username} can edit content and leads.`, { exact: true }),
  ).toBeVisible();
  await expect(role).toHaveValue('editor');
  // The admin's own role cannot be changed here.
  await page.goto(`/admin/users?search=${E2E_ADMIN.username}`);
  await expect(
    page.getByRole('combobox', {
      name: `Role of ${E2E_ADMIN.username} (you cannot change your own)`,
    }),
  ).toBeDisabled();
});

test('an editor works the content and never sees users, the audit log or the database tools', async ({
  page,
}) => {
  await loginThroughForm(page, users.editor.username, PASSWORD);
  // A console role is sent to the console after login (SPEC 6 for admins; issue 20 for roles).
  await expect(page).toHaveURL(/\/admin$/);
  await expect(sidebar(page).getByRole('link', { name: 'Designers' })).toBeVisible();
  for (const name of ['Users', 'Audit log', 'Database tools'])
    await expect(sidebar(page).getByRole('link', { name })).toHaveCount(0);
  // Opened from a link, an admin's screen says it is not for this role, with the way back
  // (issue 44 item 3), inside the console.
  for (const path of ['/admin/users', '/admin/audit-log', '/admin/schema-deploy']) {
    await page.goto(path);
    const refusal = page.getByRole('alert').filter({ hasText: 'This screen is for admins' });
    await expect(refusal, path).toContainText('Your role (Editor) cannot open it');
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(sidebar(page).getByRole('link', { name: 'Designers' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/designers');
  await expect(page.getByRole('link', { name: 'New designer' })).toBeVisible();
  await page.goto('/admin/pages/hero');
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expect(page.locator('[data-read-only-note]')).toHaveCount(0);
  await page.goto('/admin/settings');
  await expect(page.getByRole('button', { name: 'Save draft' }).first()).toBeVisible();
});

test('a viewer reads the console without a control that would change anything', async ({
  page,
}) => {
  await loginThroughForm(page, users.viewer.username, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(users.viewer.username);
  // The dashboard links only to screens the role may open: no Users card.
  await expect(page.getByRole('link', { name: /Designers/ }).first()).toBeVisible();
  await expect(page.locator('main a[href="/admin/users"]')).toHaveCount(0);

  await page.goto('/admin/designers');
  const firstDesigner = page.getByRole('link', { name: /^Open / }).first();
  await expect(firstDesigner).toBeVisible();
  await expect(page.getByRole('link', { name: 'New designer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change order' })).toHaveCount(0);

  await firstDesigner.click();
  await expect(page.locator('[data-read-only-note]')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Save|Delete/, disabled: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to release' })).toHaveCount(0);
  // The works read as a list (issue 44 item 3): no Add, Edit, Delete or Move, no editing hints.
  const works = page.getByRole('list', { name: 'Works in landing-page order' });
  await expect(works.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add work' })).toHaveCount(0);
  await expect(works.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('or drop a file here', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  await page.goto('/admin/releases');
  await expect(page.locator('[data-read-only-note]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create release' })).toHaveCount(0);

  await page.goto('/admin/pages/hero');
  await expect(page.locator('[data-read-only-note]')).toBeVisible();
  await expect(page.getByRole('button', { name: /Publish|Save draft|Discard draft/ })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
  // Read views (issue 44 item 3): the note above the heading, no upload controls, and the
  // preview says which version it shows.
  const noteTop = (await page.locator('[data-read-only-note]').boundingBox())!.y;
  const headingTop = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
  expect(noteTop).toBeLessThan(headingTop);
  await expect(page.getByText(/^(Replace|Upload)$/)).toHaveCount(0);
  await expect(page.getByText(/with your unsaved changes/)).toHaveCount(0);
  await expect(
    page.getByText(/as (it is published|the saved draft has it \(not live yet\))\./).first(),
  ).toBeVisible();
  for (const path of ['/admin/users', '/admin/audit-log', '/admin/schema-deploy']) {
    await page.goto(path);
    const refusal = page.getByRole('alert').filter({ hasText: 'This screen is for admins' });
    await expect(refusal, path).toContainText('Your role (Viewer) cannot open it');
  }

  await page.goto('/admin/settings');
  await expect(page.locator('[data-read-only-note]')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^(Save draft|Publish|Reset to default)$/ }),
  ).toHaveCount(0);

  // A viewer tries the designs in the explorers' previews; saving a choice is an editor's.
  await page.goto('/admin/ai-design-explorations');
  await page.getByRole('radio', { name: /^Style 3/ }).check();
  await expect(page.getByTestId('ai-design-preview')).toHaveAttribute('data-preview-style', '3');
  await expect(page.getByRole('switch')).toBeDisabled();
  await expect(page.getByRole('button', { name: /Save this design|Back to default/ })).toHaveCount(
    0,
  );
  await expect(page.locator('[data-read-only-note]')).toBeVisible();

  await page.goto('/admin/contact-submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact submissions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete a person’s data' })).toHaveCount(0);
  // A lead reads as text: its status and assignee, its notes and shortlist, nothing to press.
  const stamp = Date.now().toString(36);
  const sent = await page.request.post('/api/contact', {
    data: {
      name: `Viewer Lead ${stamp}`,
      email: `viewer-lead-${stamp}@example.com`,
      company: 'Read Only Co',
      inquiryType: 'project',
      message: 'A lead a viewer opens to read.',
    },
  });
  expect(sent.ok()).toBe(true);
  const leads = (await (
    await page.request.get(`/api/admin/leads?q=viewer-lead-${stamp}@example.com`)
  ).json()) as { items: { id: number }[] };
  await page.goto(`/admin/contact-submissions/${leads.items[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Viewer Lead ${stamp}` })).toBeVisible();
  await expect(page.getByText('Status', { exact: true })).toBeVisible();
  for (const name of [/^Add note/, /^Mark as spam/, /^Add .* to the shortlist/, /^Delete lead/])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveCount(0);

  // What the screen hides, the server refuses too.
  const refused = await page.request.put('/api/settings/aiSectionEnabled', {
    data: { value: 'false' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    message: 'Your role can read the console but not change it',
  });

  // The read-only screens pass axe at 1440 and 390 px.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/admin/settings', '/admin/pages/hero', '/admin/calls']) {
      await page.goto(path);
      await expect(page.locator('[data-read-only-note]')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking, `${path} at ${width} px`).toEqual([]);
    }
  }
});
