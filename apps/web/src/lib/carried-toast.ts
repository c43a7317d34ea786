// Types only: the landing page shows a toast carried from the previous document (site/landing-view.tsx).
import type { Toast, ToastInput } from '@forma/ui';

/** The session storage key of a toast carried into the next document. */
export const CARRIED_TOAST_KEY = 'forma:carried-toast';
/** A carried toast older than this (ms) is not shown: it belongs to another visit. */
export const CARRIED_TOAST_MAX_AGE_MS = 15_000;

interface CarriedToast {
  title?: string;
  description?: string;
  variant?: ToastInput['variant'];
  at: number;
}

const textOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Keeps `toast` (the one on screen, if any, and if its title and description are plain text) for the
 * next document of this tab: the app leaves for the server-rendered landing page with a full
 * load (routes/index.tsx), which would drop a notice such as "Registration successful" or
 * "Logged out" (SPEC 4) raised just before. `now` is in ms (default Date.now()). Storage that
 * the browser blocks is ignored: the toast is then lost, as before.
 */
export function carryToastIntoNextDocument(
  open: Pick<Toast, 'title' | 'description' | 'variant'> | undefined,
  storage: Pick<Storage, 'setItem'> | undefined = safeSessionStorage(),
  now = Date.now(),
): void {
  if (!open || !storage) return;
  const title = textOrUndefined(open.title);
  const description = textOrUndefined(open.description);
  if (!title && !description) return;
  const carried: CarriedToast = { title, description, variant: open.variant, at: now };
  try {
    storage.setItem(CARRIED_TOAST_KEY, JSON.stringify(carried));
  } catch {
    /* full or blocked storage: the toast is not carried */
  }
}

/**
 * Takes the toast carried from the previous document of this tab (removing it), or null when
 * there is none, it is older than CARRIED_TOAST_MAX_AGE_MS, or it is not one we wrote.
 */
export function takeCarriedToast(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = safeSessionStorage(),
  now = Date.now(),
): ToastInput | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CARRIED_TOAST_KEY);
    if (raw !== null) storage.removeItem(CARRIED_TOAST_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let carried: Partial<CarriedToast>;
  try {
    carried = JSON.parse(raw) as Partial<CarriedToast>;
  } catch {
    return null;
  }
  if (typeof carried.at !== 'number' || now - carried.at > CARRIED_TOAST_MAX_AGE_MS) return null;
  if (now < carried.at) return null;
  const title = textOrUndefined(carried.title);
  const description = textOrUndefined(carried.description);
  if (!title && !description) return null;
  const variant = carried.variant === 'destructive' ? 'destructive' : 'default';
  return { title, description, variant };
}

/** The tab's session storage, or undefined where the browser blocks it (or on the server). */
function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
