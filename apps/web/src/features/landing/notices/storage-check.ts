/**
 * When the Safari storage notice (SPEC 2 "Loading overlay and notices") shows: browser storage
 * unavailable, not on a development host, not after the visitor already chose to reload with
 * reduced protections. Pure functions over the location, so they are unit tested.
 *
 * Query parameters:
 * - `?storageNotice=force` shows the notice regardless of host and storage (for tests and demos).
 * - `?reducedProtections=1` is what "Reload with Reduced Protections" adds: the page runs on
 *   in-memory state for this visit and does not show the notice again.
 */

export const FORCE_PARAM = 'storageNotice';
export const FORCE_VALUE = 'force';
export const REDUCED_PROTECTIONS_PARAM = 'reducedProtections';

/** Development and preview hosts where the notice would only be noise. */
export function isExemptHost(location: { hostname: string; port: string }): boolean {
  const host = location.hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1')
    return true;
  if (host.includes('replit')) return true;
  return location.port === '3000' || location.port === '5000';
}

/** True when writing and removing a key works (Safari throws in some privacy modes). */
export function canUseStorage(getStorage: () => Storage | null | undefined): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    const key = '__forma_storage_probe__';
    storage.setItem(key, '1');
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

export function shouldShowStorageNotice(input: {
  hostname: string;
  port: string;
  search: string;
  storageAvailable: () => boolean;
}): boolean {
  const params = new URLSearchParams(input.search);
  if (params.get(REDUCED_PROTECTIONS_PARAM) === '1') return false;
  if (params.get(FORCE_PARAM) === FORCE_VALUE) return true;
  if (isExemptHost(input)) return false;
  return !input.storageAvailable();
}

/** The current URL with `reducedProtections=1` (other parameters and the hash kept). */
export function reducedProtectionsUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.set(REDUCED_PROTECTIONS_PARAM, '1');
  return url.toString();
}

/** {@link shouldShowStorageNotice} for this page: its address and this browser's storage. */
export function shouldShowStorageNoticeHere(): boolean {
  if (typeof window === 'undefined') return false;
  return shouldShowStorageNotice({
    hostname: window.location.hostname,
    port: window.location.port,
    search: window.location.search,
    storageAvailable: () =>
      canUseStorage(() => window.localStorage) && canUseStorage(() => window.sessionStorage),
  });
}
