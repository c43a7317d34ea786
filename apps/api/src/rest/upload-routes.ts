import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { forbiddenMessage, InvalidSvgError, looksLikeSvg, sanitizeSvg } from '@forma/api';
import { recordUpload, type DB } from '@forma/db';
import {
  roleAllows,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES_TEXT,
  type UploadKind,
  type UploadResult,
  uploadResultSchema,
} from '@forma/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { createContext } from '../context';
import { HttpError } from '../http-error';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { isStorageName, type Storage, type StorageExtension } from '../storage';

/** The largest multipart file read at all (the video limit); kinds are checked after sniffing. */
const MULTIPART_FILE_LIMIT = UPLOAD_MAX_BYTES.video;

/** Content types recognised from the bytes by file-type, with their extension and kind. */
const SNIFFED: Record<string, { ext: StorageExtension; kind: 'image' | 'video' }> = {
  'image/png': { ext: 'png', kind: 'image' },
  'image/jpeg': { ext: 'jpg', kind: 'image' },
  'image/webp': { ext: 'webp', kind: 'image' },
  'video/mp4': { ext: 'mp4', kind: 'video' },
  'video/webm': { ext: 'webm', kind: 'video' },
};

/** Headers of a stored SVG: no scripts, no fetches, no same-origin powers even when opened. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const IMMUTABLE = 'public, max-age=31536000, immutable';

const KIND_LABEL: Record<UploadKind, string> = { image: 'Image', video: 'Video', svg: 'SVG' };
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** A file as it will be stored. */
interface Prepared {
  bytes: Buffer;
  ext: StorageExtension;
  kind: UploadKind;
  contentType: string;
  width?: number;
  height?: number;
}

function checkSize(kind: UploadKind, size: number): void {
  const max = UPLOAD_MAX_BYTES[kind];
  if (size > max) throw new HttpError(413, `${KIND_LABEL[kind]} is larger than ${megabytes(max)}`);
}

const unsupported = () => new HttpError(415, `Unsupported file type: upload ${UPLOAD_TYPES_TEXT}`);

/** Width and height of an SVG from its root's viewBox, else its numeric width/height. */
export function svgSize(svg: string): { width?: number; height?: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2], height: box[3] };
  const width = Number(attr('width')?.replace(/px$/, ''));
  const height = Number(attr('height')?.replace(/px$/, ''));
  return width > 0 && height > 0 ? { width, height } : {};
}

/** Largest image accepted, in pixels (width x height): 60 MP, above a 48 MP phone photo. */
export const MAX_IMAGE_PIXELS = 60_000_000;

const damaged = () => new HttpError(400, 'The image is damaged or incomplete');

/**
 * What must change before an image is stored (issue 19 item 1): metadata that can leak (EXIF with
 * the camera owner or a GPS position, XMP, IPTC), an orientation other than upright, a colour
 * space other than sRGB (or grey), more than 8 bits per channel, or an embedded ICC profile.
 * Empty when the bytes can be kept as they are.
 */
export function imageProblems(meta: sharp.Metadata): string[] {
  const problems: string[] = [];
  if (meta.exif) problems.push('exif');
  if (meta.xmp) problems.push('xmp');
  if (meta.iptc) problems.push('iptc');
  if (meta.icc) problems.push('icc');
  if (meta.orientation && meta.orientation !== 1) problems.push('orientation');
  if (meta.space && meta.space !== 'srgb' && meta.space !== 'b-w') problems.push(meta.space);
  if (meta.depth && meta.depth !== 'uchar') problems.push(meta.depth);
  return problems;
}

/**
 * A PNG, JPEG or WebP as it is stored: read once with sharp (a damaged file: 400; over
 * MAX_IMAGE_PIXELS, a decompression bomb among them: 400 before any pixel is decoded) and, when
 * `imageProblems` finds anything, turned upright, converted to 8-bit sRGB and re-encoded in its
 * own format with no metadata at all (JPEG and WebP at quality 90). A clean file keeps its bytes.
 * Sets the upright width and height.
 */
