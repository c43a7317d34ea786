import type { QueryFunction } from '@tanstack/react-query';
import { isKnownAnonymous, setAuthenticated } from './auth-state';

/**
 * The REST client of SPEC sections 6-8: every request sends cookies, JSON bodies (FormData
 * unchanged), throws `Error('status: body')` on non-OK, turns network failures into a synthetic
 * 500 `{ error: 'Network request failed' }`, and records the visitor as not authenticated on any 401 (SPEC 4).
 */

const CURRENT_USER_PATH = '/api/user';

const SAFARI_EXEMPT = [
  '/api/admin',
  '/api/auth',
  '/api/user',
  '/api/login',
  '/api/logout',
  '/api/register',
  '/admin',
  '/auth',
];

export function isSafari(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  return /Safari\//.test(ua) && !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|Edg\/|Android/.test(ua);
}

function pathOf(url: string): string {
  try {
    return new URL(url, window.location.origin).pathname;
  } catch {
    return url;
  }
}

/** Paths the client must not call while it knows the visitor is anonymous (SPEC 6). */
export function isProtectedPath(path: string): boolean {
  if (path.startsWith('/api/settings/')) return false;
  if (path === CURRENT_USER_PATH) return false;
  return path.includes('/api/admin/') || path.startsWith('/api/user');
}

function headersFor(url: string, hasJsonBody: boolean, noCache: boolean): Headers {
  const headers = new Headers();
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const path = pathOf(url);
  if (isSafari() && !SAFARI_EXEMPT.some((p) => path.startsWith(p)))
    headers.set('x-safari-detection', 'true');
  if (noCache) {
    headers.set('Cache-Control', 'no-cache, no-store, must-revalidate');
    headers.set('Pragma', 'no-cache');
  }
  return headers;
}

async function safeFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, credentials: 'include' });
  } catch {
    return new Response(JSON.stringify({ error: 'Network request failed' }), {
      status: 500,
      headers: { 'Content-Type': 'application/json' },
    });
  }
}

/** Throws `Error('status: body')` for a non-OK response; a 401 clears the cached auth state. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  if (res.status === 401) setAuthenticated(false);
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`, text);
}

/** An HTTP error with the status and the raw body; `serverMessage` reads `{ message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's `issues` (field path and message of each validation problem), or []. */
  get issues(): { path: string[]; message: string }[] {
    try {
      const parsed = JSON.parse(this.body) as { issues?: unknown };
      return Array.isArray(parsed.issues)
        ? (parsed.issues as { path: string[]; message: string }[])
        : [];
    } catch {
      return [];
    }
  }

  /** The server's `{ message }`, or undefined when the body has none. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * Sends `method url` with `data` as JSON (FormData as is). Returns the Response; throws ApiError
 * on non-OK.
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const res = await safeFetch(url, {
    method,
    headers: headersFor(url, data !== undefined && !isForm, false),
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
  });
  await throwIfResNotOk(res);
  return res;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Default query function: GET of the first query-key element. Admin paths (or `meta.forceNoCache`)
 * get a `_t` timestamp and no-cache headers. Protected paths resolve to null without a request
 * while the cached auth state is fresh and anonymous (SPEC 6).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, meta }) => {
    let url = String(queryKey[0]);
    const path = pathOf(url);
    if (isProtectedPath(path) && isKnownAnonymous()) return null;
    const noCache = path.includes('/admin') || meta?.forceNoCache === true;
    if (noCache) url += `${url.includes('?') ? '&' : '?'}_t=${Date.now()}`;
    const res = await safeFetch(url, { headers: headersFor(url, false, noCache) });
    if (options.on401 === 'returnNull' && res.status === 401) {
      setAuthenticated(false);
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
