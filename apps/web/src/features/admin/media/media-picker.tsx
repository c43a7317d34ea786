import { Button, cn, Select } from '@forma/ui';
import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileVideo, Images, SearchX } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  acceptedFormatsText,
  acceptedKinds,
  acceptsContentType,
  type UploadAccept,
} from '../../../lib/upload';
import { rowTitle } from '../collections/cells';
import { Pagination } from '../components/pagination';
import { SearchBox } from '../components/search-box';
import { useModalDialog } from '../components/use-modal-dialog';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { useAdminContext } from '../lib/use-admin-api';
import { mediaDetails } from './media-details';
import { mediaThumbnailUrl } from '@forma/validators/media';

/** Files per page of the picker (two rows of the widest grid). */
const PAGE_SIZE = 12;
const KIND_LABEL = { image: 'Images', svg: 'SVG', video: 'Videos' } as const;
const { titleField, titleFallbackField } = COLLECTION_LISTS.media;

/**
 * The library's files a field can take, one page at a time: search, a kind select when the
 * field takes several kinds, a grid of buttons (a file in a format the field does not take is
 * shown, disabled, with why), pages, and loading, empty and error states.
 */
function LibraryBrowser({
  accept,
  onChoose,
}: {
  accept: UploadAccept;
  onChoose: (file: { url: string; title: string }) => void;
}) {
  const { trpc } = useAdminContext();
  const kinds = acceptedKinds(accept);
  const [kind, setKind] = useState(kinds[0]!);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const idBase = useId();
  const list = useQuery(
    trpc.admin.media.list.queryOptions(
      {
        search: search || undefined,
        filters: { kind },
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      },
      { placeholderData: keepPreviousData },
    ),
  );
  const items = list.data?.items ?? [];

  return (
    <div className="flex min-h-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id={`${idBase}-search`}
          label="Search the library"
          value={search}
          onSearch={(q) => {
            setSearch(q);
            setPage(1);
          }}
        />
        {kinds.length > 1 && (
          <div className="sm:w-40">
            <label htmlFor={`${idBase}-kind`} className="sr-only">
              Kind
            </label>
            <Select
              id={`${idBase}-kind`}
              className="h-11 text-sm"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as typeof kind);
                setPage(1);
              }}
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABEL[k]}
                </option>
              ))}
            </Select>
          </div>
        )}
      </div>

      {list.isPending ? (
        <div role="status" aria-label="Loading" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/3] w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState
          title="Could not load the library"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        search ? (
          <EmptyState icon={SearchX} title="No file matches">
            Try other words.
          </EmptyState>
        ) : (
          <EmptyState icon={Images} title="No files of this kind yet">
            Upload one with the field instead.
          </EmptyState>
        )
      ) : (
        <ul
          aria-label="Library files"
          aria-busy={list.isPlaceholderData || undefined}
          className="grid grid-cols-2 gap-3 overflow-y-auto transition-opacity aria-busy:opacity-60 sm:grid-cols-4"
        >
          {items.map((file) => {
            const title = rowTitle(file, titleField, titleFallbackField);
            const takes = acceptsContentType(accept, file.contentType);
            const thumb = mediaThumbnailUrl(file, 240);
            return (
              <li key={file.id} className="min-w-0">
                <button
                  type="button"
                  disabled={!takes}
                  onClick={() => onChoose({ url: file.url, title })}
                  aria-label={`Choose ${title}`}
                  aria-describedby={takes ? undefined : `${idBase}-refused-${file.id}`}
                  className={cn(
                    'flex w-full flex-col gap-1.5 rounded-2xl border border-white/[0.07] p-1.5 text-left transition-colors',
                    'hover:border-violet-400/60 hover:bg-white/[0.03] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
                    'disabled:cursor-not-allowed disabled:opacity-45',
                  )}
                >
                  {file.kind === 'video' ? (
                    <span className="bg-checker grid aspect-[4/3] w-full place-items-center rounded-xl border border-white/10">
                      <FileVideo className="size-6 text-white/70" aria-hidden />
                    </span>
                  ) : (
                    <img
                      src={thumb}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className={cn(
                        'bg-checker aspect-[4/3] w-full rounded-xl border border-white/10',
                        file.kind === 'image' ? 'object-cover' : 'object-contain p-2',
                      )}
                      style={{ objectPosition: `${file.focalX * 100}% ${file.focalY * 100}%` }}
                    />
                  )}
                  <span className="block truncate px-1 text-xs font-medium text-white/85">
                    {title}
                  </span>
                  <span className="block truncate px-1 pb-0.5 text-[11px] text-white/55">
                    {takes ? (
                      mediaDetails(file)
                    ) : (
                      <span id={`${idBase}-refused-${file.id}`}>
                        Not for this field ({acceptedFormatsText(accept)} only)
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          label="Library pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPage={setPage}
        />
      )}
    </div>
  );
}

/**
 * "Choose from library" of an upload field (issue 19 item 2): a button that opens a modal
 * (native `<dialog>` in a portal: focus trap, Escape) over the media library, filtered to what the field
 * takes (`accept`). Choosing a file calls `onChoose(url, title)` and closes it; focus returns to
 * the button. The library is only read while the dialog is open.
 */
export function MediaPicker({
  accept,
  disabled,
  onChoose,
}: {
  accept: UploadAccept;
  disabled?: boolean;
  onChoose: (url: string, title: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const dialog = useModalDialog(open);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  return (
    <>
      <Button
        ref={opener}
        type="button"
        variant="ghost"
        size="sm"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Images aria-hidden />
        Library
      </Button>
      {/* In a portal: the field sits in its screen's form, and forms do not nest. React still
          bubbles events along its own tree, so the library's search submit stops here. */}
      {createPortal(
        <dialog
          ref={dialog}
          onSubmit={(event) => event.stopPropagation()}
          aria-labelledby={titleId}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
          onClick={(event) => {
            if (event.target === event.currentTarget) setOpen(false);
          }}
          className="m-auto max-h-[min(90vh,52rem)] w-[min(94vw,56rem)] rounded-3xl border border-white/10 bg-[#0d0d16] p-0 text-white shadow-2xl backdrop:bg-black/70"
        >
          <div className="flex max-h-[min(90vh,52rem)] flex-col gap-4 p-4 sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id={titleId} className="text-lg font-semibold">
                  Choose from the library
                </h2>
                <p className="mt-1 text-sm text-white/60">
                  Files uploaded anywhere in the console. This field takes{' '}
                  {acceptedFormatsText(accept)}.
                </p>
              </div>
              <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </div>
            {open && (
              <LibraryBrowser
                accept={accept}
                onChoose={({ url, title }) => {
                  onChoose(url, title);
                  setOpen(false);
                }}
              />
            )}
          </div>
        </dialog>,
        document.body,
      )}
    </>
  );
}
