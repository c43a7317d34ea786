import { uploadsByName, type DB, type Upload } from '@forma/db';
import type { MediaInfo, MediaMap } from '@forma/validators';
import { storageNameOf } from '../storage/types';

/** The width the plain `<img src>` aims at, px (a card on most screens). */
const FALLBACK_WIDTH = 640;

/** The MediaInfo of an upload whose variants are made; null for any other. */
export function mediaInfoOf(upload: Upload): MediaInfo | null {
  const variants = upload.variants;
  if (!variants?.length || !upload.width || !upload.height) return null;
  const srcSet = (format: 'avif' | 'webp') =>
    variants
      .filter((v) => v.format === format)
      .map((v) => `/uploads/${v.name} ${v.width}w`)
      .join(', ');
  const webp = variants.filter((v) => v.format === 'webp');
  const fallback = webp.find((v) => v.width >= FALLBACK_WIDTH) ?? webp[webp.length - 1];
  return {
    width: upload.width,
    height: upload.height,
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ].filter((source) => source.srcSet !== '') as MediaInfo['sources'],
    src: fallback ? `/uploads/${fallback.name}` : `/uploads/${upload.name}`,
    placeholder: upload.placeholder,
    focalX: upload.focalX,
    focalY: upload.focalY,
    alt: upload.alt,
  };
}

/**
 * The media of the image URLs `urls` that are uploads with their variants made (issue 19 item 3),
 * by URL; built-in assets and uploads still waiting for their variants are left out (the page
 * shows them as they are). One query.
 */
export async function mediaFor(db: DB, urls: Iterable<string>): Promise<MediaMap> {
  const byName = new Map<string, string>();
  for (const url of urls) {
    const name = storageNameOf(url);
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
