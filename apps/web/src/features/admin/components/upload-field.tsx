import { Button, buttonVariants, cn, Input, Spinner } from '@forma/ui';
import { UPLOAD_URL } from '@forma/validators/uploads';
import { useQuery } from '@tanstack/react-query';
import { ImageOff, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import {
  acceptAttribute,
  acceptedFormatsText,
  acceptsContentType,
  checkUpload,
  formatLabel,
  uploadFile,
  uploadHint,
  type UploadAccept,
} from '../../../lib/upload';
import { useAdminContext } from '../lib/use-admin-api';
import { MediaPicker } from '../media/media-picker';
import { useCanEdit } from '../lib/roles';

export interface UploadFieldProps {
  /** Id of the URL text input (the field's label points at it). */
  id: string;
  /** The file's URL (`/uploads/<sha-256>.<ext>`, or any URL typed by hand); '' when none. */
  value: string;
  onChange: (url: string) => void;
  /**
   * 'image' PNG/JPEG/WebP/SVG, 'raster' PNG/JPEG/WebP, 'video' MP4/WebM, 'media' either, 'svg' SVG,
   * 'pattern' SVG or PNG.
   */
  accept: UploadAccept;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}

const isVideoUrl = (url: string) => /\.(mp4|webm)(?:[?#]|$)/i.test(url);

/** The preview box's width on the widest screens (sm:size-20) at 2x density, px. */
const PREVIEW_PX = 160;

/**
 * The address the preview shows for `url` (issue 39 item 9): an uploaded image's smallest
 * variant at least PREVIEW_PX wide, never its master (which may be megabytes); until that is
 * known, nothing, so the master is never fetched. Any other address as it is.
 */
function usePreviewUrl(url: string): string | null {
  const { trpc } = useAdminContext();
  const uploaded = UPLOAD_URL.test(url) && !isVideoUrl(url);
  const thumbnail = useQuery({
    ...trpc.admin.media.thumbnail.queryOptions({ url, minWidth: PREVIEW_PX }),
    enabled: uploaded,
    staleTime: Infinity,
  });
  if (!uploaded) return url;
  if (thumbnail.isError) return url;
  return thumbnail.data?.url ?? null;
}

/** A small preview of the current file: an image, a muted looping video, or a placeholder. */
function Preview({ url: value, busy }: { url: string; busy: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = usePreviewUrl(value);
  // While the small version's address is being asked: the empty box, not "no file".
  const waiting = value !== '' && shown === null;
  const url = shown ?? '';
  const box =
    'relative grid size-16 shrink-0 place-items-center sm:size-20 overflow-hidden rounded-xl border border-white/10 bg-checker';
  return (
    <div className={box}>
      {waiting ? null : !url || failed === url ? (
        <ImageOff className="size-6 text-white/50" aria-hidden />
      ) : isVideoUrl(url) ? (
        <video
          key={url}
          src={url}
          muted
          loop
          autoPlay
          playsInline
          preload="metadata"
          aria-hidden
          tabIndex={-1}
          onError={() => setFailed(url)}
          className="size-full object-cover"
        />
      ) : (
        <img
          key={url}
          src={url}
          alt=""
          decoding="async"
          onError={() => setFailed(url)}
          className="size-full object-contain p-1.5"
        />
      )}
      {busy && (
        <span className="absolute inset-0 grid place-items-center bg-black/60">
          <Spinner className="size-6 text-violet-200" label={null} />
        </span>
      )}
    </div>
  );
}

/**
 * An upload widget of the admin forms (issue 7 item 5): a preview, the URL in a text input
 * (`id`, editable by hand), an "Upload"/"Replace" button over a visually hidden native file input
 * (focusable, so keyboards and assistive tech reach it), "Library" to choose a file uploaded
 * before (issue 19 item 2), drag-and-drop onto the field, "Remove",
 * progress while sending, and the server's message under the field (role="alert"). A quick check
 * of type and size runs first; the server sniffs the bytes and has the last word.
 */
export function UploadField({
  id,
  value,
  onChange,
  accept,
  invalid,
  describedBy,
  disabled = false,
}: UploadFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const uploading = progress !== null;
  const fileId = `${id}-file`;
  const hintId = `${id}-upload-hint`;
  const errorId = `${id}-upload-error`;

  // An upload still running when the form goes away is cancelled.
  useEffect(() => () => pending.current?.abort(), []);

  async function send(file: File) {
    setError(null);
    const problem = checkUpload(file, accept);
    if (problem) {
      setError(problem);
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setProgress(0);
    setAnnouncement(`Uploading ${file.name}`);
    try {
      const result = await uploadFile(file, setProgress, controller.signal);
      if (!acceptsContentType(accept, result.contentType)) {
        setError(
          `This field takes ${acceptedFormatsText(accept)} files; this file is ${formatLabel(result.contentType)}`,
        );
        setAnnouncement('');
        return;
      }
      onChange(result.url);
      setAnnouncement(`Uploaded ${file.name}`);
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(err instanceof Error ? err.message : 'Upload failed');
      setAnnouncement('');
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setProgress(null);
      }
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const canEdit = useCanEdit();
  const blocked = disabled || uploading || !canEdit;
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (blocked || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    setDragging(false);
    if (blocked) return;
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    void send(file);
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div className="flex flex-col gap-2">
      <div
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={cn(
          'flex items-center gap-4 rounded-2xl border border-dashed border-white/12 bg-white/[0.02] p-3 transition-colors',
          'data-[dragging]:border-violet-400/80 data-[dragging]:bg-violet-500/10',
          (invalid || error) && 'border-red-400/60',
        )}
      >
        <Preview url={value} busy={uploading} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Input
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="/uploads/… or https://…"
            spellCheck={false}
            autoComplete="off"
            disabled={disabled}
            readOnly={!canEdit}
            aria-invalid={invalid || Boolean(error) || undefined}
            aria-describedby={
              [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
            }
            className="h-10 text-sm"
          />
          {/* A viewer reads the address and sees the file; nothing to upload or replace. */}
          {canEdit && (
            <div className="flex flex-wrap items-center gap-2">
              <input
                ref={fileInput}
                id={fileId}
                type="file"
                accept={acceptAttribute(accept)}
                disabled={blocked}
                aria-describedby={hintId}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void send(file);
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={fileId}
                className={cn(
                  buttonVariants({ variant: 'secondary', size: 'sm' }),
                  'cursor-pointer',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-violet-400 peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-[#07070c]',
                  'peer-disabled:pointer-events-none peer-disabled:opacity-50',
                )}
              >
                <Upload aria-hidden />
                {value ? 'Replace' : 'Upload'}
              </label>
              <MediaPicker
                accept={accept}
                disabled={blocked}
                onChoose={(url, title) => {
                  setError(null);
                  onChange(url);
                  setAnnouncement(`Chose ${title} from the library`);
                }}
              />
              {value && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={blocked}
                  onClick={() => {
                    setError(null);
                    onChange('');
                    setAnnouncement('File removed');
                    fileInput.current?.focus();
                  }}
                >
                  Remove
                </Button>
              )}
              {uploading && (
                <span
                  className="flex min-w-28 items-center gap-2 text-xs text-white/60"
                  aria-hidden
                >
                  <span className="h-1.5 w-20 overflow-hidden rounded-full bg-white/10">
                    <span
                      className="block h-full rounded-full bg-gradient-to-r from-violet-500 to-cyan-400 transition-[width]"
                      style={{ width: `${percent}%` }}
                    />
                  </span>
                  {percent}%
                </span>
              )}
            </div>
          )}
          {canEdit && (
            <p id={hintId} className="text-xs text-white/60">
              {uploadHint(accept)}; or drop a file here.
            </p>
          )}
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-[13px] font-medium text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
