import { totpKeyring } from '@forma/api';
import { verifyFormaWebhook } from '@forma/api/client';
import { listWebhookDeliveries, openDatabase, type DatabaseHandle } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { WEBHOOK_EVENT_TYPES, webhookPayload } from '@forma/validators';
import { sql } from 'kysely';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startWebhookDeliverer,
  webhookStep,
  WEBHOOK_BACKOFF_MS,
  type WebhookDelivererDeps,
} from '../src/jobs/webhook-deliverer';
import { createTestApp, signedInClient, TEST_SECRET, type Client, type TestApp } from './helpers';
import { png, upload } from './upload-helpers';
import { WebhookReceiver } from './webhook-receiver';

/**
 * Webhooks end to end (issue 43): the console's procedures, events written by real writes, the
 * deliverer's signed POSTs to a receiver on this machine, retries, two instances, the address
 * checks, rotation and replay, on both databases.
 */

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const keys = totpKeyring({ sessionSecret: TEST_SECRET });
const json = { 'content-type': 'application/json' };

/** Calls tRPC procedure `path` as `client` (a mutation with `input`, or a query). */
async function trpc<T>(client: Client, path: string, input?: unknown, query = false): Promise<T> {
  const res = query
    ? await client.request({
        method: 'GET',
        url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`,
      })
    : await client.request({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: json,
        payload: JSON.stringify(superjson.serialize(input)),
      });
  const body = res.json();
  if (res.statusCode !== 200)
    throw Object.assign(new Error(body.error?.json?.message ?? res.body), {
      status: res.statusCode,
    });
  return superjson.deserialize(body.result.data) as T;
}

interface Created {
  endpoint: { id: number; url: string };
  secret: string;
}

describe.each(DATABASE_KINDS)('webhooks on %s', (kind) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let base: string;
  let admin: Client;
  let deps: WebhookDelivererDeps;

  beforeAll(async () => {
    receiver = new WebhookReceiver();
    base = await receiver.listen();
    t = await createTestApp(kind);
    deps = { db: t.database.db, log: silent, keys, allowPrivate: true };
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    await truncateAll(t.database);
    receiver.reset();
    admin = await signedInClient(t, 'root', 'admin');
  });

  const addEndpoint = (events: string[], path = '/hook') =>
    trpc<Created>(admin, 'webhooks.create', { url: `${base}${path}`, events });

  /** Runs the deliverer's step until nothing is due; answers what each step did. */
  async function deliverAll(options: Partial<WebhookDelivererDeps> = {}) {
    const step = webhookStep({ ...deps, ...options });
    const outcomes = [];
    for (let outcome = await step(); outcome; outcome = await step()) outcomes.push(outcome);
    return outcomes;
  }

  it('shows the secret once, stores it sealed, and lets only admins manage endpoints', async () => {
    const created = await addEndpoint(['content.published']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await trpc<Record<string, unknown>[]>(admin, 'webhooks.list', undefined, true);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(listed[0]).not.toHaveProperty('secret');
    const stored = await t.database.db
      .selectFrom('webhookEndpoints')
      .select('secret')
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(created.secret);

    const editor = await signedInClient(t, 'eddie', 'editor');
    await expect(trpc(editor, 'webhooks.list', undefined, true)).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      trpc(admin, 'webhooks.create', { url: 'ftp://files.example/in', events: ['lead.created'] }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      trpc(admin, 'webhooks.create', { url: `${base}/x`, events: [] }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('delivers a signed event for a real change, verified by the typed client', async () => {
    const { secret } = await addEndpoint(['content.published', 'lead.created']);
    const saved = await admin.put('/api/admin/content/about', { content: { title: 'Webhooks' } });
    expect(saved.statusCode).toBe(200);
    // A spam submission tells nobody; a real one is a lead.created.
    const contact = {
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Analytical',
      inquiryType: 'project',
      message: 'We need a designer',
    };
    expect((await admin.post('/api/contact', { ...contact, website: 'x' })).statusCode).toBe(201);
    expect((await admin.post('/api/contact', contact)).statusCode).toBe(201);

    expect(await deliverAll()).toMatchObject([
      { status: 'delivered', statusCode: 200 },
      { status: 'delivered', statusCode: 200 },
    ]);
    const [content, lead] = receiver.requests;
    for (const request of [content!, lead!]) {
      expect(request.headers['content-type']).toBe('application/json');
      const event = await verifyFormaWebhook(secret, request.headers, request.body);
      expect(webhookPayload.parse(event)).toEqual(event);
      expect(request.headers['forma-event-id']).toBe(event.id);
    }
    expect(JSON.parse(content!.body)).toMatchObject({
      type: 'content.published',
      actor: { username: 'root' },
      data: { section: 'about', content: { title: 'Webhooks' } },
    });
    expect(JSON.parse(lead!.body)).toMatchObject({
      type: 'lead.created',
      actor: null,
      data: { lead: { name: 'Ada', email: 'ada@example.com', designer: null } },
    });
  });

  it('tells every kind of change: records, releases (published and failed), uploads', async () => {
    const { secret } = await addEndpoint([...WEBHOOK_EVENT_TYPES]);
    const draft = await trpc<{ id: number }>(admin, 'admin.testimonials.createDraft', {
      name: 'Grace',
      quote: 'They found our designer in a week.',
    });
    await trpc(admin, 'admin.testimonials.publish', { id: draft.id });
    await trpc(admin, 'admin.testimonials.unpublish', { id: draft.id });
    await trpc(admin, 'admin.testimonials.delete', { id: draft.id });

    await trpc(admin, 'content.saveDraft', { section: 'about', content: { title: 'Spring' } });
    const spring = await trpc<{ id: number }>(admin, 'releases.create', { name: 'Spring' });
    await trpc(admin, 'releases.addItem', {
      releaseId: spring.id,
      entity: 'content',
      entityKey: 'about',
    });
    const ada = await trpc<{ id: number }>(admin, 'admin.testimonials.createDraft', {
      name: 'Ada',
      quote: 'Published with the spring release.',
    });
    await trpc(admin, 'releases.addItem', {
      releaseId: spring.id,
      entity: 'testimonials',
      entityKey: String(ada.id),
    });
    await trpc(admin, 'releases.publishNow', { id: spring.id });

    const gone = await trpc<{ id: number }>(admin, 'admin.testimonials.createDraft', {
      name: 'Gone',
      quote: 'Deleted before its release.',
    });
    const broken = await trpc<{ id: number }>(admin, 'releases.create', { name: 'Broken' });
    await trpc(admin, 'releases.addItem', {
      releaseId: broken.id,
      entity: 'testimonials',
      entityKey: String(gone.id),
    });
    await trpc(admin, 'admin.testimonials.delete', { id: gone.id });
    await expect(trpc(admin, 'releases.publishNow', { id: broken.id })).rejects.toMatchObject({
      status: 409,
    });
    expect((await upload(t, admin, { bytes: await png(), type: 'image/png' })).statusCode).toBe(
      201,
    );

    await deliverAll();
    const events = await Promise.all(
      receiver.requests.map((r) => verifyFormaWebhook(secret, r.headers, r.body)),
    );
    for (const event of events) expect(webhookPayload.parse(event)).toEqual(event);
    // Creating a draft tells nothing (it is not on the site); deleting one does.
    expect(events.map((e) => e.type)).toEqual([
      'record.published',
      'record.unpublished',
      'record.deleted',
      'content.published',
      'record.published',
      'release.published',
      'record.deleted',
      'release.failed',
      'media.uploaded',
    ]);
    expect(events[0]).toMatchObject({
      actor: { username: 'root' },
      data: { collection: 'testimonials', id: draft.id, record: { name: 'Grace' } },
    });
    expect(events[0]!.data).not.toHaveProperty('record.draft');
    // A release tells of each block and record it published, then of itself.
    expect(events[4]).toMatchObject({
      data: { collection: 'testimonials', id: ada.id, record: { name: 'Ada' } },
    });
    expect(events[5]).toMatchObject({
      data: {
        release: {
          id: spring.id,
          name: 'Spring',
          action: 'publish',
          items: [
            { entity: 'content', key: 'about' },
            { entity: 'testimonials', key: String(ada.id) },
          ],
        },
      },
    });
    expect(events[7]).toMatchObject({
      data: { release: { id: broken.id }, reason: expect.stringMatching(/deleted/) },
    });
    expect(events[8]).toMatchObject({
      data: { media: { kind: 'image', contentType: 'image/png', width: 4, height: 3 } },
    });
  });

  it('retries a failing receiver with backoff, the same event id each time, until it takes it', async () => {
    await addEndpoint(['content.published']);
    receiver.answers.push({ status: 500 }, { status: 503 }, { status: 500 });
    await admin.put('/api/admin/content/about', { content: { title: 'Retry me' } });
    let clock = Date.now();
    const now = () => new Date(clock);
    for (const wait of WEBHOOK_BACKOFF_MS.slice(0, 3)) {
      expect(await deliverAll({ now })).toMatchObject([{ status: 'retry' }]);
      // Not due again before its backoff has passed.
      clock += wait - 1000;
      expect(await deliverAll({ now })).toEqual([]);
      clock += 1001;
    }
    expect(await deliverAll({ now })).toMatchObject([{ status: 'delivered', statusCode: 200 }]);
    expect(receiver.requests).toHaveLength(4);
    const ids = new Set(receiver.requests.map((r) => r.headers['forma-event-id']));
    expect(ids.size).toBe(1);
    const log = await trpc<{ items: Record<string, unknown>[] }>(
      admin,
      'webhooks.deliveries',
      {},
      true,
    );
    expect(log.items).toMatchObject([{ status: 'delivered', attempts: 4, lastStatusCode: 200 }]);
  });

  it('refuses addresses that resolve to this machine or a private network, at connect time', async () => {
    const deny = { allowPrivate: false };
    for (const url of [
      `http://localhost:${receiver.port}/hook`,
      `http://[::ffff:127.0.0.1]:${receiver.port}/hook`,
      `http://[::1]:${receiver.port}/hook`,
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
    ])
      await trpc(admin, 'webhooks.create', { url, events: ['content.published'] });
    await admin.put('/api/admin/content/about', { content: { title: 'Nowhere' } });
    const outcomes = await deliverAll(deny);
    expect(outcomes).toHaveLength(7);
    expect(outcomes.every((o) => o.status === 'retry' && o.statusCode === null)).toBe(true);
    expect(receiver.requests).toEqual([]);
    const log = await listWebhookDeliveries(t.database.db, { page: 1, pageSize: 10 });
    for (const item of log.items) expect(item.lastError).toMatch(/not allowed/);
    // Allowing private addresses (development) still never reaches the metadata address.
    await t.database.db
      .updateTable('webhookDeliveries')
      .set({ nextAttemptAt: new Date(0) })
      .execute();
    await deliverAll({ allowPrivate: true, timeoutMs: 2000 });
    const metadata = (
      await listWebhookDeliveries(t.database.db, { page: 1, pageSize: 10 })
    ).items.find((d) => d.url.includes('169.254.169.254'));
    expect(metadata?.lastError).toMatch(/denyIPAddressList|not allowed/);
  });

  it('follows no redirect and gives up on a receiver that does not answer in time', async () => {
    await addEndpoint(['content.published']);
    receiver.answers.push({ status: 302, headers: { location: `${base}/elsewhere` } }, 'hang');
    await admin.put('/api/admin/content/about', { content: { title: 'Moved' } });
    expect(await deliverAll()).toMatchObject([{ status: 'retry', statusCode: 302 }]);
    expect(receiver.requests.map((r) => r.headers.host)).toHaveLength(1);
    await t.database.db
      .updateTable('webhookDeliveries')
      .set({ nextAttemptAt: new Date(0) })
      .execute();
    expect(await deliverAll({ timeoutMs: 300 })).toMatchObject([
      { status: 'retry', statusCode: null },
    ]);
    const [entry] = (await listWebhookDeliveries(t.database.db, { page: 1, pageSize: 1 })).items;
    expect(entry?.lastError).toMatch(/timed out/);
  });

  it('signs with both secrets while a rotation overlaps', async () => {
    const { endpoint, secret: old } = await addEndpoint(['content.published']);
    const rotated = await trpc<{ secret: string; previousUntil: Date }>(
      admin,
      'webhooks.rotateSecret',
      { id: endpoint.id },
    );
    expect(rotated.secret).not.toBe(old);
    expect(rotated.previousUntil.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    await admin.put('/api/admin/content/about', { content: { title: 'Rotated' } });
    await deliverAll();
    const [request] = receiver.requests;
    expect(String(request!.headers['forma-signature']).match(/v1=/g)).toHaveLength(2);
    for (const secret of [old, rotated.secret])
      await expect(
        verifyFormaWebhook(secret, request!.headers, request!.body),
      ).resolves.toBeTruthy();
  });

  it('sends a test, and replays a delivery from the log with the same event id', async () => {
    const { endpoint } = await addEndpoint(['lead.created']);
    await trpc(admin, 'webhooks.update', { id: endpoint.id, active: false });
    const { deliveryId } = await trpc<{ deliveryId: number }>(admin, 'webhooks.sendTest', {
      id: endpoint.id,
    });
    expect(await deliverAll()).toMatchObject([{ deliveryId, status: 'delivered' }]);
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: endpoint.id },
    });
    const replay = await trpc<{ deliveryId: number }>(admin, 'webhooks.replay', {
      id: deliveryId,
    });
    expect(await deliverAll()).toMatchObject([{ deliveryId: replay.deliveryId }]);
    expect(receiver.requests.map((r) => r.headers['forma-event-id'])).toEqual([
      receiver.requests[0]!.headers['forma-event-id'],
      receiver.requests[0]!.headers['forma-event-id'],
    ]);
    await expect(trpc(admin, 'webhooks.replay', { id: 424242 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('two instances deliver each event once', async () => {
    await addEndpoint(['content.published']);
    // The second instance: its own connection pool on Postgres (one handle on PGlite).
    let second: DatabaseHandle | null = null;
    if (kind === 'postgres') {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
        t.database.db,
      );
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      second = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    }
    for (let i = 0; i < 20; i += 1)
      await admin.put('/api/admin/content/about', { content: { title: `Version ${i}` } });
    const workers = [t.database, second ?? t.database].map((database) =>
      startWebhookDeliverer({ ...deps, db: database.db, pollMs: 50 }),
    );
    try {
      await receiver.received(20);
      await Promise.all(workers.map((w) => w.settled()));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await second?.close();
    }
    const ids = receiver.requests.map((r) => r.headers['forma-event-id']);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });
});
