import { uploadsByName, uploadUsage, type DB } from '@forma/db';
import { isRestorableUse } from '@forma/validators';
import type { FastifyBaseLogger } from 'fastify';
import { isStorageName, type Storage } from '../storage/types';

/** Where stored files are served (`/uploads/<name>`), the address content holds. */
const UPLOADS_PREFIX = '/uploads/';

/** A deleted upload's stored files: the master's storage name and its variants' names. */
export interface UploadFiles {
  name: string;
  variants: readonly string[];
}

interface Deps {
  db: DB;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Removes the stored bytes of deleted media files (issue 19 item 2): each master and its
 * variants, on either storage driver. A name uploaded again since the delete (names are content
 * hashes, so a re-upload of the same bytes reuses it) is kept, and so is a file a block's
 * history or a snapshot still holds (issue 39 item 4: a restore would show it again). Returns
 * how many files were
 * removed; a failing removal is logged and skipped (the bytes stay, the library no longer lists
 * them), never thrown.
 */
export async function removeUploadFiles(
  { db, storage, log }: Deps,
  files: readonly UploadFiles[],
): Promise<number> {
  let removed = 0;
  const again = await uploadsByName(
    db,
    files.map((file) => file.name),
  ).catch((err: unknown) => {
    log.warn({ err }, 'could not check deleted uploads; their files stay');
    return null;
  });
  if (!again) return 0;
  for (const file of files) {
    if (again.has(file.name)) continue;
    const restorable = await uploadUsage(db, `${UPLOADS_PREFIX}${file.name}`).then(
      (uses) => uses.some(isRestorableUse),
      (err: unknown) => {
        log.warn({ err, name: file.name }, 'could not check where a deleted upload is kept');
        return true;
      },
    );
    if (restorable) continue;
    for (const name of [...file.variants, file.name]) {
      if (!isStorageName(name)) continue;
      try {
        await storage.delete(name);
        removed += 1;
      } catch (err) {
        log.warn({ err, name }, 'could not remove a deleted upload from storage');
      }
    }
  }
  return removed;
}
