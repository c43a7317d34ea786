import { Card, cn } from '@forma/ui';
import { CheckCircle2, CircleAlert, UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import {
  acceptAttribute,
  checkUpload,
  uploadFile,
  uploadHint,
  type UploadResult,
} from '../../../lib/upload';
import { useCanEdit } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';

/** One file of the queue: where it stands, its progress (0-1) and what the server said. */
interface QueuedFile {
  key: string;
  name: string;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  progress: number;
  message?: string;
}

/** A file's line, for the list and for the announcement. */
const stateText = (file: QueuedFile) =>
  file.state === 'done'
    ? 'Uploaded'
    : file.state === 'failed'
      ? (file.message ?? 'Failed')
      : file.state === 'uploading'
        ? `Uploading, ${Math.round(file.progress * 100)}%`
        : 'Waiting';

/**
 * Uploads into the media library (issue 44 item 4): several files at once, by choosing them or
 * dropping them on the zone, one after another with a progress bar each; a file the library
 * does not take (type, size, empty) says why at once and the rest go on. The list refreshes as
 * each arrives (the same content-addressed upload as the editors' fields: the same file twice is
 * one entry). Editors and admins only.
 */
export function MediaUploadPanel() {
  const { trpc, queryClient } = useAdminContext();
  const canEdit = useCanEdit();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(false);
  if (!canEdit) return null;

  const update = (key: string, change: Partial<QueuedFile>) =>
    setQueue((files) => files.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const send = async (files: File[]) => {
    const added = files.map((file, i) => ({
      file,
      entry: {
        key: `${Date.now()}-${i}-${file.name}`,
        name: file.name,
        state: 'waiting' as const,
        progress: 0,
      },
    }));
    setQueue((current) => [...added.map((a) => a.entry), ...current].slice(0, 50));
    if (busy.current) return;
    busy.current = true;
    let sent = 0;
    let failed = 0;
    for (const { file, entry } of added) {
      const problem = checkUpload(file, 'media');
      if (problem) {
        update(entry.key, {
          state: 'failed',
          message: problem.replace('This field', 'The library'),
        });
        failed += 1;
        continue;
      }
      update(entry.key, { state: 'uploading' });
      try {
        const result: UploadResult = await uploadFile(file, (progress) =>
          update(entry.key, { progress }),
        );
        update(entry.key, { state: 'done', progress: 1, message: result.url });
        sent += 1;
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      } catch (error) {
        update(entry.key, {
          state: 'failed',
          message: error instanceof Error ? error.message : 'The upload failed',
        });
        failed += 1;
      }
    }
    busy.current = false;
    setAnnouncement(
      `${sent} ${sent === 1 ? 'file' : 'files'} uploaded${failed ? `, ${failed} not` : ''}.`,
    );
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length) void send(files);
  };

  return (
    <Card role="region" aria-labelledby={`${inputId}-title`} className="mb-6 p-5 sm:p-6">
      <h2 id={`${inputId}-title`} className="text-base font-semibold text-white">
        Upload
      </h2>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={cn(
          'mt-3 flex cursor-pointer flex-col items-center gap-2 rounded-2xl border border-dashed border-white/15 bg-white/[0.02] px-4 py-8 text-center text-sm text-white/70 transition-colors',
          'hover:border-white/30 data-[dragging]:border-violet-400/80 data-[dragging]:bg-violet-500/10',
          'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-400',
        )}
      >
        <UploadCloud className="size-6 text-violet-300" aria-hidden />
        <span>
          <span className="font-medium text-white">Choose files</span> or drop them here
        </span>
        <span id={hintId} className="text-xs text-white/55">
          {uploadHint('media')}
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={acceptAttribute('media')}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) void send(files);
          }}
        />
      </label>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {queue.length > 0 && (
        <ul aria-label="Uploads" className="mt-4 space-y-2">
          {queue.map((file) => (
            <li key={file.key} className="flex items-center gap-3 text-sm">
              {file.state === 'done' ? (
                <CheckCircle2 className="size-4 shrink-0 text-emerald-300" aria-hidden />
              ) : file.state === 'failed' ? (
                <CircleAlert className="size-4 shrink-0 text-red-300" aria-hidden />
              ) : (
                <span className="size-4 shrink-0" aria-hidden />
              )}
              <span className="min-w-0 flex-1 truncate text-white/85">{file.name}</span>
              {file.state === 'uploading' ? (
                <progress
                  max={1}
                  value={file.progress}
                  aria-label={`Uploading ${file.name}`}
                  className="h-1.5 w-24 overflow-hidden rounded-full accent-violet-400"
                />
              ) : null}
              <span
                className={cn(
                  'max-w-[50%] truncate text-xs',
                  file.state === 'failed' ? 'text-red-200' : 'text-white/60',
                )}
              >
                {stateText(file)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
