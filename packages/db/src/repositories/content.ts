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

/** History of a section, newest first, at most `limit` rows. */
export async function contentHistory(
  db: DB,
  section: string,
  limit = 50,
): Promise<ContentHistory[]> {
  return db
    .selectFrom('contentHistory')
    .selectAll()
    .where('section', '=', section)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
