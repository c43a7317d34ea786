import type { DB } from '../client';
import type { PreviewLink } from '../schema';

/** A preview link with its author's username (null when the user was deleted). */
export type PreviewLinkEntry = PreviewLink & { username: string | null };

/**
 * Stores a new preview link (issue 20 item 2): the SHA-256 hash of its token, who made it and
 * when it expires. Returns the row. Throws on a duplicate hash (a token made twice).
 */
export async function createPreviewLink(
  db: DB,
  link: { tokenHash: string; userId: number | null; expiresAt: Date; releaseId?: number | null },
): Promise<PreviewLink> {
  return db.insertInto('previewLinks').values(link).returningAll().executeTakeFirstOrThrow();
}

/**
 * The link whose token hashes to `tokenHash`, live or not (the caller words why a link no longer
 * opens: expired or revoked); undefined when no link has that token.
 */
export async function findPreviewLink(db: DB, tokenHash: string): Promise<PreviewLink | undefined> {
  return db
    .selectFrom('previewLinks')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** True when `link` opens at `now`: not revoked and not yet expired. */
export const isLivePreviewLink = (link: PreviewLink, now: Date = new Date()): boolean =>
  link.revokedAt === null && link.expiresAt > now;

/**
 * The links that still open at `now` (not revoked, not expired), newest first, with authors;
 * with `releaseId`, only those made for that release (issue 20 item 3).
 */
export async function listLivePreviewLinks(
  db: DB,
  now: Date = new Date(),
  releaseId?: number,
): Promise<PreviewLinkEntry[]> {
  let query = db.selectFrom('previewLinks as p');
  if (releaseId !== undefined) query = query.where('p.releaseId', '=', releaseId);
  return query
    .leftJoin('users as u', 'u.id', 'p.userId')
    .selectAll('p')
    .select('u.username')
    .where('p.revokedAt', 'is', null)
    .where('p.expiresAt', '>', now)
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

/**
 * Revokes the live link `id` at `now`: it no longer opens. Returns false when there is no such
 * link, or it was already revoked or expired.
 */
export async function revokePreviewLink(
  db: DB,
  id: number,
  now: Date = new Date(),
): Promise<boolean> {
  const revoked = await db
    .updateTable('previewLinks')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('id')
    .execute();
  return revoked.length > 0;
}

/** Revokes every live link made for release `releaseId` (it was published or cancelled). */
export async function revokeReleasePreviewLinks(db: DB, releaseId: number): Promise<void> {
  await db
    .updateTable('previewLinks')
    .set({ revokedAt: new Date() })
    .where('releaseId', '=', releaseId)
    .where('revokedAt', 'is', null)
    .execute();
}
