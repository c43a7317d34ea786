import { isDeepStrictEqual } from 'node:util';
import { RELEASE_MAX_ATTEMPTS } from '@forma/validators/releases';
import { sql, type Kysely } from 'kysely';
import { inTransaction, type DB } from '../client';
import type {
  Release,
  ReleaseAction,
  ReleaseItem,
  ReleaseItemVersion,
  ReleaseStatus,
} from '../schema';
import { drafts } from './collections';
import { getContentDraft, publishContent, saveContentDraft } from './content';
// Locks of a block or setting, taken by every save of it (a release's own lock is lockEditable below).
import { contentLock, lockEditable as lockForSave, settingLock } from './revisions';
import { pendingFields, publicRecord } from './record-drafts';
import {
  getSettingDraft,
  publishSettingDraft,
  publishSettingValue,
  saveSettingDraft,
} from './settings';
import { revokeReleasePreviewLinks } from './preview-links';
import { createSnapshot } from './snapshots';
import { recordWebhookEvent } from './webhooks';
import type { DraftTable } from './record-drafts';

/**
 * Releases (issue 20 item 3): named groups of drafts, content blocks and records, published
 * together now or at a time. Publishing is one transaction that applies every draft and marks
 * the release 'published'; the scheduler claims a due release with `FOR UPDATE SKIP LOCKED`
 * in that same transaction, so each release is published once whatever the number of
 * instances, and a crash mid-way leaves it 'scheduled' for the next poll.
 */

/**
 * What a release item names: a content block (by section), a page setting (by key), or a record
 * of a collection with drafts (by id).
 */
export type ReleaseEntity = 'content' | 'setting' | DraftTable;

/** The release entities that are records, by their table. */
const RECORD_ENTITIES: readonly DraftTable[] = [
  'designers',
  'designerWorks',
  'testimonials',
  'clients',
];

/** How a failure names a record: `Testimonial #12`. */
const RECORD_LABELS: Record<DraftTable, string> = {
  designers: 'Designer',
  designerWorks: 'Designer work',
  testimonials: 'Testimonial',
  clients: 'Client',
};

/** A release that cannot do what was asked: not found, or no longer editable. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
  constructor(
    readonly code: 'NOT_FOUND' | 'CONFLICT' | 'BAD_REQUEST',
    message: string,
  ) {
    super(message);
  }
}

/** Why a release could not be published: nothing of it was published. */
export class ReleaseFailure extends Error {
  override name = 'ReleaseFailure';
}

/** A release as listed: with how many items it holds and who made it. */
export type ReleaseSummary = Release & { itemCount: number; username: string | null };

/** A release with its items, oldest first. */
export type ReleaseDetail = ReleaseSummary & { items: ReleaseItem[] };

/** The statuses whose contents and schedule may still change. */
const EDITABLE: readonly ReleaseStatus[] = ['open', 'scheduled', 'failed'];

