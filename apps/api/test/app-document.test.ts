import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { USER_SCRIPT_ID } from '@forma/validators/documents';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signedInClient, type TestApp } from './helpers';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Forma</title></head>' +
  '<body><div id="root"></div><script type="module" src="/_app/main.js"></script></body></html>';

/** The user the document's script holds (undefined: no script). */
function userOf(html: string): unknown {
  const script = new JSDOM(html).window.document.getElementById(USER_SCRIPT_ID);
  return script ? JSON.parse(script.textContent ?? '') : undefined;
}

/** The document without its user script. */
const withoutUser = (html: string) =>
  html.replace(new RegExp(`<script id="${USER_SCRIPT_ID}"[^]*?</script>`), '');

// Issue 18 item 7: who is signed in comes with the app's document (/auth, /admin, 404), so the
// app never asks GET /api/user just to learn that nobody is (a 401 the browser logs).
describe.each(DATABASE_KINDS)("the app's document with who is signed in, on %s", (kind) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'forma-app-doc-'));
    writeFileSync(join(webDist, 'index.html'), TEMPLATE);
    t = await createTestApp(kind, { webDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });
  beforeEach(async () => truncateAll(t.database));

  it('says nobody to a visitor, the same cacheable bytes in every encoding', async () => {
    for (const url of ['/auth', '/admin', '/admin/designers?page=2', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(String(res.headers.vary)).toMatch(/cookie/);
      expect(userOf(res.body), url).toBeNull();
      // Before </body>, after the app's own script tag; the rest is the built file.
      expect(res.body).toMatch(/<\/script><script id="signed-in-user"[^>]*>null<\/script><\/body>/);
      expect(withoutUser(res.body)).toBe(TEMPLATE);
    }
    const identity = (await t.app.inject({ method: 'GET', url: '/auth' })).body;
    const br = await t.app.inject({
      method: 'GET',
      url: '/auth',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/auth',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(identity);
    const head = await t.app.inject({ method: 'HEAD', url: '/auth' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('says nobody for a session cookie that is not valid', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth',
      headers: { cookie: `${t.app.sessionCookieName}=s%3Anot-a-session.bad` },
    });
    expect(res.statusCode).toBe(200);
    expect(userOf(res.body)).toBeNull();
  });

  it("gives a signed-in user their own private page, and nobody's after logout", async () => {
    const admin = await signedInClient(t, 'boss', true);
    const res = await admin.request({
      method: 'GET',
      url: '/admin',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const user = userOf(res.body);
    // Exactly what GET /api/user answers, and nothing secret.
    expect(user).toEqual((await admin.get('/api/user')).json());
    expect(user).toMatchObject({ username: 'boss', isAdmin: true });
    expect(user).not.toHaveProperty('password');
    expect(withoutUser(res.body)).toBe(TEMPLATE);
    const compressed = await admin.request({
      method: 'GET',
      url: '/admin',
      headers: { 'accept-encoding': 'br' },
    });
    expect(userOf(brotliDecompressSync(compressed.rawPayload).toString())).toMatchObject({
      username: 'boss',
    });

    const cookie = admin.cookie!;
    expect((await admin.post('/api/logout')).statusCode).toBe(200);
    // The browser's old cookie names a session that has ended.
    const after = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie } });
    expect(userOf(after.body)).toBeNull();
  });
});
