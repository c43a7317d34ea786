import type { UploadKind, UploadResult } from '@forma/validators';
import { UPLOAD_MAX_BYTES, uploadResultSchema } from '@forma/validators/uploads';
import { setAuthenticated } from './auth-state';

export type { UploadResult } from '@forma/validators';

/** Where uploads go (DESIGN.md REST additions). */
export const UPLOAD_PATH = '/api/admin/uploads';

/**
 * What an upload field takes: 'image' PNG/JPEG/WebP/SVG, 'raster' PNG/JPEG/WebP (no SVG: the
 * share image of issue 18 item 6), 'video' MP4/WebM, 'media' image or video, 'svg' SVG only,
 * 'pattern' SVG or PNG, 'png' PNG only (a pattern's PNG to vectorize).
 */
export type UploadAccept = 'image' | 'raster' | 'video' | 'media' | 'svg' | 'pattern' | 'png';

interface FileFormat {
  label: string;
  kind: UploadKind;
  contentType: string;
  extensions: readonly string[];
}

const FORMATS = {
  png: { label: 'PNG', kind: 'image', contentType: 'image/png', extensions: ['.png'] },
  jpeg: { label: 'JPEG', kind: 'image', contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  webp: { label: 'WebP', kind: 'image', contentType: 'image/webp', extensions: ['.webp'] },
  svg: { label: 'SVG', kind: 'svg', contentType: 'image/svg+xml', extensions: ['.svg'] },
  mp4: { label: 'MP4', kind: 'video', contentType: 'video/mp4', extensions: ['.mp4'] },
  webm: { label: 'WebM', kind: 'video', contentType: 'video/webm', extensions: ['.webm'] },
} as const satisfies Record<string, FileFormat>;
type Format = keyof typeof FORMATS;

const ACCEPTED: Record<UploadAccept, readonly Format[]> = {
  image: ['png', 'jpeg', 'webp', 'svg'],
  raster: ['png', 'jpeg', 'webp'],
  video: ['mp4', 'webm'],
  media: ['png', 'jpeg', 'webp', 'svg', 'mp4', 'webm'],
  svg: ['svg'],
  pattern: ['svg', 'png'],
  png: ['png'],
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const KIND_LABEL: Record<UploadKind, string> = { image: 'Image', video: 'Video', svg: 'SVG' };

/** "PNG, JPEG, WebP or SVG": the formats a field takes, for hints and messages. */
export function acceptedFormatsText(accept: UploadAccept): string {
  const labels = ACCEPTED[accept].map((f) => FORMATS[f].label);
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** The kinds of file a field takes ('image', 'svg', 'video'), in its formats' order. */
export function acceptedKinds(accept: UploadAccept): UploadKind[] {
  return [...new Set(ACCEPTED[accept].map((f) => FORMATS[f].kind))];
}

/** The largest file a field takes, in bytes (the largest limit of its kinds). */
export function maxUploadBytes(accept: UploadAccept): number {
  return Math.max(...ACCEPTED[accept].map((f) => UPLOAD_MAX_BYTES[FORMATS[f].kind]));
}

/** A short hint for a field: formats and size limits ("PNG, JPEG, WebP or SVG, up to 5 MB"). */
export function uploadHint(accept: UploadAccept): string {
  const kinds = [...new Set(ACCEPTED[accept].map((f) => FORMATS[f].kind))];
  const limits = [...new Set(kinds.map((k) => UPLOAD_MAX_BYTES[k]))];
  const size =
    limits.length === 1
      ? `up to ${megabytes(limits[0]!)}`
      : `images up to ${megabytes(UPLOAD_MAX_BYTES.image)}, videos up to ${megabytes(UPLOAD_MAX_BYTES.video)}`;
  return `${acceptedFormatsText(accept)}, ${size}`;
}

/** The `accept` attribute of the native file input (content types and extensions). */
export function acceptAttribute(accept: UploadAccept): string {
  return ACCEPTED[accept]
    .flatMap((f) => [FORMATS[f].contentType, ...FORMATS[f].extensions])
    .join(',');
}

/** The format of a file from its type, else its extension; undefined when unknown. */
function formatOf(file: Pick<File, 'name' | 'type'>): Format | undefined {
  const byType = (Object.keys(FORMATS) as Format[]).find(
    (f) => FORMATS[f].contentType === file.type,
  );
  if (byType) return byType;
  const name = file.name.toLowerCase();
  return (Object.keys(FORMATS) as Format[]).find((f) =>
    FORMATS[f].extensions.some((ext) => name.endsWith(ext)),
  );
}

/**
 * A quick check before sending (the server sniffs the bytes and decides): a message when the
 * file is empty, of a type the field does not take, or over its size limit; null otherwise.
 * Files whose type cannot be told from the name are left to the server.
 */
export function checkUpload(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: UploadAccept,
): string | null {
  if (file.size === 0) return 'The file is empty';
  const format = formatOf(file);
  if (!format ? file.type !== '' : !ACCEPTED[accept].includes(format))
    return `This field takes ${acceptedFormatsText(accept)} files`;
  const kind = format ? FORMATS[format].kind : undefined;
  const max = kind ? UPLOAD_MAX_BYTES[kind] : maxUploadBytes(accept);
  if (file.size > max)
    return `${kind ? KIND_LABEL[kind] : 'File'} is larger than ${megabytes(max)}`;
  return null;
}

/** True when a stored file's content type is one the field takes (the server may disagree with the name). */
export function acceptsContentType(accept: UploadAccept, contentType: string): boolean {
  return ACCEPTED[accept].some((f) => FORMATS[f].contentType === contentType);
}

/** The short name of a content type ('PNG', 'SVG'...), or the content type itself when unknown. */
export function formatLabel(contentType: string): string {
  return Object.values(FORMATS).find((f) => f.contentType === contentType)?.label ?? contentType;
}

/** An upload the server refused: its status and `{ message }`. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function messageOf(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // not JSON: a proxy's error page
  }
  if (status === 413) return 'The file is too large';
  return `Upload failed (${status})`;
}

/**
 * Uploads one file (`POST /api/admin/uploads`, multipart field `file`, with cookies).
 *
 * `onProgress` receives the fraction sent (0 to 1). Resolves to the server's answer
 * (`{ url: '/uploads/<sha-256>.<ext>', contentType, size, kind, width?, height? }`). Rejects with
 * an UploadError carrying the server's `message` (401 also marks the visitor as signed out), an
 * Error on network failure, or an AbortError DOMException when `signal` aborts.
 */
export function uploadFile(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const abortError = () => new DOMException('Upload cancelled', 'AbortError');
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress)
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      done();
      const body = String(xhr.responseText ?? '');
      if (xhr.status === 200 || xhr.status === 201) {
        const parsed = uploadResultSchema.safeParse(safeJson(body));
        if (parsed.success) {
          onProgress?.(1);
          resolve(parsed.data);
        } else reject(new UploadError(xhr.status, 'The server sent an unexpected answer'));
        return;
      }
      if (xhr.status === 401) setAuthenticated(false);
      reject(new UploadError(xhr.status, messageOf(xhr.status, body)));
    };
    xhr.onerror = () => {
      done();
      reject(new Error('The upload did not reach the server: check the connection and retry'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
