/** A media row as the library lists it (`url`, `variants`: what a thumbnail needs). */
type ThumbnailSource = Readonly<Record<string, unknown>>;

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
