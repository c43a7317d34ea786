import { formatBytes } from '../collections/cells';
import type { CollectionRow } from '../collections/types';

/**
 * Where a file is used, in words: "Not used anywhere", "Used in 1 place", "Used in 3 places"
 * (`uses`, issue 44 item 4); a built-in file says so first.
 */
export function mediaUses(row: CollectionRow): string {
  const uses = Number(row.uses) || 0;
  const where =
    uses === 0 ? 'Not used anywhere' : `Used in ${uses} ${uses === 1 ? 'place' : 'places'}`;
  return row.builtIn === true ? `Built in · ${where.toLowerCase()}` : where;
}

/**
 * A media file in a few words: "JPEG · 3000 × 2250 · 1.3 MB · Used in 2 places" (kind when the
 * type is odd).
 */
export function mediaDetails(row: CollectionRow): string {
  const type = String(row.contentType ?? '');
  const format = type.startsWith('image/svg')
    ? 'SVG'
    : (type.split('/')[1]?.toUpperCase() ?? String(row.kind ?? ''));
  const size = row.width && row.height ? `${row.width} × ${row.height}` : null;
  return [format, size, formatBytes(Number(row.bytes) || 0), mediaUses(row)]
    .filter(Boolean)
    .join(' · ');
}