const summaries = (db: DB) =>
  db
    .selectFrom('releases as r')
    .leftJoin('users as u', 'u.id', 'r.userId')
    .selectAll('r')
    .select('u.username')
    .select((eb) =>
      eb
        .selectFrom('releaseItems as i')
        .whereRef('i.releaseId', '=', 'r.id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('itemCount'),
    );

const counted = <T extends { itemCount: string | number | null }>(row: T) => ({
  ...row,
  itemCount: Number(row.itemCount ?? 0),
});

/**
 * Creates an open release named `name` by `userId`, that publishes its drafts (`action`
 * 'publish', the default) or takes its records off the site ('unpublish').
 */
export async function createRelease(
  db: DB,
  {
    name,
    userId,
    action = 'publish',
  }: { name: string; userId: number | null; action?: ReleaseAction },
): Promise<Release> {
  return db
    .insertInto('releases')
    .values({ name, userId, action })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Every release: the open, scheduled and failed ones first (scheduled by their time), then the
 * published and cancelled ones, newest first; at most `limit`.
 */
export async function listReleases(db: DB, limit = 100): Promise<ReleaseSummary[]> {
  const rows = await summaries(db)
    .orderBy(sql`case when r.status in ('open', 'scheduled', 'failed') then 0 else 1 end`)
    .orderBy(sql`r.publish_at asc nulls last`)
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(counted);
}

/** One release with its items, or undefined. */
export async function getRelease(db: DB, id: number): Promise<ReleaseDetail | undefined> {
  const row = await summaries(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const items = await db
    .selectFrom('releaseItems')
    .selectAll()
    .where('releaseId', '=', id)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return { ...counted(row), items };
}

/**
 * The release locked for a change of its contents or schedule. A failed release goes back to
 * open (its reason cleared): it was changed to be tried again. Throws ReleaseError NOT_FOUND, or
 * CONFLICT once it was published or cancelled.
 */
async function lockEditable(trx: DB, id: number): Promise<Release> {
  const release = await trx
    .selectFrom('releases')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!release) throw new ReleaseError('NOT_FOUND', 'Release not found');
  if (!EDITABLE.includes(release.status))
    throw new ReleaseError('CONFLICT', `This release was ${release.status}: it cannot change`);
  if (release.status === 'failed')
    return trx
      .updateTable('releases')
      .set({ status: 'open', error: null, publishAt: null, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  return release;
}

/**
 * Adds a block, setting or record to the release (once). Throws as `lockEditable`, ReleaseError
 * BAD_REQUEST for a block or setting in a release that unpublishes (only records are taken off
 * the site), and CONFLICT naming the other release when the item is already in one that may
 * still change (issue 39 item 2: one open release at a time, so what is reviewed is what goes
 * out).
 */
export async function addReleaseItem(
  db: DB,
  releaseId: number,
  item: { entity: ReleaseEntity; entityKey: string },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const release = await lockEditable(trx, releaseId);
    if (release.action === 'unpublish' && item.entity === 'content')
      throw new ReleaseError(
        'BAD_REQUEST',
        'A page block cannot be taken off the site: add it to a release that publishes',
      );
    if (release.action === 'unpublish' && item.entity === 'setting')
      throw new ReleaseError(
        'BAD_REQUEST',
        'A setting cannot be taken off the site: add it to a release that publishes',
      );
    const other = (await openReleasesOf(trx, item)).find((r) => r.id !== releaseId);
    if (other)
      throw new ReleaseError(
        'CONFLICT',
        `This is already in the release “${other.name}”: take it out of that one first`,
      );
    const version = await currentVersion(trx, release.action, item);
    await trx
      .insertInto('releaseItems')
      .values({ releaseId, ...item, version: JSON.stringify(version), versionAt: new Date() })
      .onConflict((oc) => oc.constraint('release_items_once').doNothing())
      .execute();
    await touch(trx, releaseId);
  });
}

/** Equal as JSON, whatever the order of object keys (jsonb keeps its own order). */
const sameJson = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

/**
 * What the release `action` would publish of `item` now (issue 39 item 2): the block's draft
 * content, the setting's draft value, the record's pending fields (record-drafts.ts
 * `pendingFields`); `{}` when there is no draft, and always for a release that takes records
 * off the site. A deleted record is `{}` too (publishing it fails, saying so).
 */
export async function currentVersion(
  db: DB,
  action: ReleaseAction,
  item: { entity: string; entityKey: string },
): Promise<ReleaseItemVersion> {
  if (action === 'unpublish') return {};
  if (item.entity === 'content') {
    const draft = await getContentDraft(db, item.entityKey);
    return draft ? { content: draft.content } : {};
  }
  if (item.entity === 'setting') {
    const draft = await getSettingDraft(db, item.entityKey);
    return draft ? { value: draft.value } : {};
  }
  const table = item.entity as DraftTable;
  if (!RECORD_ENTITIES.includes(table)) return {};
  const row = (await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', Number(item.entityKey))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  return row ? { fields: pendingFields(row) } : {};
}

/**
 * The item's frozen version and, when the draft changed since it was frozen, the current one
 * (issue 39 item 2: the release screen marks it, with both). `current` is undefined when
 * nothing changed, or for an item added before versions were kept (`reviewed` null).
 */
export async function itemVersions(
  db: DB,
  action: ReleaseAction,
  item: ReleaseItem,
): Promise<{ reviewed: ReleaseItemVersion | null; current?: ReleaseItemVersion }> {
  if (item.version === null) return { reviewed: null };
  const current = await currentVersion(db, action, item);
  return sameJson(current, item.version)
    ? { reviewed: item.version }
    : { reviewed: item.version, current };
}

/**
 * Takes the item's current draft as the release's version of it ("Use the current draft",
 * issue 39 item 2). Throws as `lockEditable`, and ReleaseError NOT_FOUND when the item is not
 * in the release.
 */
export async function refreezeReleaseItem(
  db: DB,
  releaseId: number,
  item: { entity: ReleaseEntity; entityKey: string },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const release = await lockEditable(trx, releaseId);
    const version = await currentVersion(trx, release.action, item);
    const updated = await trx
      .updateTable('releaseItems')
      .set({ version: JSON.stringify(version), versionAt: new Date() })
      .where('releaseId', '=', releaseId)
      .where('entity', '=', item.entity)
      .where('entityKey', '=', item.entityKey)
      .returning('id')
      .execute();
    if (updated.length === 0) throw new ReleaseError('NOT_FOUND', 'This is not in the release');
    await touch(trx, releaseId);
  });
}

/** Takes a block or record out of the release. Throws as `lockEditable`. */
export async function removeReleaseItem(
  db: DB,
  releaseId: number,
  item: { entity: ReleaseEntity; entityKey: string },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockEditable(trx, releaseId);
    await trx
      .deleteFrom('releaseItems')
      .where('releaseId', '=', releaseId)
      .where('entity', '=', item.entity)
      .where('entityKey', '=', item.entityKey)
      .execute();
    await touch(trx, releaseId);
  });
}

