import type { AnyWebhookEventType, WebhookEventData } from '@forma/validators';
import { sql } from 'kysely';
import { inTransaction, type DB } from '../client';
import type { WebhookDeliveryStatus, WebhookEndpoint } from '../schema';

/**
 * Webhooks (issue 43): the outbox, its endpoints and the delivery queue.
 *
 *   change + event + deliveries   (one transaction: recordWebhookEvent)
 *   pending --claim--> pending (leased) --settle--> delivered
 *                                              | pending (retry at backoff)
 *                                              | dead (a day of failures: the dead-letter list)
 *
 * A claim is one statement that picks the due row with `FOR UPDATE SKIP LOCKED`, counts the
 * attempt and pushes `next_attempt_at` past the lease, so the HTTP call runs outside any
 * transaction, two workers never hold the same delivery, and a worker that died mid-send is
 * retried once the lease ends. Times are the caller's clock (`now`), so tests can move it.
 */

/** The NOTIFY channel a new delivery is announced on (on commit). */
export const WEBHOOKS_CHANNEL = 'forma_webhooks';

/** A delivery and an endpoint give up after this long without success, ms (a day). */
export const WEBHOOK_GIVE_UP_MS = 24 * 60 * 60 * 1000;

/** An event to record: its type, who caused it (a user id, or null) and its data. */
export interface NewWebhookEvent<T extends AnyWebhookEventType = AnyWebhookEventType> {
  type: T;
  actorId: number | null;
  data: WebhookEventData<T>;
}

/**
 * Writes `event` to the outbox with one pending delivery per active endpoint subscribed to its
 * type. Call it with the transaction of the change it tells of (`inTransaction`), so both commit
 * or neither does. Returns the event's id (a UUID), or null when no endpoint listens (nothing is
 * stored then: an event nobody receives is not kept).
 */
export async function recordWebhookEvent<T extends AnyWebhookEventType>(
  db: DB,
  event: NewWebhookEvent<T>,
): Promise<string | null> {
  const listening = await db
    .selectFrom('webhookEndpoints')
    .select('id')
    .where('active', '=', true)
    .where(sql<boolean>`events ? ${event.type}`)
    .execute();
  if (listening.length === 0) return null;
  const { id } = await insertEvent(db, event);
  await db
    .insertInto('webhookDeliveries')
    .values(listening.map((endpoint) => ({ eventId: id, endpointId: endpoint.id })))
    .execute();
  return id;
}

