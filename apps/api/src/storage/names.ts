import { isStorageName } from './types';

/** Content type of each storage name extension (see STORAGE_NAME in types.ts). */
export const CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;

export type StorageExtension = keyof typeof CONTENT_TYPES;

/** The content type of a storage name from its extension; application/octet-stream if unknown. */
export function contentTypeOf(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1) as StorageExtension;
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** Throws when `name` is not a storage name (no paths, no traversal): every driver checks. */
export function assertStorageName(name: string): void {
  if (!isStorageName(name)) throw new Error(`Invalid storage name: ${JSON.stringify(name)}`);
}
