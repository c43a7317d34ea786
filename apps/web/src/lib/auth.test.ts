import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshUser, USER_QUERY_KEY } from './auth';

/** The server answering `body` (200) to every request; returns the mock to read the calls. */
function serverAnswers(body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const boss = { id: 1, username: 'boss', isAdmin: true, role: 'admin', createdAt: '2026-01-01' };

afterEach(() => {
  vi.unstubAllGlobals();
});

// Issue 38: no document carries the user; the app asks a call that never fails for a visitor.
describe('who is signed in', () => {
  it('is asked of GET /api/session/user, null for a visitor, and cached', async () => {
    const fetchMock = serverAnswers(null);
    const client = new QueryClient();
    expect(await refreshUser(client)).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/session/user');
    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
  });

  it('is asked again on every check, so a login since is seen', async () => {
    const client = new QueryClient();
    serverAnswers(null);
    expect(await refreshUser(client)).toBeNull();
    const fetchMock = serverAnswers(boss);
    expect(await refreshUser(client)).toEqual(boss);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual(boss);
  });
});
