import './zod-config';
import { z } from 'zod';
import { baseRevision } from './revisions';
import { idSchema, requiredText, textString } from './common';

/** Name of a whole-site snapshot: 1-120 characters. */
export const snapshotCreateInput = z.object({ name: requiredText('Snapshot name', 120) });
export type SnapshotCreateInput = z.infer<typeof snapshotCreateInput>;

/** `{ id }` of a snapshot. */
export const snapshotIdInput = z.object({ id: idSchema });
/**
 * Restoring a snapshot: `{ id, revision? }`, `revision` the site's as the restore view showed it
 * (`changes`): a restore over a block or setting saved since is refused (issue 41 item 4).
 */
export const snapshotRestoreInput = snapshotIdInput.extend({ revision: baseRevision });

/** Restores one history version of a content block: `{ section, historyId }`. */
export const contentRestoreInput = z.object({
  section: textString('section', 'section is required').max(100, 'section is too long'),
  historyId: idSchema,
  revision: baseRevision,
});
