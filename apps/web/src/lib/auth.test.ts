import { QueryClient } from '@tanstack/react-query';
import { USER_SCRIPT_ID } from '@forma/validators/documents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkUser, seedUserFromDocument, USER_QUERY_KEY } from './auth';

/** A document whose user script holds `text` (undefined: no script). */
function documentWithUser(text: string | undefined) {
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === USER_SCRIPT_ID && text !== undefined ? { textContent: text } : null,
  });
}

/** GET /api/user answering `status` with `body`; returns the mock to count calls. */
function apiUserAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(async () =>
    Response.json(body, { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const boss = { id: 1, username: 'boss', isAdmin: true, role: 'admin', createdAt: '2026-01-01' };

afterEach(() => {
  vi.unstubAllGlobals();
});

// Issue 18 item 7: who is signed in comes with the app's document.
describe('the user the document brought', () => {
  it('is the cached user, and the first check takes it without asking the server', async () => {
    documentWithUser('null');
    const fetchMock = apiUserAnswers(200, boss);
    const client = new QueryClient();
    seedUserFromDocument(client);
    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(await checkUser(client)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // Later checks (a later visit to the console) ask again.
    expect(await checkUser(client)).toEqual(boss);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not used once the cached user changed (a login since)', async () => {
    documentWithUser('null');
    const fetchMock = apiUserAnswers(200, boss);
    const client = new QueryClient();
    seedUserFromDocument(client);
    await new Promise((resolve) => setTimeout(resolve, 2));
    client.setQueryData(USER_QUERY_KEY, { ...boss, username: 'just-logged-in' });
    expect(await checkUser(client)).toEqual(boss);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves the app to ask when the document has none, or not JSON', async () => {
    for (const text of [undefined, '{not json']) {
      documentWithUser(text);
      const fetchMock = apiUserAnswers(200, boss);
      const client = new QueryClient();
      seedUserFromDocument(client);
      expect(client.getQueryData(USER_QUERY_KEY)).toBeUndefined();
      expect(await checkUser(client)).toEqual(boss);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      vi.unstubAllGlobals();
    }
  });
});
