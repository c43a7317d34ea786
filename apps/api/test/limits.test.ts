import { createServer, connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, DEFAULT_SERVER_LIMITS } from '../src/app';
import { createTestApp, errorBody, type TestApp } from './helpers';

/**
 * Issue 9 item 3: timeouts and limits. Slow bodies and slow headers are closed after the request
 * timeout (1 s here, 30 s by default), sockets over the connection cap are closed at once, a tRPC
 * batch over the limit is a 400, and the 1 MiB body limit holds.
 */

const REQUEST_TIMEOUT_MS = 1000;
const MAX_CONNECTIONS = 40;

/** A free TCP port in 3400-3419 (the range this test may use). */
async function freePort(): Promise<number> {
  for (let port = 3400; port <= 3419; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3400-3419');
}

interface Trickle {
  socket: Socket;
  /** Resolves when the server closes the socket: after how long, and what it answered. */
  closed: Promise<{ ms: number; answer: string }>;
  stop: () => void;
}

/** Opens a socket, sends `head`, then one byte of `drip` every `everyMs` until closed. */
function trickle(port: number, head: string, drip: string, everyMs = 200): Trickle {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d: Buffer) => (answer += d.toString()));
  socket.on('error', () => {});
  socket.write(head);
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(drip);
  }, everyMs);
  const closed = new Promise<{ ms: number; answer: string }>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    }),
  );
  return {
    socket,
    closed,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

describe('timeouts and limits', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      limits: { requestTimeoutMs: REQUEST_TIMEOUT_MS, maxConnections: MAX_CONNECTIONS },
      rateLimitScale: 100, // 20 slow contact posts from one address are not rate limited
    });
    port = await freePort();
    await t.app.listen({ host: '127.0.0.1', port });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has the documented defaults', () => {
    expect(DEFAULT_SERVER_LIMITS).toEqual({
      requestTimeoutMs: 30_000,
      maxConnections: 2000,
      trpcMaxBatchSize: 10,
    });
    expect(BODY_LIMIT).toBe(1024 * 1024);
  });

  it('closes slow bodies and slow headers after the request timeout (408)', async () => {
    const origin = `http://127.0.0.1:${port}`;
    const slowBodies = Array.from({ length: 20 }, () =>
      trickle(
        port,
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"',
        'a',
      ),
    );
    const slowHeaders = Array.from({ length: 5 }, (_, i) =>
      trickle(port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`, `X-${i}: y\r\n`),
    );
    const all = [...slowBodies, ...slowHeaders];
    try {
      const results = await Promise.race([
        Promise.all(all.map((s) => s.closed)),
        sleep(REQUEST_TIMEOUT_MS + 3000).then(() => null),
      ]);
      expect(results, 'sockets still open 3 s after the request timeout').not.toBeNull();
      const closed = results!;
      const ms = closed.map((r) => r.ms);
      console.info(
        `slow requests: ${closed.length} sockets closed after ${Math.min(...ms)}-${Math.max(...ms)} ms ` +
          `(timeout ${REQUEST_TIMEOUT_MS} ms)`,
      );
      for (const r of closed) {
        expect(r.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
        expect(r.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
        expect(r.answer).toMatch(/^HTTP\/1\.1 408 /);
      }
    } finally {
      for (const s of all) s.stop();
    }
    // The server still answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 15_000);

  it('closes connections over the cap at once', async () => {
    const open = Array.from({ length: MAX_CONNECTIONS }, () =>
      trickle(port, 'GET /api/health HTTP/1.1\r\n', 'X', 100),
    );
    try {
      await Promise.all(
        open.map((s) => new Promise((resolve) => s.socket.once('connect', resolve))),
      );
      await sleep(100); // accepted by the server
      const extra = trickle(port, 'GET /api/health HTTP/1.1\r\n', 'X', 100);
      const result = await Promise.race([extra.closed, sleep(800).then(() => null)]);
      extra.stop();
      expect(result, 'the connection over the cap stayed open').not.toBeNull();
      expect(result!.answer).toBe('');
      expect(open.every((s) => !s.socket.destroyed)).toBe(true);
    } finally {
      for (const s of open) s.stop();
    }
  });

  it('refuses a tRPC batch of more than 10 procedures with 400', async () => {
    const batch = (n: number) =>
      t.app.inject({
        method: 'GET',
        url: `/trpc/${Array.from({ length: n }, () => 'catalog.designers').join(',')}?batch=1`,
      });
    const ok = await batch(10);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveLength(10);
    const tooMany = await batch(11);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toMatch(/Batch call exceeds maximum size/);
    expect((await batch(270)).statusCode).toBe(400);
  });

  it('keeps the 1 MiB body limit (413 JSON)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(BODY_LIMIT) }),
    });
    expect(res.statusCode).toBe(413);
    expect(errorBody(res).message).toMatch(/too large/i);
  });
});
