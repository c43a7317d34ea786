import type { DB } from '../client';
import type { ContentHistory, SiteContent } from '../schema';

/** The stored content block of a section, or undefined. */
export async function getContent(db: DB, section: string): Promise<SiteContent | undefined> {
  return db.selectFrom('siteContent').selectAll().where('section', '=', section).executeTakeFirst();
}

/** All stored content blocks. */
export async function listContent(db: DB): Promise<SiteContent[]> {
  return db.selectFrom('siteContent').selectAll().orderBy('section').execute();
}

/**
 * Writes a section's content block and a content_history row (who, what, when) in one
 * transaction. Returns the stored block.
 */
export async function saveContent(
  db: DB,
  section: string,
  content: unknown,
  userId: number | null,
): Promise<SiteContent> {
  return db.transaction().execute(async (trx) => {
    const json = JSON.stringify(content);
    const row = await trx
      .insertInto('siteContent')
      .values({ section, content: json })
      .onConflict((oc) =>
        oc.column('section').doUpdateSet({ content: json, updatedAt: new Date() }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('contentHistory')
      .values({ siteContentId: row.id, section, content: json, userId })
      .execute();
    return row;
  });
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
