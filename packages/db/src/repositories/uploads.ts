import { sql } from 'kysely';
import type { DB } from '../client';
import type { Upload, UploadVariant } from '../schema';
import type { MediaUse } from '@forma/validators';

/** What is known of a file when it is stored (POST /api/admin/uploads). */
export interface NewUpload {
  name: string;
  kind: 'image' | 'svg' | 'video';
  contentType: string;
  bytes: number;
  width?: number | undefined;
  height?: number | undefined;
  uploadedBy: number | null;
}

/**
 * Records a stored file (issue 19 item 2). The same bytes uploaded again keep their row (names
 * are content hashes): only a missing size is filled in. Returns the row.
 */
export async function recordUpload(db: DB, upload: NewUpload): Promise<Upload> {
  return db
    .insertInto('uploads')
    .values({
      name: upload.name,
      kind: upload.kind,
      contentType: upload.contentType,
      bytes: upload.bytes,
      width: upload.width ?? null,
      height: upload.height ?? null,
      uploadedBy: upload.uploadedBy,
    })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({
        bytes: (eb) => eb.ref('excluded.bytes'),
        width: sql<number | null>`coalesce(uploads.width, excluded.width)`,
        height: sql<number | null>`coalesce(uploads.height, excluded.height)`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Options of {@link claimVariantJob}. */
export interface VariantClaimOptions {
  /** A claim older than this belongs to a crashed worker, ms. */
  staleMs: number;
  /** Claims an upload gets before it fails for good. */
  maxAttempts: number;
}

/**
 * Claims the next image whose variants are due (issue 19 item 1): not made yet, not failed, not
 * claimed by another worker (SKIP LOCKED; a claim older than `staleMs` is taken over), oldest
 * first; counts the attempt. Undefined when none is due.
 */
export async function claimVariantJob(
  db: DB,
  { staleMs, maxAttempts }: VariantClaimOptions,
): Promise<Pick<Upload, 'id' | 'name' | 'attempts'> | undefined> {
  const staleBefore = sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`;
  return db.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom('uploads')
      .select('id')
      .where('kind', '=', 'image')
      .where('variantsAt', 'is', null)
      .where('variantsError', 'is', null)
      .where('attempts', '<', maxAttempts)
      .where((eb) => eb.or([eb('lockedAt', 'is', null), eb('lockedAt', '<', staleBefore)]))
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!next) return undefined;
    return trx
      .updateTable('uploads')
      .set({ lockedAt: sql<Date>`clock_timestamp()`, attempts: sql<number>`attempts + 1` })
      .where('id', '=', next.id)
      .returning(['id', 'name', 'attempts'])
      .executeTakeFirstOrThrow();
  });
}

/** The variants made for an upload, with what was read of the master. */
export interface MadeVariants {
  width: number;
  height: number;
  bytes: number;
  variants: UploadVariant[];
  placeholder: string;
}

/**
 * Settles a claimed upload: its variants and sizes (`made`), or the failure `error` (final when
 * `final`, else the claim is released for a retry).
 */
export async function settleVariantJob(
  db: DB,
  id: number,
  outcome: { made: MadeVariants } | { error: string; final: boolean },
): Promise<void> {
  const values =
    'made' in outcome
      ? {
          width: outcome.made.width,
          height: outcome.made.height,
          bytes: outcome.made.bytes,
          variants: JSON.stringify(outcome.made.variants),
          placeholder: outcome.made.placeholder,
          variantsAt: sql<Date>`now()`,
          variantsError: null,
          lockedAt: null,
        }
      : { variantsError: outcome.final ? outcome.error : null, lockedAt: null };
  await db.updateTable('uploads').set(values).where('id', '=', id).execute();
}

/** The uploads of `names` (storage names), by name; unknown names are left out. */
export async function uploadsByName(
  db: DB,
  names: readonly string[],
): Promise<Map<string, Upload>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('uploads')
    .selectAll()
    .where('name', 'in', [...new Set(names)])
    .execute();
  return new Map(rows.map((row) => [row.name, row]));
}

/**
 * The upload `id` with its row locked until the transaction `db` ends (FOR UPDATE): the media
 * delete checks where it is used and deletes it while no other delete of it can run.
 */
export async function lockUpload(db: DB, id: number): Promise<Upload | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** One place a file is used (the wire shape `mediaUseRecord` of @forma/validators). */
export type UploadUse = MediaUse;

/**
 * Where the file at `url` (`/uploads/<name>`) is used (issue 19 item 2): designers' portraits,
 * works, testimonials' photos, client logos, patterns' PNG and SVG, and content blocks whose
 * stored content holds the address. A draft counts as a use (issue 20 item 1): a record whose
 * waiting draft names the file, a block whose draft holds it; so does a kept version a restore
 * can bring back (issue 39 item 4): a block's history (each block once) and a snapshot. In that
 * order, each place once; empty when unused.
 */
export async function uploadUsage(db: DB, url: string): Promise<UploadUse[]> {
  const like = `%${url.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  /** The column, or the same field of the row's waiting draft (camelCase keys), is `url`. */
  const usesIn = (column: string, field: string) =>
    sql<boolean>`(${sql.ref(column)} = ${url} or draft->>${field} = ${url})`;
  const [designers, works, testimonials, clients, patterns, blocks, history, snapshots] =
    await Promise.all([
      db
        .selectFrom('designers')
        .select(['id', 'name as label'])
        .where(usesIn('imageUrl', 'imageUrl'))
        .execute(),
      db
        .selectFrom('designerWorks')
        .select(['id', 'title as label', 'designerId'])
        .where(usesIn('mediaUrl', 'mediaUrl'))
        .execute(),
      db
        .selectFrom('testimonials')
        .select(['id', 'name as label'])
        .where(usesIn('imageUrl', 'imageUrl'))
        .execute(),
      db
        .selectFrom('clients')
        .select(['id', 'name as label'])
        .where(usesIn('logoUrl', 'logoUrl'))
        .execute(),
      db
        .selectFrom('patterns')
        .select(['id', 'name as label'])
        .where((eb) => eb.or([eb('pngUrl', '=', url), eb('svgUrl', '=', url)]))
        .execute(),
      db
        .selectFrom('siteContent')
        .select(['section as id', 'section as label'])
        .where(sql<boolean>`content::text like ${like}`)
        .union(
          db
            .selectFrom('contentDrafts')
            .select(['section as id', 'section as label'])
            .where(sql<boolean>`content::text like ${like}`),
        )
        .orderBy('id')
        .execute(),
      db
        .selectFrom('contentHistory')
        .select(['section as id', 'section as label'])
        .where(sql<boolean>`content::text like ${like}`)
        .groupBy('section')
        .orderBy('section')
        .execute(),
      db
        .selectFrom('contentSnapshots')
        .select(['id', 'name as label'])
        .where(sql<boolean>`(blocks::text like ${like} or settings::text like ${like})`)
        .orderBy('id')
        .execute(),
    ]);
  const as = (
    entity: UploadUse['entity'],
    rows: { id: number | string; label: string; designerId?: number }[],
  ): UploadUse[] =>
    rows.map(({ designerId, ...row }) => ({
      entity,
      ...row,
      ...(designerId === undefined ? {} : { designerId }),
    }));
  return [
    ...as('designer', designers),
    ...as('designer work', works),
    ...as('testimonial', testimonials),
    ...as('client', clients),
    ...as('pattern', patterns),
    ...as('content block', blocks),
    ...as('block history', history),
    ...as('snapshot', snapshots),
  ];
}
