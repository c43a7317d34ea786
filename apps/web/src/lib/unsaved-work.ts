/**
 * Unsaved console work kept in the browser (issue 41 item 2: the draft you typed is never lost,
 * even across a reload): one entry per user and edited thing, under `forma:unsaved:<user>:<what>`,
 * until it is saved or discarded, and every entry is dropped at logout. Storage that is full or
 * unavailable (private mode) keeps nothing and throws nothing.
 */
const PREFIX = 'forma:unsaved:';

/** The storage key of `what` (`content:hero`, `designers:12`) for user `userId`. */
export const unsavedKey = (userId: number, what: string) => `${PREFIX}${userId}:${what}`;

/** The kept entry under `key`, or null (none, unreadable, or storage unavailable). */
export function readUnsaved<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (JSON). */
export function writeUnsaved(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: nothing kept */
  }
}

/** Drops the entry under `key`. */
export function removeUnsaved(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

/** Drops every kept entry of every user (logout). */
export function clearUnsavedWork(): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}
