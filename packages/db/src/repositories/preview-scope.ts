import type { DB } from '../client';
import type { PreviewLink, PublicRecord, ReleaseAction, ReleaseItemVersion } from '../schema';
import { previewRecord, publicRecord } from './record-drafts';

/**
 * Which drafts a preview shows (issue 39 item 1): every draft (a link made outside a release), or
 * exactly the published site with one release's items applied: its drafts for a release that
 * publishes, its records gone for one that takes them off the site. `items` maps
 * `entity:entityKey` (scopeKey) of the release's items to the version the release holds of
 * each (issue 39 item 2: what publishing writes, so what the preview shows), or null for an
 * item added before versions were kept (its current draft shows, as it publishes).
 */
export type PreviewScope =
  | { release: null }
  | {
      release: { id: number; name: string; action: ReleaseAction };
      items: ReadonlyMap<string, ReleaseItemVersion | null>;
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
    .select(['entity', 'entityKey', 'version'])
    .where('releaseId', '=', release.id)
    .execute();
  return {
    release,
    items: new Map(items.map((i) => [scopeKey(i.entity, i.entityKey), i.version] as const)),
  };
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
 * The version a release scope holds of the block, setting or record `entity`/`key`: what its
 * publish writes. Undefined when the scope shows every draft, the item is not in the release,
 * or it was added before versions were kept (then its current draft is what shows).
 */
export function heldVersion(
  scope: PreviewScope,
  entity: string,
  key: string | number,
): ReleaseItemVersion | undefined {
  if (scope.release === null || scope.release.action !== 'publish') return undefined;
  return scope.items.get(scopeKey(entity, key)) ?? undefined;
}

/**
 * `row` of the records `table` as the preview of `scope` shows it, or null when it is not on that
 * page: for a release's item, the fields the release holds over its live ones (as its publish
 * writes them); for every draft, its draft over its live fields (a record never published then
 * shows too); its live fields otherwise (null when it is not published), and null for a record
 * a release takes off the site.
 */
export function scopedRecord<T extends { id: number; publishedAt: Date | null }>(
  scope: PreviewScope,
  table: string,
  row: T,
): PublicRecord<T> | null {
  const held = heldVersion(scope, table, row.id);
  if (held) return publicRecord({ ...row, ...('fields' in held ? held.fields : {}) });
  if (showsDraft(scope, table, row.id)) return previewRecord(row);
  const takenOff =
    scope.release !== null &&
    scope.release.action === 'unpublish' &&
    scope.items.has(scopeKey(table, row.id));
  if (takenOff) return null;
  return row.publishedAt ? publicRecord(row) : null;
}
