import './zod-config';
import { z } from 'zod';

/**
 * Uploaded files (DESIGN.md "Files", `POST /api/admin/uploads`): the kinds, their sniffed content
 * types and size limits, and the answer. The server is the authority (it sniffs the bytes); the
 * web uses the same numbers for a quick check before sending.
 */

/** What an upload is: a raster image, a video, or an SVG drawing (sanitized before storage). */
export const UPLOAD_KINDS = ['image', 'video', 'svg'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Content types accepted per kind (sniffed from the bytes, never taken from the client). */
export const UPLOAD_CONTENT_TYPES = {
  image: ['image/png', 'image/jpeg', 'image/webp'],
  video: ['video/mp4', 'video/webm'],
  svg: ['image/svg+xml'],
} as const satisfies Record<UploadKind, readonly string[]>;

const MB = 1024 * 1024;

/** Largest accepted file per kind, in bytes: images and SVG 5 MB, videos 50 MB. */
export const UPLOAD_MAX_BYTES = {
  image: 5 * MB,
  video: 50 * MB,
  svg: 5 * MB,
} as const satisfies Record<UploadKind, number>;

/** The file types named in a 415 answer and in the upload field's help. */
export const UPLOAD_TYPES_TEXT = 'PNG, JPEG, WebP or SVG images, MP4 or WebM videos';

/** The public path of an upload: `/uploads/<sha-256 hex>.<ext>`. */
export const UPLOAD_URL = /^\/uploads\/[a-f0-9]{64}\.(png|jpg|webp|svg|mp4|webm)$/;

/** The 201 answer of `POST /api/admin/uploads`. Width and height are pixels (SVG: viewBox units). */
export const uploadResultSchema = z.object({
  url: z.string().regex(UPLOAD_URL),
  contentType: z.string(),
  /** Stored bytes (after SVG cleaning). */
  size: z.number().int().nonnegative(),
  kind: z.enum(UPLOAD_KINDS),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Widest thumbnail the console asks for, px. */
export const THUMBNAIL_MAX_WIDTH = 2048;

/**
 * `{ url, minWidth }` of `admin.media.thumbnail` (issue 39 item 9): an uploaded file's address
 * (`UPLOAD_URL`) and the least width wanted, 1 to THUMBNAIL_MAX_WIDTH px.
 */
export const mediaThumbnailInput = z.object({
  url: z.string().regex(UPLOAD_URL, 'url must be the address of an uploaded file'),
  minWidth: z.number().int().min(1).max(THUMBNAIL_MAX_WIDTH),
});
