import { InvalidSvgError, looksLikeSvg, sanitizeSvg } from '@forma/api';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES_TEXT, type UploadKind } from '@forma/validators';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http-error';
import type { StorageExtension } from './names';

/** The largest multipart file read at all (the video limit); kinds are checked after sniffing. */
export const MULTIPART_FILE_LIMIT = UPLOAD_MAX_BYTES.video;

/** Content types recognised from the bytes by file-type, with their extension and kind. */
const SNIFFED: Record<string, { ext: StorageExtension; kind: 'image' | 'video' }> = {
  'image/png': { ext: 'png', kind: 'image' },
  'image/jpeg': { ext: 'jpg', kind: 'image' },
  'image/webp': { ext: 'webp', kind: 'image' },
  'video/mp4': { ext: 'mp4', kind: 'video' },
  'video/webm': { ext: 'webm', kind: 'video' },
};

const KIND_LABEL: Record<UploadKind, string> = { image: 'Image', video: 'Video', svg: 'SVG' };
export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** A file as it will be stored. */
export interface Prepared {
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
export async function prepareUpload(bytes: Buffer): Promise<Prepared> {
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
