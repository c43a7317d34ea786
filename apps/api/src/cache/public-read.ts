import { createHash } from 'node:crypto';
import { createCaller } from '@forma/api';
import type { DB, PublicTable } from '@forma/db';
import { publicListQuery } from '@forma/validators';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { createContext } from '../context';
import { HttpError } from '../http-error';
import { toRestError } from '../rest/errors';

/**
 * A serialized public answer and its strong ETag. The body is kept as UTF-8 bytes: sending a
 * Buffer skips encoding the same string again on every request (CPU and garbage, issue 10).
 */
export interface PublicAnswer {
  body: Buffer;
  etag: string;
  /** Headers of this answer besides the usual ones (a page's `Link` and `X-Total-Count`). */
  headers?: Record<string, string>;
  /**
   * Every header of its 200 and 304 answers, flat (`[name, value, name, value, ...]`, Node's
   * `writeHead` array form), taken from the first answer sent to a visitor without a session:
   * the security headers of the app's hooks plus Cache-Control, ETag, Content-Type and
   * Content-Length. Set once that answer went out; the fast path (public-read-fast-path.ts)
   * sends later visitors the same answer from memory with these headers.
   */
  wire?: { ok: string[]; notModified: string[] };
}

/** Query keys that choose a page of a public list: the only part of a query a key keeps. */
const PAGING_KEYS = ['limit', 'offset'] as const;

/**
 * The cache key of a public REST read: its path, plus `limit` and `offset` as sent when the query
 * has them (a page of a list); every other query key is ignored (`?_t=` cache busters). The
 * memory path looks up the same key (an answer is stored only once its query was valid).
 */
export function publicReadKey(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return `rest:${url}`;
  const params = new URLSearchParams(url.slice(query + 1));
  const paging = PAGING_KEYS.filter((k) => params.has(k)).map((k) => `${k}=${params.get(k)}`);
  return `rest:${url.slice(0, query)}${paging.length > 0 ? `?${paging.join('&')}` : ''}`;
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

/** True when a Cookie header carries the cookie `name`. */
export function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trimStart().startsWith(`${name}=`));
}

/**
 * Whether a request may share the cache of public reads: the one rule for keeping an answer
 * (trpc-answer-cache.ts, public-read.ts) and for serving a kept one (public-read-fast-path.ts).
 * A GET or HEAD from a visitor without the session cookie `sessionCookieName`, not asking for a
 * streamed tRPC answer (`trpc-accept`, httpBatchStreamLink: a kept answer is plain JSON, which
 * such a client cannot read).
 */
export function sharesPublicReads(
  method: string | undefined,
  headers: { cookie?: string | undefined; 'trpc-accept'?: string | string[] | undefined },
  sessionCookieName: string,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (headers['trpc-accept'] !== undefined) return false;
  return !hasCookie(headers.cookie, sessionCookieName);
}

/** Headers Node writes itself, or that belong to one request, never copied into `wire`. */
const NOT_KEPT = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** Headers a 304 does not repeat (RFC 9110 15.4.5: it has no content). */
const NOT_IN_304 = new Set(['content-type', 'content-length']);

/**
 * The cache key of an anonymous tRPC query answer (plugins/trpc.ts): the whole URL, as the input
 * is in its query.
 */
export function publicQueryKey(url: string): string {
  return `trpc:${url}`;
}

/** The key the memory path looks up for a request URL: a tRPC answer or a REST read. */
export function memoryKey(url: string): string {
  return url.startsWith('/trpc/') ? publicQueryKey(url) : publicReadKey(url);
}

/** `reply`'s headers so far, flat, for {@link PublicAnswer.wire}. */
export function wireHeaders(reply: FastifyReply, bodyBytes: number): PublicAnswer['wire'] {
  const ok: string[] = [];
  const notModified: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    const lower = name.toLowerCase();
    if (value === undefined || NOT_KEPT.has(lower)) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      ok.push(name, String(one));
      if (!NOT_IN_304.has(lower)) notModified.push(name, String(one));
    }
  }
  ok.push('content-length', String(bodyBytes));
  return { ok, notModified };
}

/**
 * A GET handler for a public read: its JSON answer is kept serialized in `app.publicCache`
 * (key: {@link publicReadKey}) until one of `tables` changes, sent with a strong ETag and
 * the app's public Cache-Control (`app.publicCacheControl`), and a matching If-None-Match gets 304 without a body. On a miss the
 * procedure runs through a server-side caller (`run`); its errors map to HTTP like any REST call
 * and are not kept. The first answer sent to a visitor without a session also records its
 * headers, so later anonymous requests are answered before any other hook runs
 * (public-read-fast-path.ts).
 *
 * `paged`: the answer is a list that takes `limit` and `offset` (publicListQuery; 400 when
 * malformed). With either, the answer is that page of the list, with `X-Total-Count` (the list's
 * length) and, when more follow, `Link: <...?limit=&offset=>; rel="next"`; without, the whole
 * list (SPEC 7). Other reads ignore the query.
 */
export function publicReadHandler(
  db: DB,
  tables: readonly PublicTable[],
  run: (
    caller: ReturnType<typeof createCaller>,
    params: Record<string, string>,
  ) => Promise<unknown>,
  options: { paged?: boolean } = {},
): RouteHandlerMethod {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let page: { limit?: number | undefined; offset?: number | undefined } = {};
    if (options.paged) {
      const parsed = publicListQuery.safeParse(request.query ?? {});
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({
          path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
          message: i.message,
        }));
        throw new HttpError(400, issues[0]!.message, issues);
      }
      page = parsed.data;
    }
    const path = request.url.split('?', 1)[0]!;
    const answer = await request.server.publicCache.read<PublicAnswer>(
      options.paged ? publicReadKey(request.url) : `rest:${path}`,
      tables,
      async () => {
        const caller = createCaller(await createContext(db, request, reply));
        let result: unknown;
        try {
          result = await run(caller, (request.params ?? {}) as Record<string, string>);
        } catch (err) {
          throw toRestError(err);
        }
        let headers: Record<string, string> | undefined;
        if (Array.isArray(result) && (page.limit !== undefined || page.offset !== undefined)) {
          const total = result.length;
          const offset = page.offset ?? 0;
          const limit = page.limit ?? total;
          result = result.slice(offset, offset + limit);
          headers = { 'x-total-count': String(total) };
          if (offset + limit < total)
            headers.link = `<${path}?limit=${limit}&offset=${offset + limit}>; rel="next"`;
        }
        const json = JSON.stringify(result);
        return {
          body: Buffer.from(json, 'utf8'),
          etag: strongEtag(json),
          ...(headers ? { headers } : {}),
        };
      },
    );
    reply
      .header('cache-control', request.server.publicCacheControl)
      .header('etag', answer.etag)
      .type('application/json; charset=utf-8');
    for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
    if (
      !answer.wire &&
      sharesPublicReads(request.method, request.headers, request.server.sessionCookieName)
    )
      answer.wire = wireHeaders(reply, answer.body.length);
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      reply.removeHeader('content-type');
      return reply.code(304).send();
    }
    return reply.code(200).send(answer.body);
  };
}
