/**
 * The storage interface of uploaded files (DESIGN.md "Files"): one implementation per driver
 * (local disk under `DATA_DIR/uploads`, S3-compatible object storage). Names are flat
 * (`<sha256>.<ext>`), never paths; callers validate them with `isStorageName`.
 */
export interface StoredFile {
  body: Buffer;
  contentType: string;
  /** Bytes. */
  size: number;
}

export interface Storage {
  /** Which driver serves the files ('local' | 's3'). */
  readonly driver: 'local' | 's3';
  /** Stores `body` under `name` (overwrites: names are content hashes, so the bytes match). */
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored file, or undefined when there is none. */
  get(name: string): Promise<StoredFile | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** Public path of the file: `/uploads/<name>`. */
  url(name: string): string;
}

/**
 * A storage name: 64 hex characters (sha-256 of the uploaded bytes) and a known extension; an
 * image's variant adds its width (`<sha256>-640w.avif`, issue 19 item 1).
 */
export const STORAGE_NAME = /^[a-f0-9]{64}(-[1-9]\d{1,3}w)?\.(png|jpg|webp|avif|svg|mp4|webm)$/;

/** True when `name` is a valid storage name (no paths, no traversal). */
export const isStorageName = (name: string): boolean => STORAGE_NAME.test(name);

/** The storage name of a public upload path (`/uploads/<name>`), or null for anything else. */
export function storageNameOf(url: string): string | null {
  const match = /^\/uploads\/([^/?#]+)$/.exec(url);
  return match && isStorageName(match[1]!) ? match[1]! : null;
}
