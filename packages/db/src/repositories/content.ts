import type { DB } from '../client';
import type { ContentDraft, ContentHistory, SiteContent } from '../schema';
import { contentLock, editLocked } from './revisions';
import { recordWebhookEvent } from './webhooks';

/** The stored content block of a section, or undefined. */
export async function getContent(db: DB, section: string): Promise<SiteContent | undefined> {
  return db.selectFrom('siteContent').selectAll().where('section', '=', section).executeTakeFirst();
}

/** All stored content blocks. */
export async function listContent(db: DB): Promise<SiteContent[]> {
  return db.selectFrom('siteContent').selectAll().orderBy('section').execute();
}

/**
 * Makes `content` the section's live block: the block, its history row by `userId` and its
 * `content.published` webhook event (issue 43), inside the caller's transaction, which holds
 * the section's lock (saveContent, publishContent, a snapshot restore). Returns the block.
 */
export async function writeContent(
  trx: DB,
  section: string,
  content: unknown,
  userId: number | null,
): Promise<SiteContent> {
  const json = JSON.stringify(content);
  const row = await trx
    .insertInto('siteContent')
    .values({ section, content: json })
    .onConflict((oc) => oc.column('section').doUpdateSet({ content: json, updatedAt: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('contentHistory')
    .values({ siteContentId: row.id, section, content: json, userId })
    .execute();
  await recordWebhookEvent(trx, {
    type: 'content.published',
    actorId: userId,
    data: { section, revision: row.revision, content: row.content as Record<string, unknown> },
  });
  return row;
}

/**
 * The revision an editor of a section works from (issue 41 item 1): its draft's when it has one,
 * else its block's; 0 for a section never saved. Revisions come from one sequence, so the latest
 * write of either row is the greater.
 */
export async function contentRevision(db: DB, section: string): Promise<number> {
  const [block, draft] = await Promise.all([
    db
      .selectFrom('siteContent')
      .select('revision')
      .where('section', '=', section)
      .executeTakeFirst(),
    db
      .selectFrom('contentDrafts')
      .select('revision')
      .where('section', '=', section)
      .executeTakeFirst(),
  ]);
  return draft?.revision ?? block?.revision ?? 0;
}

/** `editLocked` on the section's lock and revision (see revisions.ts). */
function editSection<T>(
  db: DB,
  section: string,
  expected: number | undefined,
  work: (trx: DB) => Promise<T>,
): Promise<T> {
  return editLocked(
    db,
    contentLock(section),
    expected,
    (trx) => contentRevision(trx, section),
    work,
  );
}

/**
 * Writes a section's content block and a content_history row (who, what, when) in one
 * transaction. `expected`: the revision the save is based on (issue 41; undefined: no check).
 * Returns the stored block. Throws RevisionConflictError when someone saved since `expected`.
 */
export async function saveContent(
  db: DB,
  section: string,
  content: unknown,
  userId: number | null,
  expected?: number,
): Promise<SiteContent> {
  return editSection(db, section, expected, (trx) => writeContent(trx, section, content, userId));
}

/** A history row with its author's username (null when the user was deleted or unknown). */
export type ContentHistoryEntry = ContentHistory & { username: string | null };

/** History of a section with who saved each version, newest first, at most `limit` rows. */
export async function contentHistory(
  db: DB,
  section: string,
  limit = 50,
): Promise<ContentHistoryEntry[]> {
  return db
    .selectFrom('contentHistory as h')
    .leftJoin('users as u', 'u.id', 'h.userId')
    .selectAll('h')
    .select('u.username')
    .where('h.section', '=', section)
    .orderBy('h.createdAt', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

/** One history row by id, or undefined. */
export async function getContentHistoryEntry(
  db: DB,
  id: number,
): Promise<ContentHistory | undefined> {
  return db.selectFrom('contentHistory').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A content edit without its content: who saved which section when. */
export interface ContentEdit {
  id: number;
  section: string;
  createdAt: Date;
  username: string | null;
}

/** The latest content edits over every section, newest first, at most `limit` rows. */
export async function recentContentEdits(db: DB, limit = 10): Promise<ContentEdit[]> {
  return db
    .selectFrom('contentHistory as h')
    .leftJoin('users as u', 'u.id', 'h.userId')
    .select(['h.id', 'h.section', 'h.createdAt', 'u.username'])
    .orderBy('h.createdAt', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest edit of each section that has a history (one row per section). */
export async function lastContentEdits(db: DB): Promise<ContentEdit[]> {
  return db
    .selectFrom('contentHistory as h')
    .leftJoin('users as u', 'u.id', 'h.userId')
    .distinctOn('h.section')
    .select(['h.id', 'h.section', 'h.createdAt', 'u.username'])
    .orderBy('h.section')
    .orderBy('h.createdAt', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
}

/** A draft with its author's username (null when the user was deleted or unknown). */
export type ContentDraftEntry = ContentDraft & { username: string | null };

/** The drafts with their authors, of one section or of every section, by section. */
function draftsQuery(db: DB) {
  return db
    .selectFrom('contentDrafts as d')
    .leftJoin('users as u', 'u.id', 'd.userId')
    .selectAll('d')
    .select('u.username')
    .orderBy('d.section');
}

/** The unpublished draft of a section (issue 20 item 1), or undefined when there is none. */
export async function getContentDraft(
  db: DB,
  section: string,
): Promise<ContentDraftEntry | undefined> {
  return draftsQuery(db).where('d.section', '=', section).executeTakeFirst();
}

/** Every section's draft: which blocks have changes not yet published. */
export async function listContentDrafts(db: DB): Promise<ContentDraftEntry[]> {
  return draftsQuery(db).execute();
}

/**
 * Keeps `content` as the section's draft (replacing an earlier draft), by `userId`. The site
 * still shows the published block. `expected` as for `saveContent`. Returns the draft.
 */
export async function saveContentDraft(
  db: DB,
  section: string,
  content: unknown,
  userId: number | null,
  expected?: number,
): Promise<ContentDraft> {
  const json = JSON.stringify(content);
  return editSection(db, section, expected, (trx) =>
    trx
      .insertInto('contentDrafts')
      .values({ section, content: json, userId })
      .onConflict((oc) =>
        oc.column('section').doUpdateSet({ content: json, userId, updatedAt: new Date() }),
      )
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Drops the section's draft. `expected` as for `saveContent`. Returns whether there was one.
 */
export async function discardContentDraft(
  db: DB,
  section: string,
  expected?: number,
): Promise<boolean> {
  return editSection(db, section, expected, async (trx) => {
    const deleted = await trx
      .deleteFrom('contentDrafts')
      .where('section', '=', section)
      .returning('section')
      .execute();
    return deleted.length > 0;
  });
}

/**
 * Makes `content` the section's live block and drops its draft, in one transaction (the
 * caller's, when `db` is one): the block, a history row by `userId`, and the draft's removal
 * commit together or not at all (issue 20 item 1, "Publish"). `expected` as for `saveContent`.
 * Returns the stored block.
 */
export async function publishContent(
  db: DB,
  section: string,
  content: unknown,
  userId: number | null,
  expected?: number,
): Promise<SiteContent> {
  return editSection(db, section, expected, async (trx) => {
    const row = await writeContent(trx, section, content, userId);
    await trx.deleteFrom('contentDrafts').where('section', '=', section).execute();
    return row;
  });
}
