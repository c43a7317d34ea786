import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyFormaWebhook, type FormaWebhookEvent } from '@forma/api/client';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, expectAccessible, loginThroughForm, uniqueUsername } from './fixtures';

/**
 * Webhooks (issue 43) in the built app: an admin adds an endpoint pointing at a receiver this
 * test runs on 127.0.0.1 (the e2e server allows private addresses: WEBHOOKS_ALLOW_PRIVATE), sees
 * its secret once, sends a test and watches the log show it delivered (200); the receiver got a
 * signed POST that `verifyFormaWebhook` accepts. A 500 shows as a failed attempt, Replay delivers
 * it; a lead's status change arrives as a real event; edits keep unsaved work; a rotated secret
 * signs beside the old one; axe passes at 1440 and 390 px, where nothing scrolls sideways.
 * Editors and viewers cannot open the screen; the dashboard tells admins of switched-off ones.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** One request the receiver got: method, headers and the body exactly as sent. */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1: records every request; answers 500 `failures` times first. */
class Receiver {
  readonly requests: Received[] = [];
  failures = 0;
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (this.failures > 0) {
        this.failures -= 1;
        res.writeHead(500, { 'content-type': 'text/plain' }).end('receiver down for a moment');
      } else res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks, got it');
    });
  });

  /** Starts listening on a free port; returns the endpoint's URL. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/forma`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The requests of event type `type`, in arrival order. */
  of(type: string): Received[] {
    return this.requests.filter((r) => r.headers['forma-event-type'] === type);
  }
}

const receiver = new Receiver();
let endpointUrl = '';

test.beforeAll(async () => {
  endpointUrl = await receiver.start();
});

test.afterAll(async () => {
  await receiver.stop();
});

