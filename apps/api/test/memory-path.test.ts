import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { collections } from '@forma/db';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicCache } from '../src/cache/public-cache';
import {
  memoryFirstServerFactory,
  type MemoryPathHost,
} from '../src/plugins/public-read-fast-path';
import type { PublicAnswer } from '../src/rest/public-read';
import { createTestApp, type TestApp } from './helpers';

/** Starts `server` on a free loopback port; returns its base URL. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The headers of a fetch answer, without those that differ per answer by nature. */
function headersOf(res: Response): Record<string, string> {
  const { date: _date, ...rest } = Object.fromEntries(res.headers);
  return rest;
}

describe('the server answers kept reads before Fastify (memoryFirstServerFactory)', () => {
  const body = Buffer.from('{"kept":true}');
  const kept: PublicAnswer = {
    body,
    etag: '"abc"',
    wire: {
      ok: [
        'content-type',
        'application/json; charset=utf-8',
        'etag',
        '"abc"',
        'content-length',
        String(body.length),
      ],
      notModified: ['etag', '"abc"'],
    },
  };
  const host: MemoryPathHost = {
    publicCache: {
      peek: (key: string) => (key === 'rest:/api/testimonials' ? kept : undefined),
    } as unknown as PublicCache,
    sessionCookieName: 'sid',
    log: { debug: () => undefined } as unknown as FastifyBaseLogger,
  };
  let current: MemoryPathHost | null = host;
  const handler = vi.fn((_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('fastify');
  });
  const server = memoryFirstServerFactory(() => current)(handler, {
    http: { headersTimeout: 4000 },
    keepAliveTimeout: 1234,
    requestTimeout: 5000,
    connectionTimeout: 0,
    maxRequestsPerSocket: 7,
  }) as Server;
  let base = '';
  beforeAll(async () => {
    base = await listen(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    handler.mockClear();
    current = host;
  });

  it('is set up like the server Fastify builds', () => {
    expect(server.keepAliveTimeout).toBe(1234);
    expect(server.requestTimeout).toBe(5000);
    expect(server.headersTimeout).toBe(4000);
    expect(server.maxRequestsPerSocket).toBe(7);
  });

  it('writes a kept answer (200, 304, HEAD) without calling Fastify', async () => {
    const ok = await fetch(`${base}/api/testimonials?ignored=1`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('{"kept":true}');
    expect(ok.headers.get('etag')).toBe('"abc"');
    const notModified = await fetch(`${base}/api/testimonials`, {
      headers: { 'if-none-match': '"abc"' },
    });
    expect(notModified.status).toBe(304);
    const head = await fetch(`${base}/api/testimonials`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands everything else to Fastify: a miss, a session, a write, an app not ready', async () => {
    expect(await (await fetch(`${base}/api/designers`)).text()).toBe('fastify');
    const withSession = await fetch(`${base}/api/testimonials`, { headers: { cookie: 'sid=x' } });
    expect(await withSession.text()).toBe('fastify');
    const post = await fetch(`${base}/api/testimonials`, { method: 'POST', body: '{}' });
    expect(await post.text()).toBe('fastify');
    current = null;
    expect(await (await fetch(`${base}/api/testimonials`)).text()).toBe('fastify');
    // A streamed tRPC request never gets a kept plain answer (one rule with storing).
    current = host;
    const streamed = await fetch(`${base}/api/testimonials`, {
      headers: { 'trpc-accept': 'application/jsonl' },
    });
    expect(await streamed.text()).toBe('fastify');
    expect(handler).toHaveBeenCalledTimes(5);
  });

  it('an error in the memory path is logged and Fastify answers; it never escapes', async () => {
    const errors: unknown[] = [];
    current = {
      ...host,
      publicCache: {
        peek: () => {
          throw new Error('broken cache');
        },
      } as unknown as PublicCache,
      log: { debug: () => undefined, error: (o: unknown) => errors.push(o) } as never,
    };
    const res = await fetch(`${base}/api/testimonials`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('fastify');
    expect(errors).toHaveLength(1);
  });
});

describe('kept reads over a real socket (issue 10 item 1)', () => {
  let t: TestApp;
  let base = '';
  const lines: Array<{ msg?: string; url?: string; reqId?: string }> = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      logger: {
        level: 'debug',
        stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('answers a repeat from memory exactly as the first answer, and sees a write at once', async () => {
    await collections.testimonials.create(t.database.db, {
      name: 'Ada',
      quote: 'Kept in memory.',
      rating: 5,
    });
    // The first answer fills the cache once the change feed is listening.
    await expect
      .poll(async () => {
        await fetch(`${base}/api/testimonials`);
        return t.app.publicCache.peek<PublicAnswer>('rest:/api/testimonials')?.wire !== undefined;
      })
      .toBe(true);
    const first = await fetch(`${base}/api/testimonials`);
    const firstBody = await first.text();
    lines.length = 0;
    const repeat = await fetch(`${base}/api/testimonials`);
    // Answered by the server's listener: Fastify never saw the request (no request id).
    expect(lines.filter((line) => line.msg === 'request completed from memory')).toEqual([
      expect.objectContaining({ url: '/api/testimonials' }),
    ]);
    expect(lines.filter((line) => line.reqId !== undefined)).toEqual([]);
    expect(repeat.status).toBe(200);
    expect(await repeat.text()).toBe(firstBody);
    expect(headersOf(repeat)).toEqual(headersOf(first));
    expect(repeat.headers.get('set-cookie')).toBeNull();
    expect(firstBody).toContain('Kept in memory.');

    const etag = repeat.headers.get('etag')!;
    const notModified = await fetch(`${base}/api/testimonials`, {
      headers: { 'if-none-match': etag },
    });
    expect(notModified.status).toBe(304);

    await collections.testimonials.create(t.database.db, {
      name: 'Grace',
      quote: 'Changed on disk.',
      rating: 5,
    });
    await expect
      .poll(async () => (await fetch(`${base}/api/testimonials`)).text(), { timeout: 2000 })
      .toContain('Changed on disk.');
  });
});
