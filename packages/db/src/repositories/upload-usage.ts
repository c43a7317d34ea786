import type { MediaUse } from '@forma/validators';
import { sql, type AliasableExpression, type Expression, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../client';
import type { Database } from '../schema';

/** One place a file is used (the wire shape `mediaUseRecord` of @forma/validators). */
export type UploadUse = MediaUse;

type UseRow = { id: number | string; label: string; designerId?: number };
/** The rows of one kind of record that use the file at `url` (a value or a column). */
type Place = (
  db: DB,
  url: Expression<string>,
) => SelectQueryBuilder<Database, keyof Database, UseRow>;

/** The column, or the same field of the row's waiting draft (camelCase keys), is `url`. */
const usesIn = (column: string, field: string, url: Expression<string>) =>
  sql<boolean>`(${sql.ref(column)} = ${url} or draft->>${field} = ${url})`;
/** Stored JSON (`column::text`) holds the address `url`. */
const holds = (column: string, url: Expression<string>) =>
  sql<boolean>`strpos(${sql.ref(column)}::text, ${url}) > 0`;

/**
 * Every kind of record that can use a file, in MEDIA_USER_KINDS order (issue 19 item 2): designers'
 * portraits, works, testimonials' photos, client logos, patterns' PNG and SVG, and content blocks
 * whose stored content holds the address. A draft counts as a use (issue 20 item 1): a record
 * whose waiting draft names the file, a block whose draft holds it; so does a kept version a
 * restore can bring back (issue 39 item 4): a block's history (each block once) and a snapshot.
 */
const PLACES: ReadonlyArray<readonly [UploadUse['entity'], Place]> = [
  [
    'designer',
    (db, url) =>
      db
        .selectFrom('designers')
        .select(['id', 'name as label'])
        .where(usesIn('designers.imageUrl', 'imageUrl', url)),
  ],
  [
    'designer work',
    (db, url) =>
      db
        .selectFrom('designerWorks')
        .select(['id', 'title as label', 'designerId'])
        .where(usesIn('designerWorks.mediaUrl', 'mediaUrl', url)),
  ],
  [
    'testimonial',
    (db, url) =>
      db
        .selectFrom('testimonials')
        .select(['id', 'name as label'])
        .where(usesIn('testimonials.imageUrl', 'imageUrl', url)),
  ],
  [
    'client',
    (db, url) =>
      db
        .selectFrom('clients')
        .select(['id', 'name as label'])
        .where(usesIn('clients.logoUrl', 'logoUrl', url)),
  ],
  [
    'pattern',
    (db, url) =>
      db
        .selectFrom('patterns')
        .select(['id', 'name as label'])
        .where((eb) => eb.or([eb('patterns.pngUrl', '=', url), eb('patterns.svgUrl', '=', url)])),
  ],
  [
    'content block',
    (db, url) =>
      db
        .selectFrom('siteContent')
        .select(['section as id', 'section as label'])
        .where(holds('siteContent.content', url))
        .union(
          db
            .selectFrom('contentDrafts')
            .select(['section as id', 'section as label'])
            .where(holds('contentDrafts.content', url)),
        ),
  ],
  [
    'block history',
    (db, url) =>
      db
        .selectFrom('contentHistory')
        .select(['section as id', 'section as label'])
        .where(holds('contentHistory.content', url))
        .groupBy('section'),
  ],
  [
    'snapshot',
    (db, url) =>
      db
        .selectFrom('contentSnapshots')
        .select(['id', 'name as label'])
        .where((eb) =>
          eb.or([holds('contentSnapshots.blocks', url), holds('contentSnapshots.settings', url)]),
        ),
  ],
];

/**
 * Where the file at `url` (`/uploads/<name>`, or a built-in file's `/assets/...`) is used: each
 * place of PLACES, in that order, each record once, ordered by id within a kind; empty when
 * unused.
 */
export async function uploadUsage(db: DB, url: string): Promise<UploadUse[]> {
  const value = sql.val(url);
  const found = await Promise.all(
    PLACES.map(([entity, place]) =>
      db
        .selectFrom(place(db, value).as('uses'))
        .selectAll()
        .orderBy('id')
        .execute()
        .then((rows) =>
          (rows as UseRow[]).map(({ designerId, ...row }) => ({
            entity,
            ...row,
            ...(designerId === undefined || designerId === null ? {} : { designerId }),
          })),
        ),
    ),
  );
  return found.flat();
}

/**
 * The number of places (records, blocks, versions) that use the file of the `uploads` row in the
 * query this expression is part of: the sum, over PLACES, of their rows. The media library lists
 * it and filters on it ("not used anywhere", issue 44 item 4).
 */
export function uploadUsesCount(db: DB): AliasableExpression<number> {
  const url = sql.ref<string>('uploads.url');
  const counts = PLACES.map(
    ([, place]) =>
      sql<number>`(${db
        .selectFrom(place(db, url).as('uses'))
        .select((eb) => eb.fn.countAll<number>().as('n'))})`,
  );
  return sql<number>`(${sql.join(counts, sql` + `)})::int`;
}
