import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, loginThroughForm, uniqueUsername } from './fixtures';

/**
 * Invitations (issue 44 item 1): an admin invites a teammate with a role on /admin/users and
 * copies the link; the teammate opens it without an account, picks a username and password and
 * lands in the console with that role; the link then no longer opens, nor does a revoked one.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PASSWORD = 'Amber-Lighthouse-Orbit-63';

/** Invites `email` with `role` on the users screen and returns the link it shows once. */
async function invite(page: Page, email: string, role: 'Editor' | 'Viewer'): Promise<string> {
  await page.goto('/admin/users');
  const panel = page.getByRole('region', { name: 'Invitations' });
  await page.getByRole('button', { name: 'Invite a teammate' }).click();
  await expect(panel.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await panel.getByLabel('Role').selectOption({ label: role });
  await panel.getByRole('button', { name: 'Invite', exact: true }).click();
  const link = panel.getByLabel(`Invitation link for ${email}`);
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.getByRole('list', { name: 'Pending invitations' })).toContainText(email);
  return link.inputValue();
}

/** A fresh browser context, signed in as nobody. */
async function stranger(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('an invited editor joins from the link and lands in the console with that role', async ({
  page,
  browser,
}) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const email = `${uniqueUsername('dana')}@example.com`;
  // The address is checked under its field first.
  await page.goto('/admin/users');
  const panel = page.getByRole('region', { name: 'Invitations' });
  await panel.getByLabel('Email').fill('not an address');
  await panel.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(panel.getByText('Enter a valid email address')).toBeVisible();
  const url = await invite(page, email, 'Editor');
  expect(
    (await new AxeBuilder({ page }).include('[aria-labelledby="invitations-title"]').analyze())
      .violations,
  ).toEqual([]);

  const invitee = await stranger(browser);
  const res = await invitee.goto(url);
  expect(res?.headers()['cache-control']).toBe('private, no-store');
  await expect(invitee.getByRole('heading', { name: 'Join the console' })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  const blocking = (await new AxeBuilder({ page: invitee }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(blocking.map((v) => v.id)).toEqual([]);
  const username = uniqueUsername('dana');
  await invitee.getByLabel('Username').fill(E2E_ADMIN.username);
  await invitee.getByLabel('Password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Join the console' }).click();
  await expect(invitee.getByText('Username already exists')).toBeVisible();
  await invitee.getByLabel('Username').fill(username);
  await invitee.getByRole('button', { name: 'Join the console' }).click();
  await expect(invitee).toHaveURL(/\/admin$/);
  await expect(invitee.getByRole('heading', { name: `Welcome back, ${username}` })).toBeVisible();
  const me = (await (await invitee.request.get('/api/session/user')).json()) as { role: string };
  expect(me.role).toBe('editor');

  // Used: the link no longer opens, and the invitation left the pending list.
  const again = await stranger(browser);
  await again.goto(url);
  await expect(again.getByText('This invitation was already used')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Invitations' })).not.toContainText(email);
});

test('a revoked invitation no longer opens; sending again replaces the link', async ({
  page,
  browser,
}) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const email = `${uniqueUsername('vic')}@example.com`;
  const first = await invite(page, email, 'Viewer');
  const panel = page.getByRole('region', { name: 'Invitations' });
  await panel.getByRole('button', { name: `Send again the invitation of ${email}` }).click();
  await expect(page.getByText('Invitation sent again', { exact: true })).toBeVisible();
  const second = await panel.getByLabel(`Invitation link for ${email}`).inputValue();
  expect(second).not.toBe(first);
  const old = await stranger(browser);
  await old.goto(first);
  await expect(old.getByText('This invitation link does not exist')).toBeVisible();

  await panel.getByRole('button', { name: `Revoke the invitation of ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this invitation?' })
    .getByRole('button', { name: 'Revoke invitation' })
    .click();
  await expect(page.getByText('Invitation revoked', { exact: true })).toBeVisible();
  const revoked = await stranger(browser);
  await revoked.goto(second);
  await expect(revoked.getByText('This invitation was revoked')).toBeVisible();
});
