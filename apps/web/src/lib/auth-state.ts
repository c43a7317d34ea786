/**
 * Cached auth state in session storage under `auth_state` (SPEC 3, 4, 6):
 * `{ isAuthenticated, authCheckedAt }`; older than 60 s is stale. Storage errors are suppressed
 * (SPEC 8: storage errors are silent), so private modes keep working.
 */
export const AUTH_STATE_KEY = 'auth_state';
/** Staleness of the cached auth state, ms (SPEC 9). */
export const AUTH_STALE_MS = 60_000;

export interface AuthState {
  isAuthenticated: boolean;
  authCheckedAt: number;
}

export function readAuthState(): AuthState | null {
  try {
    const raw = sessionStorage.getItem(AUTH_STATE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AuthState>;
    if (typeof parsed.isAuthenticated !== 'boolean' || typeof parsed.authCheckedAt !== 'number')
      return null;
    return { isAuthenticated: parsed.isAuthenticated, authCheckedAt: parsed.authCheckedAt };
  } catch {
    return null;
  }
}

export function setAuthenticated(isAuthenticated: boolean, now = Date.now()): void {
  try {
    sessionStorage.setItem(AUTH_STATE_KEY, JSON.stringify({ isAuthenticated, authCheckedAt: now }));
  } catch {
    /* storage unavailable: nothing cached */
  }
}

/** Removes the cached state from session and local storage. */
export function clearAuthState(): void {
  try {
    sessionStorage.removeItem(AUTH_STATE_KEY);
    localStorage.removeItem(AUTH_STATE_KEY);
  } catch {
    /* storage unavailable */
  }
}

/** True when the cache says "not authenticated" and was checked less than 60 s ago. */
export function isKnownAnonymous(now = Date.now()): boolean {
  const state = readAuthState();
  return !!state && !state.isAuthenticated && now - state.authCheckedAt < AUTH_STALE_MS;
}