/** Calls a tRPC procedure of the signed-in `api` (the console's own API): its answer's `json`. */
async function trpc<T>(api: APIRequestContext, path: string, input?: unknown): Promise<T> {
  const res =
    input === undefined
      ? await api.get(`/trpc/${path}`)
      : await api.post(`/trpc/${path}`, { data: { json: input } });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** Deletes every endpoint (left by an earlier attempt), so the screen starts empty. */
async function deleteAllEndpoints(api: APIRequestContext) {
  for (const { id } of await trpc<{ id: number }[]>(api, 'webhooks.list'))
    await trpc(api, 'webhooks.delete', { id });
}

/** Checks `received` is signed with `secret` and answers its event. */
async function verified(secret: string, received: Received): Promise<FormaWebhookEvent> {
  expect(received.method).toBe('POST');
  expect(received.headers['forma-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
  return verifyFormaWebhook(secret, received.headers, received.body);
}

/** The delivery log's rows (the table at 1440 px). */
const logRows = (page: Page) =>
  page.getByRole('region', { name: 'Deliveries' }).locator('tbody tr[data-delivery-id]');

/** The secret the open secret dialog shows, after checking it says it is shown once. */
async function shownSecret(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('It will not be shown again');
  const secret = await dialog.getByLabel(`Signing secret for ${endpointUrl}`).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  return secret;
}

test('an admin adds an endpoint, sends a test, sees a failure, replays it and gets real events', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await deleteAllEndpoints(page.request);

  // In the console's menu, beside the other admin screens.
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .first()
    .getByRole('link', { name: 'Webhooks' })
    .click();
  await expect(page).toHaveURL(/\/admin\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

  // Empty: what webhooks are, and the way to add the first one.
  await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
  await expect(page.getByText(/POSTs the event as JSON to your address, signed/)).toBeVisible();
  await page.getByRole('button', { name: 'Add your first endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add an endpoint' });
  await expect(form).toBeVisible();

  // Checked under each field, with the validators' messages.
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('URL is required')).toBeVisible();
  await expect(form.getByText('Choose at least one event')).toBeVisible();
  await form.getByLabel('URL', { exact: true }).fill('ftp://example.com/hook');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(
    form.getByText('Enter a full address starting with https:// (or http://)'),
  ).toBeVisible();

  await form.getByLabel('URL', { exact: true }).fill(endpointUrl);
  await form.getByLabel('Description').fill('The e2e receiver');
  // "All events" ticks every event and unticks them again.
  const all = form.getByRole('checkbox', { name: 'All events' });
  await all.check();
  await expect(form.getByRole('checkbox', { name: 'Media uploaded' })).toBeChecked();
  await all.uncheck();
  await expect(form.getByRole('checkbox', { name: 'Media uploaded' })).not.toBeChecked();
  await form.getByRole('checkbox', { name: 'Lead status changed' }).check();
  await form.getByRole('checkbox', { name: 'Content published' }).check();
  await expect(form.getByText('Choose at least one event')).toBeHidden();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  // The secret, once, with Copy.
  const secret = await shownSecret(page, 'Endpoint added: its signing secret');
  await page.getByRole('button', { name: 'Copy secret' }).click();
  await expect(page.getByText('Secret copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: endpointUrl }),
  });
  await expect(card).toContainText('The e2e receiver');
  await expect(card.locator('[data-endpoint-state]')).toHaveText('Active');
  await expect(card.getByRole('list', { name: `Events sent to ${endpointUrl}` })).toHaveText(
    /Content published\s*Lead status changed/,
  );
  await expect(card).toContainText('None yet');
  // Never shown again.
  await page.reload();
  await expect(card).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // Send test: the log shows it delivered with a 200 without a reload.
  await card.getByRole('button', { name: `Send test to ${endpointUrl}` }).click();
  await expect(page.getByText('Test queued', { exact: true })).toBeVisible();
  const testRow = logRows(page).filter({ hasText: 'webhook.test' }).first();
  await expect(testRow.locator('[data-delivery-status]')).toHaveText('Delivered', {
    timeout: 20_000,
  });
  await expect(testRow).toContainText('200');
  await expect(testRow).toContainText('thanks, got it');
  await expect(card.locator('[data-delivery-status]')).toHaveText('Delivered');
  await expect(card).toContainText('HTTP 200');

  // The receiver got a POST signed with the secret.
  await expect.poll(() => receiver.of('webhook.test').length).toBe(1);
  const tested = await verified(secret, receiver.of('webhook.test')[0]!);
  expect(tested.type).toBe('webhook.test');
  expect(receiver.of('webhook.test')[0]!.headers['forma-event-id']).toBe(tested.id);
  await expect(
    verifyFormaWebhook(
      'whsec_not-the-secret',
      receiver.requests[0]!.headers,
      receiver.requests[0]!.body,
    ),
  ).rejects.toThrow(/does not match/);

  // The receiver fails once: a failed attempt (500, retried later), then Replay delivers it.
  receiver.failures = 1;
  await card.getByRole('button', { name: `Send test to ${endpointUrl}` }).click();
  const failedRow = logRows(page).first();
  await expect(failedRow.locator('[data-delivery-status]')).toHaveText('Retrying', {
    timeout: 20_000,
  });
  await expect(failedRow).toContainText('500');
  await expect(failedRow).toContainText('The receiver answered 500');
  await expect(card.locator('[data-endpoint-state]')).toHaveText('Failing');
  // The whole answer is one click away.
  const failedId = await failedRow.getAttribute('data-delivery-id');
  const showAnswer = failedRow.getByRole('button', { name: /the whole answer/ });
  await showAnswer.click();
  await expect(showAnswer).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#delivery-${failedId}-answer`)).toContainText(
    'receiver down for a moment',
  );
  await failedRow.getByRole('button', { name: /^Replay delivery/ }).click();
  await expect(page.getByText('Replay queued', { exact: true })).toBeVisible();
  const replayRow = logRows(page).filter({ hasText: `Replay of #${failedId}` });
  await expect(replayRow.locator('[data-delivery-status]')).toHaveText('Delivered', {
    timeout: 20_000,
  });
  await expect(replayRow).toContainText('200');
  await expect.poll(() => receiver.of('webhook.test').length).toBe(3);
  const [, failed, replayed] = receiver.of('webhook.test');
  // A replay is the same event: the same id, so a receiver can tell it already has it.
  expect((await verified(secret, replayed!)).id).toBe((await verified(secret, failed!)).id);
  await expect(card.locator('[data-endpoint-state]')).toHaveText('Active');

  // The replay took over from the retrying original: it is not sent a third time.
  await expect(
    logRows(page)
      .and(page.locator(`[data-delivery-id="${failedId}"]`))
      .locator('[data-delivery-status]'),
  ).toHaveText('Replaced');

  // The filters live in the URL.
  await page.getByLabel('Status', { exact: true }).selectOption('replaced');
  await expect(page).toHaveURL(/status=replaced/);
  await expect(logRows(page)).toHaveCount(1);
  await expect(logRows(page).first()).toContainText('Replaced');
  await page.getByLabel('Status', { exact: true }).selectOption('');

  // A real event: a lead's status changes, and the endpoint gets it, signed.
  const marker = uniqueUsername('hook');
  const sent = await page.request.post('/api/contact', {
    data: {
      name: `Hook ${marker}`,
      email: `${marker}@example.com`,
      company: 'Webhook Co',
      inquiryType: 'project',
      message: 'A lead whose status changes.',
    },
  });
  expect(sent.ok()).toBe(true);
  const { id: leadId } = (await sent.json()) as { id: number };
  const moved = await page.request.post(`/api/admin/leads/${leadId}/status`, {
    data: { status: 'contacted' },
  });
  expect(moved.ok()).toBe(true);
  await expect.poll(() => receiver.of('lead.status_changed').length, { timeout: 30_000 }).toBe(1);
  const event = await verified(secret, receiver.of('lead.status_changed')[0]!);
  expect(event).toMatchObject({
    type: 'lead.status_changed',
    actor: { username: E2E_ADMIN.username },
    data: { lead: { id: leadId }, from: 'new', to: 'contacted' },
  });
  // lead.created was not ticked: it was not sent.
  expect(receiver.of('lead.created')).toHaveLength(0);
  await page.reload();
  const leadRow = logRows(page).filter({ hasText: 'lead.status_changed' });
  await expect(leadRow.locator('[data-delivery-status]')).toHaveText('Delivered');

  // Edit: unsaved work survives a cancelled close, then saves.
  await card.getByRole('button', { name: `Edit ${endpointUrl}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit endpoint' });
  await expect(edit.getByLabel('URL', { exact: true })).toHaveValue(endpointUrl);
  await expect(edit.getByRole('checkbox', { name: 'Lead status changed' })).toBeChecked();
  await edit.getByLabel('Description').fill('The e2e receiver, edited');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(edit.getByLabel('Description')).toHaveValue('The e2e receiver, edited');
  // By keyboard: Space ticks an event.
  const recordDeleted = edit.getByRole('checkbox', { name: 'Record deleted' });
  await recordDeleted.press('Space');
  await expect(recordDeleted).toBeChecked();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Endpoint saved', { exact: true })).toBeVisible();
  await expect(card).toContainText('The e2e receiver, edited');
  await expect(card).toContainText('Record deleted');

  // Paused and on again with its switch.
  const toggle = card.getByRole('switch', { name: `Send events to ${endpointUrl}` });
  await toggle.click();
  await expect(page.getByText('Endpoint paused', { exact: true })).toBeVisible();
  await expect(card.locator('[data-endpoint-state]')).toHaveText('Paused');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  // A test still goes to a paused endpoint; the log shows it delivered without a reload.
  await card.getByRole('button', { name: `Send test to ${endpointUrl}` }).click();
  await expect(page.getByText('Test queued', { exact: true })).toBeVisible();
  await expect(logRows(page).first().locator('[data-delivery-status]')).toHaveText('Delivered', {
    timeout: 20_000,
  });
  await toggle.click();
  await expect(page.getByText('Endpoint switched on', { exact: true })).toBeVisible();
  await expect(card.locator('[data-endpoint-state]')).toHaveText('Active');

  // Rotate (after a confirm): a new secret once; the old one keeps signing beside it.
  await card.getByRole('button', { name: `Rotate secret of ${endpointUrl}` }).click();
  await page
    .getByRole('dialog', { name: 'Rotate the signing secret?' })
    .getByRole('button', { name: 'Rotate secret' })
    .click();
  const rotated = await shownSecret(page, 'New signing secret');
  expect(rotated).not.toBe(secret);
  await expect(page.getByRole('dialog', { name: 'New signing secret' })).toContainText(
    'The old secret keeps signing beside it until',
  );
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('the old one keeps signing beside the new one until');
  await card.getByRole('button', { name: `Send test to ${endpointUrl}` }).click();
  // Signed with both secrets during the overlap (two v1=); the failed test's own retry, a
  // minute after it failed, may arrive too: any such delivery is one to check.
  const signedTwice = () =>
    receiver
      .of('webhook.test')
      .filter((r) => String(r.headers['forma-signature']).match(/v1=/g)?.length === 2);
  await expect.poll(() => signedTwice().length, { timeout: 20_000 }).toBeGreaterThan(0);
  const afterRotation = signedTwice().at(-1)!;
  await verified(rotated, afterRotation);
  await verified(secret, afterRotation);

  // axe at 1440 px, then at 390 px, where nothing scrolls sideways and the log is a list.
  await expect(logRows(page).first().locator('[data-delivery-status]')).toHaveText('Delivered', {
    timeout: 20_000,
  });
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Deliveries' })).toBeVisible();
  await expectAccessible(page);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await card.getByRole('button', { name: `Edit ${endpointUrl}` }).click();
  await expect(edit).toBeVisible();
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });

  // Delete, after a confirm: the screen is empty again.
  await card.getByRole('button', { name: `Delete ${endpointUrl}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this endpoint?' })
    .getByRole('button', { name: 'Delete endpoint' })
    .click();
  await expect(page.getByText('Endpoint deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
});

test('the dashboard tells an admin of an endpoint switched off for failing', async ({ page }) => {
  await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  // An endpoint is switched off after a day of failures: the test answers `webhooks.disabled`
  // with one (the rest of the batch is the server's).
  const url = 'https://hooks.example.com/forma';
  await page.route(/\/trpc\/[^?]*webhooks\.disabled/, async (route) => {
    const paths = decodeURIComponent(new URL(route.request().url()).pathname)
      .replace(/^\/trpc\//, '')
      .split(',');
    const response = await route.fetch();
    const answers = (await response.json()) as unknown[];
    answers[paths.indexOf('webhooks.disabled')] = {
      result: { data: { json: [{ id: 1, url, disabledAt: null, disabledReason: 'down' }] } },
    };
    await route.fulfill({ response, json: answers });
  });
  await page.goto('/admin');
  const notice = page.getByRole('alert').filter({ hasText: url });
  await expect(notice).toContainText(
    `Webhook endpoint ${url} was switched off: every delivery failed for a day`,
  );
  await notice.getByRole('link', { name: /Webhooks screen/ }).click();
  await expect(page).toHaveURL(/\/admin\/webhooks$/);
});

test('editors and viewers cannot open the webhooks screen', async ({ page, baseURL }) => {
  const admin = await request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
  const password = 'Copper-Harbor-Lantern-47';
  for (const role of ['editor', 'viewer'] as const) {
    const username = uniqueUsername(role);
    const visitor = await request.newContext({ baseURL });
    const registered = await visitor.post('/api/register', { data: { username, password } });
    expect(registered.status()).toBe(201);
    const { id } = (await registered.json()) as { id: number };
    await visitor.dispose();
    expect((await admin.patch(`/api/admin/users/${id}`, { data: { role } })).ok()).toBe(true);
    try {
      await page.context().clearCookies();
      await loginThroughForm(page, username, password);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(
        page
          .getByRole('navigation', { name: 'Admin' })
          .first()
          .getByRole('link', { name: 'Designers' }),
      ).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: 'Admin' })
          .first()
          .getByRole('link', { name: 'Webhooks' }),
      ).toHaveCount(0);
      await page.goto('/admin/webhooks');
      await expect(
        page.getByRole('alert').filter({ hasText: 'This screen is for admins' }),
      ).toBeVisible();
      // What the screen refuses, the server refuses too.
      expect((await page.request.get('/trpc/webhooks.list')).status()).toBe(403);
    } finally {
      await admin.delete(`/api/admin/users/${id}`);
    }
  }
  await admin.dispose();
});