async function insertEvent(db: DB, event: NewWebhookEvent) {
  return db
    .insertInto('webhookEvents')
    .values({
      type: event.type,
      actorId: event.actorId,
      actorName: sql<string | null>`(select username from users where id = ${event.actorId})`,
      data: JSON.stringify(event.data),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Records a `webhook.test` event for endpoint `endpointId` alone (active or not) and queues its
 * delivery. Returns the delivery's id.
 */
export async function recordWebhookTest(
  db: DB,
  endpointId: number,
  actorId: number | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await insertEvent(trx, {
      type: 'webhook.test',
      actorId,
      data: { endpointId, message: 'A test from the Forma console: it works.' },
    });
    const row = await trx
      .insertInto('webhookDeliveries')
      .values({ eventId: id, endpointId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** A new endpoint's fields; `secret` already sealed. */
export interface NewWebhookEndpoint {
  url: string;
  description: string;
  events: string[];
  active: boolean;
  secret: string;
  createdBy: number | null;
}

/** An endpoint as the console lists it, with its queue at a glance. */
export interface WebhookEndpointEntry extends Omit<WebhookEndpoint, 'secret' | 'previousSecret'> {
  /** True while a rotated-out secret still signs (until `previousSecretExpiresAt`). */
  rotating: boolean;
  pending: number;
  dead: number;
  lastDeliveryAt: Date | null;
  lastStatus: WebhookDeliveryStatus | null;
  lastStatusCode: number | null;
}

/** Creates an endpoint. Returns its row. */
export async function createWebhookEndpoint(
  db: DB,
  endpoint: NewWebhookEndpoint,
): Promise<WebhookEndpoint> {
  return db
    .insertInto('webhookEndpoints')
    .values({ ...endpoint, events: JSON.stringify(endpoint.events) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Endpoint `id` with its sealed secrets, or undefined. */
export async function getWebhookEndpoint(db: DB, id: number): Promise<WebhookEndpoint | undefined> {
  return db.selectFrom('webhookEndpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Changes endpoint `id`. Switching it on again clears a switch-off (`disabledAt`, the failing
 * run). Returns the row, or undefined when there is none.
 */
export async function updateWebhookEndpoint(
  db: DB,
  id: number,
  patch: Partial<Pick<NewWebhookEndpoint, 'url' | 'description' | 'events' | 'active'>>,
): Promise<WebhookEndpoint | undefined> {
  const { events, ...rest } = patch;
  return db
    .updateTable('webhookEndpoints')
    .set({
      ...rest,
      ...(events ? { events: JSON.stringify(events) } : {}),
      ...(patch.active ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Replaces endpoint `id`'s secret with `secret` (sealed); the current one keeps signing beside it
 * until `previousUntil` (a rotation's overlap). Returns the row, or undefined.
 */
export async function rotateWebhookSecret(
  db: DB,
  id: number,
  secret: string,
  previousUntil: Date,
): Promise<WebhookEndpoint | undefined> {
  return db
    .updateTable('webhookEndpoints')
    .set({
      previousSecret: sql<string>`secret`,
      previousSecretExpiresAt: previousUntil,
      secret,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes endpoint `id` and its deliveries. True when there was one. */
export async function deleteWebhookEndpoint(db: DB, id: number): Promise<boolean> {
  const row = await db
    .deleteFrom('webhookEndpoints')
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Every endpoint, oldest first, with its pending and dead deliveries and its last delivery. */
export async function listWebhookEndpoints(
  db: DB,
  now = new Date(),
): Promise<WebhookEndpointEntry[]> {
  const rows = await db
    .selectFrom('webhookEndpoints as p')
    .selectAll('p')
    .select((eb) => [
      eb
        .selectFrom('webhookDeliveries')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('endpointId', '=', 'p.id')
        .where('status', '=', 'pending')
        .as('pending'),
      eb
        .selectFrom('webhookDeliveries')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('endpointId', '=', 'p.id')
        .where('status', '=', 'dead')
        .as('dead'),
    ])
    .orderBy('p.id')
    .execute();
  const last = await db
    .selectFrom('webhookDeliveries')
    .distinctOn('endpointId')
    .select(['endpointId', 'status', 'lastStatusCode', 'lastAttemptAt'])
    .where('lastAttemptAt', 'is not', null)
    .orderBy('endpointId')
    .orderBy('lastAttemptAt', 'desc')
    .execute();
  const lastOf = new Map(last.map((row) => [row.endpointId, row]));
  return rows.map(({ secret: _s, previousSecret, pending, dead, ...row }) => {
    const recent = lastOf.get(row.id);
    return {
      ...row,
      rotating:
        previousSecret !== null &&
        row.previousSecretExpiresAt !== null &&
        row.previousSecretExpiresAt > now,
      pending: Number(pending ?? 0),
      dead: Number(dead ?? 0),
      lastDeliveryAt: recent?.lastAttemptAt ?? null,
      lastStatus: recent?.status ?? null,
      lastStatusCode: recent?.lastStatusCode ?? null,
    };
  });
}

/** The endpoints switched off for failing a day (the dashboard's notice): id, url, when, why. */
export async function disabledWebhookEndpoints(db: DB) {
  return db
    .selectFrom('webhookEndpoints')
    .select(['id', 'url', 'disabledAt', 'disabledReason'])
    .where('active', '=', false)
    .where('disabledAt', 'is not', null)
    .orderBy('disabledAt', 'desc')
    .execute();
}

/** One row of the delivery log. */
export interface WebhookDeliveryEntry {
  id: number;
  eventId: string;
  eventType: string;
  occurredAt: Date;
  endpointId: number;
  url: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
  lastAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  lastResponse: string | null;
  lastDurationMs: number | null;
  deliveredAt: Date | null;
  replayOf: number | null;
}

/** One page of the delivery log, newest first, by endpoint and status: `{ items, total }`. */
export async function listWebhookDeliveries(
  db: DB,
  query: {
    endpointId?: number | undefined;
    status?: WebhookDeliveryStatus | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ items: WebhookDeliveryEntry[]; total: number }> {
  let base = db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEvents as e', 'e.id', 'd.eventId')
    .innerJoin('webhookEndpoints as p', 'p.id', 'd.endpointId');
  if (query.endpointId !== undefined) base = base.where('d.endpointId', '=', query.endpointId);
  if (query.status !== undefined) base = base.where('d.status', '=', query.status);
  const [items, count] = await Promise.all([
    base
      .select([
        'd.id',
        'd.eventId',
        'e.type as eventType',
        'e.occurredAt',
        'd.endpointId',
        'p.url',
        'd.status',
        'd.attempts',
        'd.nextAttemptAt',
        'd.createdAt',
        'd.lastAttemptAt',
        'd.lastStatusCode',
        'd.lastError',
        'd.lastResponse',
        'd.lastDurationMs',
        'd.deliveredAt',
        'd.replayOf',
      ])
      .orderBy('d.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/**
 * Queues delivery `id`'s event to its endpoint once more (same event id, so a receiver that
 * had it knows it), due now. A delivery still pending (waiting to retry) is replaced by it, so
 * the event is not sent twice more. Returns the new delivery's id, or undefined when there is
 * none.
 */
export async function replayWebhookDelivery(db: DB, id: number): Promise<number | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('webhookDeliveries')
      .columns(['eventId', 'endpointId', 'replayOf'])
      .expression((eb) =>
        eb
          .selectFrom('webhookDeliveries')
          .select(['eventId', 'endpointId', 'id'])
          .where('id', '=', id),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .updateTable('webhookDeliveries')
      .set({ status: 'replaced', lastError: `Replaced by the replay #${row.id}` })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
    return row.id;
  });
}

/** A claimed delivery: the event to send, where, and the endpoint's sealed secrets. */
export interface WebhookDeliveryClaim {
  id: number;
  /** Attempts so far, this one included; with `leasedUntil`, identifies the claim when settling. */
  attempts: number;
  /** When the lease ends (another worker may take it over then). */
  leasedUntil: Date;
  createdAt: Date;
  endpoint: {
    id: number;
    url: string;
    secret: string;
    /** The rotated-out secret while it still signs, else null. */
    previousSecret: string | null;
  };
  event: {
    id: string;
    type: string;
    occurredAt: Date;
    actorId: number | null;
    actorName: string | null;
    data: Record<string, unknown>;
  };
}

/**
 * Claims the next due delivery (pending, due by `now`, its endpoint active or the event a test),
 * oldest first: counts
 * the attempt and leases it until `now + leaseMs`, in one statement (`FOR UPDATE SKIP LOCKED`:
 * two workers, of one instance or several, never claim the same delivery). Before that, a pending
 * delivery due for more than a day after it was queued (its workers died each time) goes to the
 * dead-letter list. Returns the claim, or undefined when nothing is due.
 */
export async function claimWebhookDelivery(
  db: DB,
  { now, leaseMs }: { now: Date; leaseMs: number },
): Promise<WebhookDeliveryClaim | undefined> {
  const giveUp = new Date(now.getTime() - WEBHOOK_GIVE_UP_MS);
  await db
    .updateTable('webhookDeliveries')
    .set({
      status: 'dead',
      lastError: sql<string>`coalesce(last_error, 'Not delivered within a day')`,
    })
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .where('createdAt', '<', giveUp)
    .execute();
  const claimed = await db
    .updateTable('webhookDeliveries')
    .set({ attempts: sql<number>`attempts + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('webhookDeliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        // An endpoint switched off gets nothing but the tests sent to it.
        .where((w) =>
          w.or([
            w(
              'endpointId',
              'in',
              w.selectFrom('webhookEndpoints as p').select('p.id').where('p.active', '=', true),
            ),
            w(
              'eventId',
              'in',
              w
                .selectFrom('webhookEvents as e')
                .select('e.id')
                .where('e.type', '=', 'webhook.test'),
            ),
          ]),
        )
        .orderBy('nextAttemptAt')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'attempts', 'nextAttemptAt', 'createdAt', 'eventId', 'endpointId'])
    .executeTakeFirst();
  if (!claimed) return undefined;
  const [event, endpoint] = await Promise.all([
    db
      .selectFrom('webhookEvents')
      .selectAll()
      .where('id', '=', claimed.eventId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('webhookEndpoints')
      .select(['id', 'url', 'secret', 'previousSecret', 'previousSecretExpiresAt'])
      .where('id', '=', claimed.endpointId)
      .executeTakeFirstOrThrow(),
  ]);
  const { previousSecretExpiresAt, ...rest } = endpoint;
  return {
    id: claimed.id,
    attempts: claimed.attempts,
    leasedUntil: claimed.nextAttemptAt,
    createdAt: claimed.createdAt,
    endpoint: {
      ...rest,
      previousSecret:
        previousSecretExpiresAt && previousSecretExpiresAt > now ? rest.previousSecret : null,
    },
    event,
  };
}

/** What one attempt got: the answer's status (null: none came), an excerpt, the time taken. */
export interface WebhookAttempt {
  at: Date;
  statusCode: number | null;
  response: string | null;
  durationMs: number;
}

/**
 * How a claimed delivery ended: delivered; or failed with `error`, retried at `retryAt` (null:
 * dead). A failure starts (or continues) the endpoint's failing run, and an endpoint failing
 * for a day is switched off with the reason; a success ends the run.
 */
export type WebhookOutcome =
  { delivered: true } | { delivered: false; error: string; retryAt: Date | null };

/**
 * Records the outcome of a claim, only while this claim still holds it (still pending, same
 * attempt, same lease: settled once). Returns whether it did, and whether the endpoint was
 * switched off by it.
 */
export async function settleWebhookDelivery(
  db: DB,
  claim: Pick<WebhookDeliveryClaim, 'id' | 'attempts' | 'leasedUntil'> & {
    endpoint: { id: number };
  },
  attempt: WebhookAttempt,
  outcome: WebhookOutcome,
): Promise<{ settled: boolean; endpointDisabled: boolean }> {
  return db.transaction().execute(async (trx) => {
    const last = {
      lastAttemptAt: attempt.at,
      lastStatusCode: attempt.statusCode,
      lastResponse: attempt.response,
      lastDurationMs: attempt.durationMs,
    };
    const values = outcome.delivered
      ? { ...last, status: 'delivered' as const, deliveredAt: attempt.at, lastError: null }
      : outcome.retryAt
        ? { ...last, lastError: outcome.error, nextAttemptAt: outcome.retryAt }
        : { ...last, status: 'dead' as const, lastError: outcome.error };
    const settled = await trx
      .updateTable('webhookDeliveries')
      .set(values)
      .where('id', '=', claim.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', claim.attempts)
      .where('nextAttemptAt', '=', claim.leasedUntil)
      .returning('id')
      .executeTakeFirst();
    if (!settled) return { settled: false, endpointDisabled: false };
    if (outcome.delivered) {
      await trx
        .updateTable('webhookEndpoints')
        .set({ failingSince: null })
        .where('id', '=', claim.endpoint.id)
        .execute();
      return { settled: true, endpointDisabled: false };
    }
    const endpoint = await trx
      .updateTable('webhookEndpoints')
      .set({ failingSince: sql<Date>`coalesce(failing_since, ${attempt.at})` })
      .where('id', '=', claim.endpoint.id)
      .returning(['failingSince', 'active'])
      .executeTakeFirst();
    const since = endpoint?.failingSince;
    if (!endpoint?.active || !since || attempt.at.getTime() - since.getTime() < WEBHOOK_GIVE_UP_MS)
      return { settled: true, endpointDisabled: false };
    await trx
      .updateTable('webhookEndpoints')
      .set({
        active: false,
        disabledAt: attempt.at,
        disabledReason:
          `Every delivery failed for a day (since ${since.toISOString()}); the last: ${outcome.error}`.slice(
            0,
            500,
          ),
        updatedAt: sql<Date>`now()`,
      })
      .where('id', '=', claim.endpoint.id)
      .execute();
    return { settled: true, endpointDisabled: true };
  });
}

/** An endpoint's sealed secrets, for the start-up pass that re-seals them after a key rotation. */
export interface StoredWebhookSecrets {
  id: number;
  secret: string;
  previousSecret: string | null;
}

/** Every endpoint's sealed secrets, by id. */
export async function listWebhookSecrets(db: DB): Promise<StoredWebhookSecrets[]> {
  return db
    .selectFrom('webhookEndpoints')
    .select(['id', 'secret', 'previousSecret'])
    .orderBy('id')
    .execute();
}

/**
 * Replaces endpoint `from.id`'s sealed secrets with `to`, only while they still equal `from`
 * (compare-and-set: a rotation or another instance's pass meanwhile wins). Returns whether it did.
 */
export async function replaceWebhookSecrets(
  db: DB,
  from: StoredWebhookSecrets,
  to: { secret: string; previousSecret: string | null },
): Promise<boolean> {
  const rows = await db
    .updateTable('webhookEndpoints')
    .set(to)
    .where('id', '=', from.id)
    .where('secret', '=', from.secret)
    .where((eb) =>
      from.previousSecret === null
        ? eb('previousSecret', 'is', null)
        : eb('previousSecret', '=', from.previousSecret),
    )
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** How long the delivery log keeps an event once nothing of it is pending, days. */
export const WEBHOOK_LOG_DAYS = 30;

/**
 * Deletes events older than `days` days (and their deliveries) that have no pending delivery:
 * the delivery log keeps a month. Returns how many events went.
 */
export async function pruneWebhookEvents(db: DB, days = WEBHOOK_LOG_DAYS): Promise<number> {
  const before = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const rows = await db
    .deleteFrom('webhookEvents')
    .where('occurredAt', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('webhookDeliveries as d')
            .select('d.id')
            .whereRef('d.eventId', '=', 'webhookEvents.id')
            .where('d.status', '=', 'pending'),
        ),
      ),
    )
    .returning('id')
    .execute();
  return rows.length;
}
