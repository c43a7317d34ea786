import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressForOneResponse, pickEncoding } from '../http-encoding';
import { withUserScript } from '../user-script';
import { signedInUser } from './signed-in-user';

/** The app's document in the web build (apps/web index.html): /auth, /admin and the 404 page. */
export const APP_DOCUMENT_FILE = 'index.html';

/** Sends the app's document of one web build ({@link createAppDocument}). */
export type SendAppDocument = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/**
 * The app's document (`webDist`/index.html) with who is signed in (issue 18 item 7): a
 * user script (user-script.ts, `USER_SCRIPT_ID`, as the landing page has) holding the user as
 * `GET /api/user` answers it, or null, so the app knows it without a request that fails with 401
 * for a visitor. Nobody signed in: the same bytes for everyone, compressed once (br, gzip),
 * `no-cache`. A valid session: the user's own page, `private, no-cache`, compressed per request,
 * with the session's refreshed cookie. Both vary on the cookie and the accepted encoding.
 * Throws at creation when the build has no index.html.
 */
export function createAppDocument(app: FastifyInstance, webDist: string): SendAppDocument {
  const template = readFileSync(join(webDist, APP_DOCUMENT_FILE), 'utf8');
  const anonymousHtml = Buffer.from(withUserScript(template, null));
  const anonymous = {
    identity: anonymousHtml,
    br: brotliCompressSync(anonymousHtml, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(anonymousHtml, { level: 9 }),
  };
  return async (request, reply) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const signedIn = await signedInUser(app, request);
    reply
      .header('vary', 'accept-encoding, cookie')
      .header('cache-control', signedIn ? 'private, no-cache' : 'no-cache')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (!signedIn) return reply.send(anonymous[encoding]);
    if (signedIn.setCookie) reply.header('set-cookie', signedIn.setCookie);
    const html = Buffer.from(withUserScript(template, signedIn.user));
    return reply.send(await compressForOneResponse(html, encoding));
  };
}
