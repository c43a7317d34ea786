import { PUBLIC_QUERY_TABLES } from '@forma/api';
import type { PublicTable } from '@forma/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  matchesEtag,
  publicQueryKey,
  sharesPublicReads,
  strongEtag,
  wireHeaders,
  type PublicAnswer,
} from '../cache/public-read';

/** Where a cacheable request's answer goes: its key, tables and the cache generation at start. */
interface Pending {
  key: string;
  tables: readonly PublicTable[];
  generation: number;
}

const pending = new WeakMap<FastifyRequest, Pending>();

/**
 * The tables of a tRPC request's procedures when every one of them is a public query
 * (PUBLIC_QUERY_TABLES), else null. `path` is the route parameter (`a.b` or a batch `a.b,c.d`).
 */
function publicQueryTables(path: string): PublicTable[] | null {
  const tables = new Set<PublicTable>();
  for (const procedure of path.split(',')) {
    const used = Object.hasOwn(PUBLIC_QUERY_TABLES, procedure)
      ? PUBLIC_QUERY_TABLES[procedure]
      : undefined;
    if (!used) return null;
    for (const table of used) tables.add(table);
  }
  return [...tables];
}

/**
 * Keeps the whole answer of anonymous public tRPC queries (issue 10): a GET to /trpc that may
 * share public reads (`sharesPublicReads`: no session cookie, no `trpc-accept`), whose procedures are all public
 * queries, answered 200, is kept in `app.publicCache` under its URL until one of its tables
 * changes, and sent with a strong ETag and the app's public Cache-Control (304 on a matching If-None-Match).
 * Later anonymous requests of the same URL are answered from memory
 * (public-read-fast-path.ts). Registered in the /trpc scope (plugins/trpc.ts).
 */
export function registerTrpcAnswerCache(scope: FastifyInstance): void {
  scope.addHook('onRequest', (request, _reply, done) => {
    const path = (request.params as { path?: string } | undefined)?.path;
    if (
      request.method === 'GET' &&
      path &&
      sharesPublicReads(request.method, request.headers, request.server.sessionCookieName)
    ) {
      const tables = publicQueryTables(path);
      if (tables)
        pending.set(request, {
          key: publicQueryKey(request.url),
          tables,
          generation: request.server.publicCache.generation,
        });
    }
    done();
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const kept = pending.get(request);
    if (!kept || !(payload instanceof Response) || payload.status !== 200) return payload;
    pending.delete(request);
    const body = Buffer.from(await payload.arrayBuffer());
    reply.code(200);
    for (const [name, value] of payload.headers) reply.header(name, value);
    const etag = strongEtag(body.toString('utf8'));
    reply.header('cache-control', request.server.publicCacheControl).header('etag', etag);
    const answer: PublicAnswer = { body, etag, wire: wireHeaders(reply, body.length) };
    request.server.publicCache.store(kept.key, kept.tables, answer, kept.generation);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-type');
      return null;
    }
    return body;
  });
}
