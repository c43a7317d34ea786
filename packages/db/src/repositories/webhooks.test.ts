import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction, type DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { publishContent, saveContent } from './content';
import { applySiteState, readSiteState } from './snapshots';
import { createLead } from './leads';
import { setLeadStatus } from './leads-write';
import { RevisionConflictError } from './revisions';
import { insertUser } from './users';
import {
  claimWebhookDelivery,
  createWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  pruneWebhookEvents,
  replayWebhookDelivery,
  settleWebhookDelivery,
  updateWebhookEndpoint,
  WEBHOOK_GIVE_UP_MS,
} from './webhooks';

/** The webhook outbox and its queue (issue 43 item 2), on both databases. */
describe.each(DATABASE_KINDS)('webhook outbox on %s', (kind) => {
  let h: DatabaseHandle;
  let userId: number;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
    userId = (await insertUser(h.db, { username: 'ed', passwordHash: 'x', role: 'editor' }))!.id;
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await sql`truncate webhook_endpoints, webhook_events, webhook_deliveries restart identity cascade`.execute(
      h.db,
    );
  });

  const endpoint = (events: string[], active = true) =>
    createWebhookEndpoint(h.db, {
      url: 'https://hooks.example/in',
      description: '',
      events,
      active,
      secret: 'sealed',
      createdBy: userId,
    });
  const events = () => h.db.selectFrom('webhookEvents').selectAll().orderBy('occurredAt').execute();
  const deliveries = () => h.db.selectFrom('webhookDeliveries').selectAll().orderBy('id').execute();

  it('writes the event with its change, with who and the changed block, for subscribed active endpoints only', async () => {
    const listening = await endpoint(['content.published']);
    await endpoint(['lead.created']);
    await endpoint(['content.published'], false);
    const block = await saveContent(h.db, 'about', { title: 'Hello' }, userId);
    const [event, ...more] = await events();
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      type: 'content.published',
      actorId: userId,
      actorName: 'ed',
      data: { section: 'about', revision: block.revision, content: { title: 'Hello' } },
    });
    expect(await deliveries()).toMatchObject([
      { eventId: event!.id, endpointId: listening.id, status: 'pending', attempts: 0 },
    ]);
  });

  it('writes no event for a change that rolled back, nor for a refused save', async () => {
    await endpoint(['content.published', 'lead.status_changed']);
    await expect(
      inTransaction(h.db, async (trx) => {
        await saveContent(trx, 'about', { title: 'Never' }, userId);
        throw new Error('the request failed after the save');
      }),
    ).rejects.toThrow('the request failed');
    const base = await saveContent(h.db, 'vcs', { title: 'One' }, userId);
    await saveContent(h.db, 'vcs', { title: 'Two' }, userId, base.revision);
    await expect(
      publishContent(h.db, 'vcs', { title: 'Stale' }, userId, base.revision),
    ).rejects.toBeInstanceOf(RevisionConflictError);
    expect((await events()).map((e) => e.data)).toMatchObject([
      { section: 'vcs', content: { title: 'One' } },
      { section: 'vcs', content: { title: 'Two' } },
    ]);
  });

  it("tells a lead's status change from and to, and nothing for the same status", async () => {
    await endpoint(['lead.status_changed']);
    const lead = await createLead(h.db, {
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Analytical',
      inquiryType: 'Hiring',
      message: 'Hi',
    });
    await setLeadStatus(h.db, lead.id, 'qualified', userId);
    await setLeadStatus(h.db, lead.id, 'qualified', userId);
    expect((await events()).map((e) => [e.type, e.data])).toEqual([
      [
        'lead.status_changed',
        {
          lead: { id: lead.id, name: 'Ada', email: 'ada@example.com', company: 'Analytical' },
          from: 'new',
          to: 'qualified',
        },
      ],
    ]);
  });

  it('hands each due delivery to one claimer only, even when claims race', async () => {
    await endpoint(['content.published']);
    for (let i = 0; i < 6; i += 1) await saveContent(h.db, `s${i}`, { n: i }, null);
    const now = new Date(Date.now() + 1000);
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimWebhookDelivery(h.db, { now, leaseMs: 60_000 })),
    );
    const ids = claims.flatMap((c) => (c ? [c.id] : []));
    expect(ids.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    // Leased: none is due again until the lease ends.
    expect(await claimWebhookDelivery(h.db, { now, leaseMs: 60_000 })).toBeUndefined();
    const later = new Date(now.getTime() + 61_000);
    expect(await claimWebhookDelivery(h.db, { now: later, leaseMs: 60_000 })).toMatchObject({
      attempts: 2,
    });
  });

  it('retries, then after a day gives up (dead-letter list) and switches the endpoint off', async () => {
    const target = await endpoint(['content.published']);
    await saveContent(h.db, 'about', { title: 'x' }, null);
    const start = new Date(Date.now() + 1000);
    const claim = (await claimWebhookDelivery(h.db, { now: start, leaseMs: 1000 }))!;
    const failed = { at: start, statusCode: 500, response: 'boom', durationMs: 3 };
    const retryAt = new Date(start.getTime() + 60_000);
    expect(
      await settleWebhookDelivery(h.db, claim, failed, {
        delivered: false,
        error: 'The receiver answered 500',
        retryAt,
      }),
    ).toEqual({ settled: true, endpointDisabled: false });
    // A stale claim (same attempt settled already) changes nothing.
    expect(await settleWebhookDelivery(h.db, claim, failed, { delivered: true })).toMatchObject({
      settled: false,
    });
    expect((await listWebhookEndpoints(h.db))[0]).toMatchObject({
      failingSince: start,
      pending: 1,
      lastStatusCode: 500,
    });

    const dayLater = new Date(start.getTime() + WEBHOOK_GIVE_UP_MS + 1000);
    const again = (await claimWebhookDelivery(h.db, {
      now: new Date(retryAt.getTime() + 1),
      leaseMs: 1000,
    }))!;
    expect(
      await settleWebhookDelivery(
        h.db,
        again,
        { ...failed, at: dayLater },
        { delivered: false, error: 'The receiver answered 500', retryAt: null },
      ),
    ).toEqual({ settled: true, endpointDisabled: true });
    const [entry] = await listWebhookEndpoints(h.db);
    expect(entry).toMatchObject({ active: false, dead: 1, pending: 0 });
    expect(entry?.disabledReason).toMatch(/failed for a day/);
    // Switched on again, its run of failures starts afresh.
    expect(await updateWebhookEndpoint(h.db, target.id, { active: true })).toMatchObject({
      active: true,
      disabledAt: null,
      failingSince: null,
    });
  });

  it('puts a delivery whose workers died for a day on the dead-letter list', async () => {
    await endpoint(['content.published']);
    await saveContent(h.db, 'about', { title: 'x' }, null);
    const later = new Date(Date.now() + WEBHOOK_GIVE_UP_MS + 60_000);
    expect(await claimWebhookDelivery(h.db, { now: later, leaseMs: 1000 })).toBeUndefined();
    expect(await deliveries()).toMatchObject([
      { status: 'dead', lastError: 'Not delivered within a day' },
    ]);
  });

  it('replays a delivery as a new one of the same event, listed newest first', async () => {
    await endpoint(['content.published']);
    await saveContent(h.db, 'about', { title: 'x' }, null);
    const [first] = await deliveries();
    const replay = await replayWebhookDelivery(h.db, first!.id);
    expect(await replayWebhookDelivery(h.db, 999)).toBeUndefined();
    const log = await listWebhookDeliveries(h.db, { page: 1, pageSize: 10 });
    expect(log.total).toBe(2);
    expect(log.items.map((d) => [d.id, d.eventId, d.replayOf])).toEqual([
      [replay, first!.eventId, first!.id],
      [first!.id, first!.eventId, null],
    ]);
    // The replay took over from the waiting original: it is not sent twice more.
    expect(log.items.map((d) => d.status)).toEqual(['pending', 'replaced']);
    expect(log.items[0]).toMatchObject({ eventType: 'content.published' });
    // A delivered one stays as it was.
    await h.db
      .updateTable('webhookDeliveries')
      .set({ status: 'delivered' })
      .where('id', '=', replay!)
      .execute();
    await replayWebhookDelivery(h.db, replay!);
    expect((await deliveries()).map((d) => d.status)).toEqual(['replaced', 'delivered', 'pending']);
  });

  it('keeps a month of the log, and never an event still waiting to be delivered', async () => {
    await endpoint(['content.published']);
    await saveContent(h.db, 'old', { title: 'delivered' }, null);
    await saveContent(h.db, 'waiting', { title: 'pending' }, null);
    await saveContent(h.db, 'recent', { title: 'delivered' }, null);
    await sql`update webhook_deliveries set status = 'delivered' where event_id in (select id from webhook_events where data->>'section' in ('old', 'recent'))`.execute(
      h.db,
    );
    await sql`update webhook_events set occurred_at = now() - interval '31 days' where data->>'section' in ('old', 'waiting')`.execute(
      h.db,
    );
    expect(await pruneWebhookEvents(h.db)).toBe(1);
    expect((await events()).map((e) => e.data.section).sort()).toEqual(['recent', 'waiting']);
    expect(await deliveries()).toHaveLength(2);
  });

  it('tells of each block a snapshot restore changes, as a save would', async () => {
    await saveContent(h.db, 'about', { title: 'Before' }, userId);
    await saveContent(h.db, 'vcs', { title: 'Same' }, userId);
    const before = await readSiteState(h.db);
    await saveContent(h.db, 'about', { title: 'After' }, userId);
    await endpoint(['content.published']);
    await applySiteState(h.db, before, userId);
    expect((await events()).map((e) => [e.actorName, e.data.section, e.data.content])).toEqual([
      ['ed', 'about', { title: 'Before' }],
    ]);
  });
});
