import { formatBytes } from '../collections/cells';
import type { CollectionRow } from '../collections/types';

/** A media file in a few words: "JPEG · 3000 × 2250 · 1.3 MB" (kind when the type is odd). */
export function mediaDetails(row: CollectionRow): string {
  const type = String(row.contentType ?? '');
  const format = type.startsWith('image/svg')
    ? 'SVG'
    : (type.split('/')[1]?.toUpperCase() ?? String(row.kind ?? ''));
  const size = row.width && row.height ? `${row.width} × ${row.height}` : null;
  return [format, size, formatBytes(Number(row.bytes) || 0)].filter(Boolean).join(' · ');
}
