import type { DB } from '../client';
import type { PreviewLink, PublicRecord, ReleaseAction } from '../schema';
import { previewRecord, publicRecord } from './record-drafts';

/**
 * Which drafts a preview shows (issue 39 item 1): every draft (a link made outside a release), or
 * exactly the published site with one release's items applied: its drafts for a release that
 * publishes, its records gone for one that takes them off the site. `items` holds
 * `entity:entityKey` (scopeKey) of the release's items.
 */
export type PreviewScope =
  | { release: null }
  | {
      release: { id: number; name: string; action: ReleaseAction };
      items: ReadonlySet<string>;
    };

/** The scope of a link made outside a release: every draft. */
export const EVERY_DRAFT: PreviewScope = { release: null };

/** The key of a release item in `PreviewScope.items`: `content:hero`, `designers:12`. */
export const scopeKey = (entity: string, entityKey: string | number) => `${entity}:${entityKey}`;

/**
 * The scope of the preview link `link`: its release's items, or every draft when it was made
 * outside a release (or its release is gone). Database errors propagate.
 */
export async function previewScopeOf(db: DB, link: PreviewLink): Promise<PreviewScope> {
  if (link.releaseId === null) return EVERY_DRAFT;
  const release = await db
    .selectFrom('releases')
    .select(['id', 'name', 'action'])
    .where('id', '=', link.releaseId)
    .executeTakeFirst();
  if (!release) return EVERY_DRAFT;
  const items = await db
    .selectFrom('releaseItems')
    .select(['entity', 'entityKey'])
    .where('releaseId', '=', release.id)
    .execute();
  return { release, items: new Set(items.map((i) => scopeKey(i.entity, i.entityKey))) };
}

/**
 * True when the draft of the block, setting or record `entity`/`key` shows in `scope`: always
 * for every draft; for a release, only its own items (and only when it publishes them).
 */
export function showsDraft(scope: PreviewScope, entity: string, key: string | number): boolean {
  if (scope.release === null) return true;
  return scope.release.action === 'publish' && scope.items.has(scopeKey(entity, key));
}

/**
 * `row` of the records `table` as the preview of `scope` shows it, or null when it is not on that
 * page: its draft over its live fields where the scope shows its draft (a record never
 * published then shows too), its live fields otherwise (null when it is not published), and null
 * for a record a release takes off the site.
 */
export function scopedRecord<T extends { id: number; publishedAt: Date | null }>(
  scope: PreviewScope,
  table: string,
  row: T,
): PublicRecord<T> | null {
  if (showsDraft(scope, table, row.id)) return previewRecord(row);
  const takenOff =
    scope.release !== null &&
    scope.release.action === 'unpublish' &&
    scope.items.has(scopeKey(table, row.id));
  if (takenOff) return null;
  return row.publishedAt ? publicRecord(row) : null;
}
