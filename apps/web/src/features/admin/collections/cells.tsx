import { Badge } from '@forma/ui';
import { Check, ImageOff, Minus, Star } from 'lucide-react';
import { recordPublishStatus } from '@forma/validators/collection-lists';
import { PublishStateBadge } from '../components/publish-state';
import { formatDateTime } from '../lib/format';
import { mediaThumbnailUrl } from '@forma/validators/media';
import type { CollectionRow, ColumnSpec } from './types';

const STATUS_VARIANT = {
  ready: 'success',
  failed: 'destructive',
  processing: 'blue',
  pending: 'default',
} as const;

/** Whether a media URL points to a video (by extension). */
export const isVideoUrl = (url: string) => /\.(mp4|webm)(\?|#|$)/i.test(url);

/** The content of one list cell for a column kind (text, yes/no, thumbnail, date, stars...). */
export function CellValue({ column, row }: { column: ColumnSpec; row: CollectionRow }) {
  const value = row[column.field];
  switch (column.kind) {
    case 'boolean':
      return value ? (
        <span className="inline-flex items-center gap-1.5 text-emerald-300">
          <Check className="size-4" aria-hidden />
          <span className="text-sm">Yes</span>
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 text-white/55">
          <Minus className="size-4" aria-hidden />
          <span className="text-sm">No</span>
        </span>
      );
    case 'image':
    case 'thumbnail': {
      // A media file's own image shows by its small variant (the master may be megabytes).
      const url = column.kind === 'thumbnail' ? mediaThumbnailUrl(row, 80) : String(value ?? '');
      if (!url)
        return (
          <span className="inline-flex size-10 items-center justify-center rounded-lg border border-white/10 bg-white/[0.03] text-white/55">
            <ImageOff className="size-4" aria-hidden />
            <span className="sr-only">No image</span>
          </span>
        );
      return isVideoUrl(url) ? (
        <video src={url} muted className="size-10 rounded-lg object-cover" aria-hidden />
      ) : (
        <img
          src={url}
          alt=""
          loading="lazy"
          className="bg-checker size-10 rounded-lg border border-white/10 object-contain p-0.5"
        />
      );
    }
    case 'date':
      return value ? (
        <span className="text-sm whitespace-nowrap text-white/55 tabular-nums">
          {formatDateTime(value as Date)}
        </span>
      ) : null;
    case 'rating': {
      const n = Number(value) || 0;
      return (
        <span
          className="inline-flex items-center gap-0.5 text-amber-300"
          role="img"
          aria-label={`${n} of 5`}
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Star
              key={i}
              aria-hidden
              className={i < n ? 'size-3.5 fill-current' : 'size-3.5 text-white/50'}
            />
          ))}
        </span>
      );
    }
    case 'tags': {
      const tags = Array.isArray(value) ? (value as string[]) : [];
      return (
        <span className="flex flex-wrap gap-1">
          {tags.slice(0, 3).map((tag) => (
            <Badge key={tag} className="px-2 py-0.5 text-[11px]">
              {tag}
            </Badge>
          ))}
          {tags.length > 3 && <span className="text-xs text-white/60">+{tags.length - 3}</span>}
        </span>
      );
    }
    case 'status': {
      const status = String(value ?? '');
      const variant = STATUS_VARIANT[status as keyof typeof STATUS_VARIANT] ?? 'default';
      return (
        <Badge variant={variant} className="px-2.5 py-0.5 capitalize">
          {status || 'unknown'}
        </Badge>
      );
    }
    case 'publication': {
      const status = recordPublishStatus(row);
      return status && <PublishStateBadge status={status} />;
    }
    case 'number':
      return <span className="text-sm text-white/70 tabular-nums">{String(value ?? '')}</span>;
    case 'bytes':
      return (
        <span className="text-sm whitespace-nowrap text-white/70 tabular-nums">
          {formatBytes(Number(value) || 0)}
        </span>
      );
    default:
      return <span className="text-sm text-white/70">{String(value ?? '')}</span>;
  }
}

/** A size in bytes as people read it: `812 B`, `48.2 KB`, `3.1 MB` (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The text that names a row (`name`, `username`, `title`; a media file's alt text, else its file
 * name), for titles, confirms and toasts; `#<id>` when every naming field is empty.
 */
export function rowTitle(row: CollectionRow, titleField: string, fallbackField?: string): string {
  for (const field of [titleField, fallbackField]) {
    const value = field ? row[field] : undefined;
    if (typeof value === 'string' && value) return value;
  }
  return `#${row.id}`;
}
