import { sql } from 'kysely';
import type { DB } from '../client';
import type { Upload, UploadVariant } from '../schema';
import type { BuiltInMedia } from '../seed/types';

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
      .where('builtIn', '=', false)
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

/**
 * Lists the web app's built-in files in the media library (issue 44 item 4): one row each,
 * `builtIn`, named by its address; a known file keeps its alt text and focal point and gets the
 * sizes of the current build (a row already up to date is not written again). Safe to run at
 * every start. Returns how many rows it wrote.
 */
export async function syncBuiltInMedia(db: DB, files: readonly BuiltInMedia[]): Promise<number> {
  if (files.length === 0) return 0;
  const rows = await db
    .insertInto('uploads')
    .values(
      files.map((file) => ({
        name: file.url,
        builtIn: true,
        kind: file.kind,
        contentType: file.contentType,
        bytes: file.bytes,
        width: file.width,
        height: file.height,
        uploadedBy: null,
      })),
    )
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({
          builtIn: true,
          kind: (eb) => eb.ref('excluded.kind'),
          contentType: (eb) => eb.ref('excluded.contentType'),
          bytes: (eb) => eb.ref('excluded.bytes'),
          width: (eb) => eb.ref('excluded.width'),
          height: (eb) => eb.ref('excluded.height'),
        })
        .where(
          sql<boolean>`(uploads.built_in, uploads.kind, uploads.content_type, uploads.bytes,
            uploads.width, uploads.height) is distinct from (true, excluded.kind,
            excluded.content_type, excluded.bytes, excluded.width, excluded.height)`,
        ),
    )
    .returning('id')
    .execute();
  return rows.length;
}
