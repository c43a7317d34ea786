/**
 * How the public pages show an uploaded image at the right size (issue 19 items 1 and 3): the
 * widths and formats of its variants, its pixel size, placeholder, focal point and alt text.
 * The server builds it from the uploads table (apps/api media-map.ts); the web app's
 * ResponsiveImage renders it. Compact on purpose: the landing page ships the media of its
 * islands' images to the browser, and every variant's address follows from the master's
 * (`/uploads/<sha256>.jpg` -> `/uploads/<sha256>-640w.avif`).
 */

/** The formats of the variants, best first (the `<picture>` lists them in this order). */
export type MediaFormat = 'avif' | 'webp';

/** One `<source>`: a format and its `srcset` (`/uploads/x-160w.avif 160w, ...`). */
export interface MediaSource {
  type: `image/${MediaFormat}`;
  srcSet: string;
}

/** An uploaded image with its variants. */
export interface MediaInfo {
  /** Pixel size of the master. */
  width: number;
  height: number;
  /** Widths of the variants, px, ascending; each is made in every one of `formats`. */
  widths: number[];
  /** Best format first. */
  formats: MediaFormat[];
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

/** The width the plain `<img src>` aims at, px (a card on most screens). */
const FALLBACK_WIDTH = 640;

/** The address of the variant of the master at `url` (`/uploads/<hash>.<ext>`). */
export function variantUrl(url: string, width: number, format: MediaFormat): string {
  const dot = url.lastIndexOf('.');
  return `${dot > url.lastIndexOf('/') ? url.slice(0, dot) : url}-${width}w.${format}`;
}

/** The `<source>`s of the image at `url`, best format first. */
export function mediaSources(url: string, media: MediaInfo): MediaSource[] {
  return media.formats.map((format) => ({
    type: `image/${format}`,
    srcSet: media.widths.map((w) => `${variantUrl(url, w, format)} ${w}w`).join(', '),
  }));
}

/**
 * The `<img src>` for browsers without `<picture>`: the last format's (WebP's) variant of at
 * least FALLBACK_WIDTH px, else its widest; the master when there is no variant.
 */
export function mediaFallbackUrl(url: string, media: MediaInfo): string {
  const format = media.formats.at(-1);
  const width = media.widths.find((w) => w >= FALLBACK_WIDTH) ?? media.widths.at(-1);
  return format && width ? variantUrl(url, width, format) : url;
}

/** A media row as the library lists it (`url`, `variants`: what a thumbnail needs). */
export type ThumbnailSource = Readonly<Record<string, unknown>>;

/**
 * The smallest WebP variant of an uploaded image at least `minWidth` px wide (its largest when
 * none is), else the file itself (SVG, video, or an image whose variants are not made yet). A
 * grid of 24 photos then loads 24 small files, not 24 masters.
 */
export function mediaThumbnailUrl(row: ThumbnailSource, minWidth: number): string {
  const url = typeof row.url === 'string' ? row.url : '';
  if (!Array.isArray(row.variants) || !url.startsWith('/uploads/')) return url;
  const webp = (row.variants as { name: string; width: number; format: string }[])
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  const best = webp.find((variant) => variant.width >= minWidth) ?? webp.at(-1);
  return best ? `/uploads/${best.name}` : url;
}