async function cleanImage(prepared: Prepared): Promise<Prepared> {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  // The header only (no pixel is decoded), with no pixel limit: a bomb gets its own message.
  const meta = await sharp(prepared.bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw damaged();
    });
  if (!meta.width || !meta.height) throw damaged();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    throw new HttpError(
      400,
      `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (this one is ${meta.width} x ${meta.height})`,
    );
  if (imageProblems(meta).length === 0)
    return { ...prepared, width: meta.width, height: meta.height };
  const pipeline = sharp(prepared.bytes, options).rotate().toColourspace('srgb');
  const encoded =
    prepared.ext === 'png'
      ? pipeline.png()
      : prepared.ext === 'webp'
        ? pipeline.webp({ quality: 90 })
        : pipeline.jpeg({ quality: 90, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw damaged();
  });
  checkSize('image', data.length);
  return { ...prepared, bytes: data, width: info.width, height: info.height };
}

/**
 * What the uploaded bytes are, from the bytes alone: PNG, JPEG, WebP, MP4 or WebM by their
 * signature (file-type), else SVG when they are UTF-8 text with an `<svg>` root (cleaned with
 * sanitizeSvg). Throws 413 over the kind's limit, 415 for anything else, 400 for a damaged image
 * or an SVG with nothing left after cleaning.
 */
async function prepare(bytes: Buffer): Promise<Prepared> {
  const detected = await fileTypeFromBuffer(bytes);
  const known = detected && SNIFFED[detected.mime];
  if (known) {
    checkSize(known.kind, bytes.length);
    const prepared: Prepared = { bytes, ...known, contentType: detected.mime };
    if (known.kind === 'image') return cleanImage(prepared);
    return prepared;
  }
  if (detected && detected.mime !== 'application/xml') throw unsupported();

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unsupported();
  }
  if (!looksLikeSvg(text)) throw unsupported();
  checkSize('svg', bytes.length);
  let clean: string;
  try {
    clean = sanitizeSvg(text);
  } catch (err) {
    if (err instanceof InvalidSvgError) throw new HttpError(400, err.message);
    throw err;
  }
  return {
    bytes: Buffer.from(clean, 'utf8'),
    ext: 'svg',
    kind: 'svg',
    contentType: 'image/svg+xml',
    ...svgSize(clean),
  };
}

/** The bytes of the one file of a multipart request, in the field `file`. */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new HttpError(400, 'Send the file as multipart/form-data in a field named "file"');
  const tooLarge = () =>
    new HttpError(413, `File is larger than ${megabytes(MULTIPART_FILE_LIMIT)}`);
  const fail = (err: unknown): never => {
    const status = (err as { statusCode?: unknown }).statusCode;
    if (status === 413 && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge();
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw new HttpError(400, 'Malformed multipart body');
  };
  const part = await request
    .file({ limits: { fileSize: MULTIPART_FILE_LIMIT, files: 1, fields: 10, parts: 20 } })
    .catch(fail);
  if (!part) throw new HttpError(400, 'No file: send one file in the field "file"');
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw new HttpError(400, 'No file: send one file in the field "file"');
  }
  const bytes = await part.toBuffer().catch(fail);
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty');
  return bytes;
}

/** The editor or admin each upload request was checked for (requireEditor), for `uploads.uploaded_by`. */
const uploaders = new WeakMap<FastifyRequest, number>();

/**
 * 401 anonymous, 403 below the editor role (issue 20 item 4: editors upload media): checked before
 * the body is read.
 */
function requireEditor(db: DB) {
  return async function checkEditor(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { user } = await createContext(db, request, reply);
    if (!user) throw new HttpError(401, 'Not authenticated');
    if (!roleAllows(user.role, 'editor'))
      throw new HttpError(403, forbiddenMessage(user.role, 'editor'));
    uploaders.set(request, user.id);
  };
}

