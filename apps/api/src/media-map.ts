import { uploadsByName, type DB, type Upload } from '@forma/db';
import type { MediaInfo, MediaMap } from '@forma/validators';
import { VARIANT_FORMATS } from './jobs/image-variants';
import { storageNameOf } from './storage/types';

/**
 * The MediaInfo of an upload whose variants are made, or of a built-in image (its size, alt text
 * and focal point, no variants: the page shows the file itself, issue 44 item 4); null for any
 * other. Its variants' names follow from the master's (image-variants.ts `variantName`,
 * validators `variantUrl`).
 */
export function mediaInfoOf(upload: Upload): MediaInfo | null {
  if (!upload.width || !upload.height) return null;
  const own = { focalX: upload.focalX, focalY: upload.focalY, alt: upload.alt };
  if (upload.builtIn)
    return upload.kind === 'image'
      ? {
          width: upload.width,
          height: upload.height,
          widths: [],
          formats: [],
          placeholder: null,
          ...own,
        }
      : null;
  const variants = upload.variants;
  if (!variants?.length) return null;
  const formats = VARIANT_FORMATS.filter((format) => variants.some((v) => v.format === format));
  // Widths made in every format (a `<source>` per format lists the same widths).
  const widths = [...new Set(variants.map((v) => v.width))]
    .filter((w) => formats.every((f) => variants.some((v) => v.width === w && v.format === f)))
    .sort((a, b) => a - b);
  if (widths.length === 0) return null;
  return {
    width: upload.width,
    height: upload.height,
    widths,
    formats,
    placeholder: upload.placeholder,
    ...own,
  };
}

/**
 * The media of the image URLs `urls` (issue 19 item 3), by URL: uploads with their variants made,
 * and built-in images of the media library (`/assets/...`, named by their address); uploads
 * still waiting for their variants and unknown addresses are left out (the page shows them as
 * they are). One query.
 */
export async function mediaFor(db: DB, urls: Iterable<string>): Promise<MediaMap> {
  const byName = new Map<string, string>();
  for (const url of urls) {
    const name = storageNameOf(url) ?? (url.startsWith('/assets/') ? url : null);
    if (name) byName.set(name, url);
  }
  const rows = await uploadsByName(db, [...byName.keys()]);
  const media: Record<string, MediaInfo> = {};
  for (const [name, row] of rows) {
    const info = mediaInfoOf(row);
    if (info) media[byName.get(name)!] = info;
  }
  return media;
}
