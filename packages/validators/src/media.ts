/**
 * How the public pages show an uploaded image at the right size (issue 19 items 1 and 3): its
 * variants as `<picture>` sources, its pixel size, placeholder, focal point and alt text. The
 * server builds it from the uploads table (apps/api site-pages/media.ts); the web app's
 * ResponsiveImage renders it.
 */

/** One `<source>`: a format and its `srcset` (`/uploads/x-160w.avif 160w, ...`). */
export interface MediaSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

/** An uploaded image with its variants. */
export interface MediaInfo {
  /** Pixel size of the master. */
  width: number;
  height: number;
  /** Best format first. */
  sources: MediaSource[];
  /** The `<img src>` for browsers without `<picture>`: a WebP variant about 640 px wide. */
  src: string;
  /** A tiny blurred image (data URI) shown until the image loads; null when none. */
  placeholder: string | null;
  /** Focal point, 0..1 from the left and the top (`object-position`). */
  focalX: number;
  focalY: number;
  /** The library's alt text ('' when none was written). */
  alt: string;
}

/** Media of a page by image URL (`/uploads/<name>`): only uploads whose variants are made. */
export type MediaMap = Readonly<Record<string, MediaInfo>>;