/** The one byte range of a `Range: bytes=a-b` header within `size`; null when unsatisfiable. */
function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Uploads (DESIGN.md "Files", REST additions):
 *
 * - `POST /api/admin/uploads`: multipart with one file in the field `file` (multipart is
 *   registered for this route only). Admin only (401/403 before the body is read), rate limited
 *   per IP. The type is sniffed from the bytes (the filename and Content-Type are ignored): PNG,
 *   JPEG, WebP (5 MB; upright, 8-bit sRGB, metadata stripped: cleanImage), MP4, WebM (50 MB),
 *   SVG (5 MB, cleaned by sanitizeSvg). Stored as `<sha-256 of the stored bytes>.<ext>` and
 *   recorded in the uploads table; a photo's AVIF/WebP variants follow from the background job
 *   (jobs/image-variants.ts, woken here).
 *   Answers 201 UploadResult; 400 no file, damaged or over MAX_IMAGE_PIXELS, 413 too large, 415
 *   other types.
 * - `GET /uploads/:name`: the stored file with its content type, `nosniff`, a year-long immutable
 *   cache, an ETag, byte ranges (video seeking), and a locked-down CSP for SVG. 404 JSON for an
 *   invalid name or a missing file.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  { db, storage }: { db: DB; storage: Storage },
): Promise<void> {
  await app.register(async function uploads(scope) {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MULTIPART_FILE_LIMIT, files: 1 },
    });
    scope.route({
      method: 'POST',
      url: '/api/admin/uploads',
      preParsing: requireEditor(db),
      config: {
        rateLimit: RATE_LIMITS.upload,
        openapi: {
          summary: 'Upload an image, video or SVG',
          description: `Multipart with one file field named \`file\`: ${UPLOAD_TYPES_TEXT}. The type is read from the bytes; an SVG is cleaned; a photo is turned upright and stored in 8-bit sRGB without its metadata (EXIF, GPS, ICC); images over 60 megapixels are refused. The file is stored under its content hash.`,
          tag: 'Admin: uploads',
          access: 'editor',
          multipart: {
            maxBytes: MULTIPART_FILE_LIMIT,
            description: `One file: ${UPLOAD_TYPES_TEXT}`,
          },
          response: { status: 201, schema: uploadResultSchema, description: 'Stored' },
        },
      },
      handler: async (request, reply) => {
        const file = await prepare(await readFilePart(request));
        const hash = createHash('sha256').update(file.bytes).digest('hex');
        const name = `${hash}.${file.ext}`;
        await storage.put(name, file.bytes, file.contentType);
        // Into the media library; a photo's variants are made by the background job (issue 19).
        await recordUpload(db, {
          name,
          kind: file.kind,
          contentType: file.contentType,
          bytes: file.bytes.length,
          width: file.width,
          height: file.height,
          uploadedBy: uploaders.get(request) ?? null,
        });
        if (file.kind === 'image') app.jobs?.kickImageVariants?.();
        request.log.info({ name, kind: file.kind, size: file.bytes.length }, 'file uploaded');
        const result: UploadResult = {
          url: storage.url(name),
          contentType: file.contentType,
          size: file.bytes.length,
          kind: file.kind,
          ...(file.width && file.height ? { width: file.width, height: file.height } : {}),
        };
        return reply.code(201).send(result);
      },
    });
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!isStorageName(name)) throw new HttpError(404, 'Not found');
    const file = await storage.get(name);
    if (!file) throw new HttpError(404, 'Not found');

    const range = request.headers.range ? byteRange(request.headers.range, file.size) : undefined;
    if (range === null)
      return reply
        .code(416)
        .header('content-range', `bytes */${file.size}`)
        .send({ message: 'Range not satisfiable' });

    const etag = `"${name.slice(0, name.indexOf('.'))}"`;
    reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('accept-ranges', 'bytes');
    if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (range)
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .send(file.body.subarray(range.start, range.end + 1));
    return reply.send(file.body);
  });
}