const touch = (trx: DB, id: number) =>
  trx.updateTable('releases').set({ updatedAt: new Date() }).where('id', '=', id).execute();

/**
 * Schedules the release for `publishAt` (status 'scheduled'), or with null takes it off the
 * schedule (status 'open'). Returns the release. Throws as `lockEditable`.
 */
export async function scheduleRelease(
  db: DB,
  id: number,
  publishAt: Date | null,
): Promise<Release> {
  return inTransaction(db, async (trx) => {
    await lockEditable(trx, id);
    return trx
      .updateTable('releases')
      .set({
        status: publishAt ? 'scheduled' : 'open',
        publishAt,
        publishAttempts: 0,
        retryAt: null,
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Cancels the release: it is never published; its preview links are revoked. */
export async function cancelRelease(db: DB, id: number): Promise<Release> {
  return inTransaction(db, async (trx) => {
    await lockEditable(trx, id);
    await revokeReleasePreviewLinks(trx, id);
    return trx
      .updateTable('releases')
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The name of the snapshot a release records before it publishes. */
export const releaseSnapshotName = (release: Pick<Release, 'name'>) =>
  `Before release “${release.name}”`;

/**
 * Publishes every item of `release` inside `trx` (or, for a release that unpublishes, takes each
 * record off the site), after recording the site as it was in a
 * whole-site snapshot (`releaseSnapshotName`, so a release can be rolled back): each block's
 * and each setting's draft (one without a draft any more was published meanwhile: nothing to
 * do), each record's draft. Throws ReleaseFailure
 * naming the item when a record was deleted or its draft breaks a rule of the table; the caller
 * rolls everything back.
 */
async function applyRelease(trx: DB, release: Release, userId: number | null): Promise<void> {
  const items = await trx
    .selectFrom('releaseItems')
    .selectAll()
    .where('releaseId', '=', release.id)
    .orderBy('id')
    .execute();
  await createSnapshot(trx, releaseSnapshotName(release), userId);
  for (const item of items) {
    // Its frozen version (issue 39 item 2); items from before versions publish the draft.
    if (item.version !== null && release.action === 'publish') {
      await publishVersion(trx, item, item.version, userId);
      continue;
    }
    if (item.entity === 'content') {
      // Never in a release that unpublishes (addReleaseItem refuses it).
      if (release.action === 'unpublish') continue;
      await lockForSave(trx, contentLock(item.entityKey));
      const draft = await trx
        .selectFrom('contentDrafts')
        .selectAll()
        .where('section', '=', item.entityKey)
        .forUpdate()
        .executeTakeFirst();
      if (draft) await publishContent(trx, draft.section, draft.content, draft.userId ?? userId);
      continue;
    }
    if (item.entity === 'setting') {
      // As a block: never in a release that unpublishes; without a draft, published meanwhile.
      if (release.action !== 'unpublish') await publishSettingDraft(trx, item.entityKey);
      continue;
    }
    const table = item.entity as DraftTable;
    if (!RECORD_ENTITIES.includes(table))
      throw new ReleaseFailure(`The release names an unknown kind of item (${item.entity})`);
    const name = `${RECORD_LABELS[table]} #${item.entityKey}`;
    const id = Number(item.entityKey);
    let published;
    try {
      // A broken rule aborts the transaction: it is rolled back, and the reason reported.
      published =
        release.action === 'unpublish'
          ? await drafts[table].unpublish(trx, id)
          : await drafts[table].publish(trx, id);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('23'))
        throw new ReleaseFailure(`${name} could not be published: ${(err as Error).message}`);
      throw err;
    }
    if (!published) throw new ReleaseFailure(`${name} was deleted after it was added`);
    await recordPublishedEvent(
      trx,
      release.action === 'unpublish' ? 'record.unpublished' : 'record.published',
      table,
      published,
      userId,
    );
  }
}

/**
 * The webhook event of a record a release published or took off (issue 43), in its transaction:
 * the record as it is now, its draft columns left out.
 */
async function recordPublishedEvent(
  trx: DB,
  type: 'record.published' | 'record.unpublished',
  table: DraftTable,
  row: Record<string, unknown>,
  userId: number | null,
): Promise<void> {
  await recordWebhookEvent(trx, {
    type,
    actorId: userId,
    data: { collection: table, id: Number(row.id), record: publicRecord(row) },
  });
}

/**
 * Publishes `version` of `item` (what the release froze, issue 39 item 2) inside `trx`, keeping
 * a draft saved since as a draft: a block's content or a setting's value goes live and a newer
 * draft stays; a record's fields (record-drafts.ts `publishVersion`). `{}` publishes nothing.
 * Throws ReleaseFailure as applyRelease.
 */
async function publishVersion(
  trx: DB,
  item: ReleaseItem,
  version: ReleaseItemVersion,
  userId: number | null,
): Promise<void> {
  if ('content' in version) {
    // The block's lock first, as every save of it takes it (revisions.ts): no lock-order deadlock.
    await lockForSave(trx, contentLock(item.entityKey));
    const newer = await trx
      .selectFrom('contentDrafts')
      .selectAll()
      .where('section', '=', item.entityKey)
      .forUpdate()
      .executeTakeFirst();
    await publishContent(trx, item.entityKey, version.content, newer?.userId ?? userId);
    if (newer && !sameJson(newer.content, version.content))
      await saveContentDraft(trx, item.entityKey, newer.content, newer.userId);
    return;
  }
  if ('value' in version) {
    await lockForSave(trx, settingLock(item.entityKey));
    const newer = await trx
      .selectFrom('settingDrafts')
      .selectAll()
      .where('key', '=', item.entityKey)
      .forUpdate()
      .executeTakeFirst();
    await publishSettingValue(trx, item.entityKey, version.value);
    if (newer && newer.value !== version.value)
      await saveSettingDraft(trx, item.entityKey, newer.value, newer.userId);
    return;
  }
  if (!('fields' in version)) return;
  const table = item.entity as DraftTable;
  if (!RECORD_ENTITIES.includes(table))
    throw new ReleaseFailure(`The release names an unknown kind of item (${item.entity})`);
  const name = `${RECORD_LABELS[table]} #${item.entityKey}`;
  let published;
  try {
    published = await drafts[table].publishVersion(trx, Number(item.entityKey), version.fields);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('23'))
      throw new ReleaseFailure(`${name} could not be published: ${(err as Error).message}`);
    throw err;
  }
  if (!published) throw new ReleaseFailure(`${name} was deleted after it was added`);
  await recordPublishedEvent(trx, 'record.published', table, published, userId);
}

/** A release as its webhook events tell of it (issue 43): id, name, action and items. */
async function releaseSummary(db: DB, release: Release) {
  const items = await db
    .selectFrom('releaseItems')
    .select(['entity', 'entityKey as key'])
    .where('releaseId', '=', release.id)
    .orderBy('id')
    .execute();
  return { id: release.id, name: release.name, action: release.action, items };
}

/**
 * The release marked published now by `userId`, its preview links revoked, and its
 * `release.published` event in the outbox, all in `trx`.
 */
async function markPublished(trx: DB, id: number, userId: number | null): Promise<Release> {
  await revokeReleasePreviewLinks(trx, id);
  const release = await trx
    .updateTable('releases')
    .set({ status: 'published', publishedAt: new Date(), error: null, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordWebhookEvent(trx, {
    type: 'release.published',
    actorId: userId,
    data: { release: await releaseSummary(trx, release) },
  });
  return release;
}

/**
 * Marks the release failed with `reason` (after its transaction was rolled back): a release
 * still to come, or one that failed before and was tried again.
 */
async function markFailed(
  db: DB,
  id: number,
  reason: string,
  userId: number | null,
): Promise<Release | undefined> {
  return inTransaction(db, async (trx) => {
    const release = await trx
      .updateTable('releases')
      .set({ status: 'failed', error: reason, updatedAt: new Date() })
      .where('id', '=', id)
      .where('status', 'in', ['open', 'scheduled', 'failed'])
      .returningAll()
      .executeTakeFirst();
    if (release)
      await recordWebhookEvent(trx, {
        type: 'release.failed',
        actorId: userId,
        data: { release: await releaseSummary(trx, release), reason },
      });
    return release;
  });
}

/** What publishing a release came to. */
export type ReleaseOutcome =
  | { outcome: 'published'; release: Release }
  | { outcome: 'failed'; release: Release; reason: string }
  /** A scheduled release that failed for another reason waits until `release.retryAt`. */
  | { outcome: 'retrying'; release: Release; reason: string };

/** The wait after the `attempt`-th failed attempt, ms: 5 s, 10 s, 20 s, 40 s (doubling). */
export const releaseRetryDelayMs = (attempt: number) => 5_000 * 2 ** Math.max(0, attempt - 1);

/** Longest error text kept on a release, characters. */
const ERROR_MAX = 500;

/** The message of an error thrown while publishing, one line, at most ERROR_MAX characters. */
function reasonOf(err: unknown): string {
  const text = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim();
  return (text || 'Unknown error').slice(0, ERROR_MAX);
}

/**
 * Publishes the release now (an editor's "Publish now"), by `userId`: every item or none. A
 * ReleaseFailure leaves it 'failed' with the reason. Throws ReleaseError NOT_FOUND, or CONFLICT
 * when it was already published or cancelled; database errors propagate (nothing changed).
 */
export async function publishRelease(
  db: DB,
  id: number,
  userId: number | null,
): Promise<ReleaseOutcome> {
  try {
    const release = await db.transaction().execute(async (trx) => {
      const locked = await lockEditable(trx, id);
      await applyRelease(trx, locked, userId);
      return markPublished(trx, id, userId);
    });
    return { outcome: 'published', release };
  } catch (err) {
    if (!(err instanceof ReleaseFailure)) throw err;
    const release = await markFailed(db, id, err.message, userId);
    // Cancelled or published by someone else meanwhile: say so as lockEditable would.
    if (!release) throw new ReleaseError('CONFLICT', 'This release changed meanwhile: reload it');
    return { outcome: 'failed', release, reason: err.message };
  }
}

/**
 * Publishes the next scheduled release whose time (`publishAt` <= `now`) has come, if any: it
 * is claimed with `FOR UPDATE SKIP LOCKED` in the transaction that publishes it, so two
 * instances never publish it twice. Returns the outcome, or undefined when none is due. A
 * ReleaseFailure (its own rules) makes it 'failed' at once; any other error rolls the publish
 * back and the release waits `releaseRetryDelayMs` before its next attempt (its `error` says
 * why), skipped meanwhile, and is 'failed' after RELEASE_MAX_ATTEMPTS. Errors recording that
 * (the database is down) propagate: the release stays as it was for the next look.
 */
export async function publishDueRelease(
  db: DB,
  now: Date = new Date(),
): Promise<ReleaseOutcome | undefined> {
  let claimed: Release | undefined;
  try {
    const release = await db.transaction().execute(async (trx) => {
      claimed = await trx
        .selectFrom('releases')
        .selectAll()
        .where('status', '=', 'scheduled')
        .where('publishAt', '<=', now)
        .where((eb) => eb.or([eb('retryAt', 'is', null), eb('retryAt', '<=', now)]))
        .orderBy('publishAt')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!claimed) return undefined;
      await applyRelease(trx, claimed, claimed.userId);
      return markPublished(trx, claimed.id, claimed.userId);
    });
    return release && { outcome: 'published', release };
  } catch (err) {
    if (!claimed) throw err;
    if (err instanceof ReleaseFailure) {
      const release = await markFailed(db, claimed.id, err.message, claimed.userId);
      return release && { outcome: 'failed', release, reason: err.message };
    }
    // Anything else (a timeout, a value too long, a bug): the release waits, growing longer
    // each time, so later releases go out on time; after its last attempt it is 'failed'.
    const attempts = claimed.publishAttempts + 1;
    const reason = reasonOf(err);
    if (attempts >= RELEASE_MAX_ATTEMPTS) {
      const release = await markFailed(
        db,
        claimed.id,
        `Publishing failed ${attempts} times. The last error: ${reason}`,
        claimed.userId,
      );
      return release && { outcome: 'failed', release, reason };
    }
    const release = await db
      .updateTable('releases')
      .set({
        publishAttempts: attempts,
        retryAt: new Date(now.getTime() + releaseRetryDelayMs(attempts)),
        error: reason,
        updatedAt: new Date(),
      })
      .where('id', '=', claimed.id)
      .where('status', '=', 'scheduled')
      .returningAll()
      .executeTakeFirst();
    return release && { outcome: 'retrying', release, reason };
  }
}

/** The releases an item is in that may still change (to say so beside a draft). */
export async function openReleasesOf(
  db: DB,
  item: { entity: ReleaseEntity; entityKey: string },
): Promise<Release[]> {
  return db
    .selectFrom('releases as r')
    .innerJoin('releaseItems as i', 'i.releaseId', 'r.id')
    .selectAll('r')
    .where('i.entity', '=', item.entity)
    .where('i.entityKey', '=', item.entityKey)
    .where('r.status', 'in', [...EDITABLE])
    .orderBy('r.id')
    .execute();
}
