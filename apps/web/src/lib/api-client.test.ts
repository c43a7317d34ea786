import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, isProtectedPath } from './api-client';
import { AUTH_STATE_KEY, readAuthState, setAuthenticated } from './auth-state';

/** In-memory Web Storage for the node test environment. */
class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, String(v));
  removeItem = (k: string) => void this.data.delete(k);
  clear = () => this.data.clear();
}

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

let fetchMock: ReturnType<typeof vi.fn>;

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
}

async function query<T>(
  key: string,
  on401: 'returnNull' | 'throw' = 'throw',
  meta?: Record<string, unknown>,
) {
  const qc = new QueryClient();
  return getQueryFn<T>({ on401 })({
    queryKey: [key],
    meta,
    client: qc,
    signal: new AbortController().signal,
  } as never);
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
  vi.stubGlobal('navigator', { userAgent: CHROME_UA });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest (SPEC 7, 8)', () => {
  it('sends JSON with cookies and returns the response', async () => {
    respond(201, { success: true });
    const res = await apiRequest('POST', '/api/contact', { name: 'Ada' });
    expect(res.status).toBe(201);
    const { init, headers } = lastCall();
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"Ada"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it("throws 'status: body' on a non-OK response, with the server message", async () => {
    respond(400, { message: 'Enter a valid email address' });
    const error = await apiRequest('POST', '/api/contact', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Enter a valid email address"}');
    expect((error as ApiError).serverMessage).toBe('Enter a valid email address');
  });

  it('turns a network failure into a synthetic 500', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await apiRequest('GET', '/api/clients').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(JSON.parse(error.body)).toEqual({ error: 'Network request failed' });
  });

  it('marks the visitor not authenticated on a 401', async () => {
    setAuthenticated(true);
    respond(401, { message: 'Not authenticated' });
    await apiRequest('GET', '/api/admin/dashboard').catch(() => undefined);
    expect(readAuthState()?.isAuthenticated).toBe(false);
  });

  it('sets x-safari-detection for Safari except on auth and admin paths', async () => {
    vi.stubGlobal('navigator', { userAgent: SAFARI_UA });
    respond(200, {});
    await apiRequest('POST', '/api/contact', {});
    expect(lastCall().headers.get('x-safari-detection')).toBe('true');
    for (const path of [
      '/api/login',
      '/api/user',
      '/api/admin/designers',
      '/api/logout',
      '/api/register',
    ]) {
      respond(200, {});
      await apiRequest('POST', path, {});
      expect(lastCall().headers.get('x-safari-detection'), path).toBeNull();
    }
    vi.stubGlobal('navigator', { userAgent: CHROME_UA });
    respond(200, {});
    await apiRequest('POST', '/api/contact', {});
    expect(lastCall().headers.get('x-safari-detection')).toBeNull();
  });
});

describe('getQueryFn (SPEC 6, 7)', () => {
  it('GETs the first query-key element', async () => {
    respond(200, [{ id: 1 }]);
    expect(await query('/api/clients')).toEqual([{ id: 1 }]);
    expect(lastCall().url).toBe('/api/clients');
  });

  it('adds a _t timestamp and no-cache headers for admin paths and forceNoCache', async () => {
    respond(200, {});
    await query('/api/admin/dashboard');
    expect(lastCall().url).toMatch(/^\/api\/admin\/dashboard\?_t=\d+$/);
    expect(lastCall().headers.get('Cache-Control')).toContain('no-cache');
    respond(200, {});
    await query('/api/clients', 'throw', { forceNoCache: true });
    expect(lastCall().url).toMatch(/_t=\d+/);
  });

  it('returns null on 401 when asked to', async () => {
    respond(401, { message: 'Not authenticated' });
    expect(await query('/api/user', 'returnNull')).toBeNull();
  });

  it('skips protected requests while the visitor is known to be anonymous and fresh', async () => {
    setAuthenticated(false);
    expect(await query('/api/admin/dashboard')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // The current-user path is always sent, and settings skip the check.
    respond(401, {});
    await query('/api/user', 'returnNull');
    respond(200, { key: 'selectedProjectsStyle', value: 'arc' });
    await query('/api/settings/selectedProjectsStyle');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends protected requests again once the cached state is older than 60 s', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    setAuthenticated(false);
    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    respond(200, { counts: {} });
    expect(await query('/api/admin/dashboard')).toEqual({ counts: {} });
    expect(JSON.parse(sessionStorage.getItem(AUTH_STATE_KEY)!).isAuthenticated).toBe(false);
  });

  it('classifies protected paths', () => {
    expect(isProtectedPath('/api/admin/designers')).toBe(true);
    expect(isProtectedPath('/api/user/preferences')).toBe(true);
    expect(isProtectedPath('/api/user')).toBe(false);
    expect(isProtectedPath('/api/settings/aiSectionEnabled')).toBe(false);
    expect(isProtectedPath('/api/clients')).toBe(false);
  });
});
