import { createHash } from 'node:crypto';
import { createCaller } from '@forma/api';
import type { DB, PublicTable } from '@forma/db';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { createContext } from '../context';
import { toRestError } from './errors';
import type { Caller } from './handler';

/**
 * Cache-Control of the cached public reads: browsers revalidate every time (`max-age=0`, answered
 * 304 from memory when the ETag still matches), a shared cache (CDN) may serve an answer for 2 s
 * before it must ask again. An admin's edit reaches every visitor within about 2 s behind a CDN
 * and at once without one; no `stale-while-revalidate`, which would show an old answer once more.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=2, must-revalidate';

/**
 * A serialized public answer and its strong ETag. The body is kept as UTF-8 bytes: sending a
 * Buffer skips encoding the same string again on every request (CPU and garbage, issue 10).
 */
interface Answer {
  body: Buffer;
  etag: string;
}

/** The strong ETag of a body: a hash of its bytes, the same on every instance. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when an If-None-Match header names `etag` (weak comparison, RFC 9110) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare);
}

/**
 * A GET handler for a public read: its JSON answer is kept serialized in `app.publicCache`
 * (key: the path, query ignored) until one of `tables` changes, sent with a strong ETag and
 * PUBLIC_CACHE_CONTROL, and a matching If-None-Match gets 304 without a body. On a miss the
 * procedure runs through a server-side caller (`run`); its errors map to HTTP like any REST call
 * and are not kept.
 */
export function publicReadHandler(
  db: DB,
  tables: readonly PublicTable[],
  run: (caller: Caller, params: Record<string, string>) => Promise<unknown>,
): RouteHandlerMethod {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? request.url;
    const answer = await request.server.publicCache.read<Answer>(
      `rest:${path}`,
      tables,
      async () => {
        const caller = createCaller(await createContext(db, request, reply));
        let result: unknown;
        try {
          result = await run(caller, (request.params ?? {}) as Record<string, string>);
        } catch (err) {
          throw toRestError(err);
        }
        const json = JSON.stringify(result);
        return { body: Buffer.from(json, 'utf8'), etag: strongEtag(json) };
      },
    );
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', answer.etag);
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.code(200).type('application/json; charset=utf-8').send(answer.body);
  };
}
