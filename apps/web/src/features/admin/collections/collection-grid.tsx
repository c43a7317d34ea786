import { cn } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import type { Table } from '@tanstack/react-table';
import { FileVideo, ImageOff, Trash2 } from 'lucide-react';
import { mediaThumbnailUrl } from '@forma/validators/media';
import { isVideoUrl, rowTitle } from './cells';
import { isDeletable, type AdminCollection, type CollectionRow } from './types';

/** Width a grid card's image is shown at on the widest layout, px (its variant is at least this). */
const CARD_IMAGE_PX = 320;

/** A card's image: the file's small variant, a still of a video, or a placeholder. */
function CardImage({ row }: { row: CollectionRow }) {
  const url = mediaThumbnailUrl(row, CARD_IMAGE_PX);
  const box = 'bg-checker aspect-[4/3] w-full rounded-xl border border-white/10';
  if (!url)
    return (
      <span className={cn(box, 'grid place-items-center text-white/50')}>
        <ImageOff className="size-6" aria-hidden />
      </span>
    );
  if (isVideoUrl(url))
    return (
      <span className={cn(box, 'relative grid place-items-center overflow-hidden')}>
        <video src={url} muted preload="metadata" className="size-full object-cover" aria-hidden />
        <FileVideo className="absolute size-6 text-white/80 drop-shadow" aria-hidden />
      </span>
    );
  const x = Number(row.focalX ?? 0.5) * 100;
  const y = Number(row.focalY ?? 0.5) * 100;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn(box, row.kind === 'image' ? 'object-cover' : 'object-contain p-2')}
      style={{ objectPosition: `${x}% ${y}%` }}
    />
  );
}

/**
 * The rows of a collection as a grid of cards (the media library's default view, issue 19
 * item 2): each card has its selection box, its image (cropped at the focal point), its title
 * linking to the edit screen, `grid.details` and a delete button. Same selection, focus after
 * delete (`data-row-id`) and busy dimming as the table. Without `requestDelete` (a viewer) the
 * cards have neither selection box nor delete button.
 */
export function CollectionGrid({
  table,
  collection,
  requestDelete,
  busy,
}: {
  table: Table<CollectionRow>;
  collection: AdminCollection;
  requestDelete: ((rows: CollectionRow[]) => void) | undefined;
  busy: boolean;
}) {
  const { titleField, titleFallbackField, plural } = collection.list;
  const editPath = collection.editPath;
  return (
    <ul
      aria-label={plural}
      aria-busy={busy || undefined}
      className="grid grid-cols-2 gap-3 p-4 transition-opacity aria-busy:opacity-60 sm:grid-cols-3 sm:p-6 lg:grid-cols-4 xl:grid-cols-6"
    >
      {table.getRowModel().rows.map((row) => {
        const item = row.original;
        const title = rowTitle(item, titleField, titleFallbackField);
        return (
          <li
            key={row.id}
            data-row-id={item.id}
            className={cn(
              'group relative flex min-w-0 flex-col gap-2 rounded-2xl border border-white/[0.07] p-2 transition-colors hover:bg-white/[0.03]',
              row.getIsSelected() && 'border-violet-400/50 bg-violet-500/[0.06]',
            )}
          >
            <CardImage row={item} />
            <div className="min-w-0 px-1 pb-1">
              {editPath ? (
                <Link
                  to={editPath}
                  params={{ id: String(item.id) }}
                  className="block truncate text-sm font-medium text-white after:absolute after:inset-0 after:rounded-2xl hover:text-violet-200 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-violet-400"
                  title={title}
                >
                  {title}
                </Link>
              ) : (
                <span className="block truncate text-sm font-medium text-white">{title}</span>
              )}
              <p className="truncate text-xs text-white/60">{collection.grid?.details(item)}</p>
            </div>
            {/* Above the card's stretched link, so they stay clickable. */}
            {requestDelete && isDeletable(collection, item) && (
              <>
                <input
                  type="checkbox"
                  aria-label={`Select ${title}`}
                  className="absolute top-4 left-4 z-10 size-4 cursor-pointer accent-violet-500"
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
                <button
                  type="button"
                  aria-label={`Delete ${title}`}
                  onClick={() => requestDelete([item])}
                  className="absolute top-3 right-3 z-10 inline-flex size-8 items-center justify-center rounded-full bg-black/60 text-white/80 hover:bg-red-500/80 hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
