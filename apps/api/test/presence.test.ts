/**
 * Presence over Server-Sent Events (issue 41 item 3): who else has a block open, a closed tab
 * gone at once, and saves heard live, on one instance and across two on one Postgres.
 */
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '@forma/db';
import { DATABASE_KINDS } from '@forma/db/testing';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInClient, TEST_SECRET, type Client, type TestApp } from './helpers';

interface Stream {
  status: number;
  headers: Headers;
  /** Every event's data heard so far, in order. */
  events: unknown[];
  /** Resolves with the first event (already heard or still to come) that `done` accepts. */
  until(done: (event: unknown) => boolean, ms?: number): Promise<unknown>;
  close(): void;
}

/** Opens `presence.watch` as a browser's EventSource would, with `client`'s session cookie. */
async function watch(base: string, client: Client, open?: string): Promise<Stream> {
  const controller = new AbortController();
  const input = encodeURIComponent(JSON.stringify({ json: open ? { open } : {} }));
  const res = await fetch(`${base}/trpc/presence.watch?input=${input}`, {
    headers: { cookie: client.cookie ?? '', accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: unknown[] = [];
  const waiting = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (!data) continue;
          const parsed = JSON.parse(data) as { json?: unknown };
          events.push(
            parsed && typeof parsed === 'object' && 'json' in parsed ? parsed.json : parsed,
          );
          for (const wake of waiting) wake();
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    until(done, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(done);
          if (found === undefined) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no such event within ${ms} ms; heard ${JSON.stringify(events)}`));
        }, ms);
        if (!check()) waiting.add(check);
      });
    },
    close: () => controller.abort(),
  };
}

type Presence = { type: 'presence'; open: { resource: string; users: { username: string }[] }[] };
const editorsOf = (event: unknown, resource: string) =>
  (event as Presence).type === 'presence'
    ? ((event as Presence).open
        .find((o) => o.resource === resource)
        ?.users.map((u) => u.username) ?? [])
    : null;
const lastPresence = (stream: Stream) =>
  [...stream.events].reverse().find((e) => (e as Presence).type === 'presence');

describe.each(DATABASE_KINDS)('presence on %s', (kind) => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: DatabaseHandle } | null = null;
  let one: string;
  let two: string;
  let ana: Client;
  let ben: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    one = await t.app.listen({ port: 0, host: '127.0.0.1' });
    two = one;
    if (kind === 'postgres') {
      // A second instance on the same database, as behind a load balancer.
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
        t.database.db,
      );
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      const app = await buildApp({ database, sessionSecret: TEST_SECRET, webDist: null });
      two = await app.listen({ port: 0, host: '127.0.0.1' });
      second = { app, database };
    }
    ana = await signedInClient(t, 'ana', 'editor');
    ben = await signedInClient(t, 'ben', 'viewer');
  });
  afterAll(async () => {
    if (second) {
      await second.app.close();
      await second.database.close();
    }
    await t?.close();
  });

  it('refuses a visitor and answers an event stream nobody caches', async () => {
    // A subscription's refusal comes as the stream's error event (tRPC over SSE), and no presence.
    const visitor = await watch(one, { cookie: undefined } as Client, 'content:hero');
    expect(
      await visitor.until((e) => (e as { data?: { code?: string } }).data?.code !== undefined),
    ).toMatchObject({ data: { code: 'UNAUTHORIZED', httpStatus: 401 } });
    expect(visitor.events.some((e) => (e as Presence).type === 'presence')).toBe(false);
    visitor.close();
    const stream = await watch(one, ana);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toMatch(/no-(cache|store)/);
    stream.close();
  });

  it('shows who else has a block open, and forgets a closed tab at once', async () => {
    const anaTab = await watch(one, ana, 'content:hero');
    await anaTab.until((e) => editorsOf(e, 'content:hero')?.includes('ana') ?? false);
    const benTab = await watch(two, ben, 'content:hero');
    await anaTab.until((e) => editorsOf(e, 'content:hero')?.join() === 'ana,ben');
    await benTab.until((e) => editorsOf(e, 'content:hero')?.join() === 'ana,ben');

    benTab.close();
    await anaTab.until(
      () => editorsOf(lastPresence(anaTab), 'content:hero')?.join() === 'ana',
      10_000,
    );
    anaTab.close();
  });

  it('tells an open editor at once when anyone saves the block', async () => {
    const anaTab = await watch(one, ana, 'content:about');
    await anaTab.until((e) => editorsOf(e, 'content:about')?.includes('ana') ?? false);
    // Saved through the other instance.
    const writer = second ? new (ana.constructor as typeof Client)(second.app) : ana;
    writer.cookie = ana.cookie;
    const saved = await writer.put('/api/admin/content/about', { content: { title: 'Live' } });
    expect(saved.statusCode).toBe(200);
    await anaTab.until(
      (e) =>
        (e as { type: string; resource?: string }).type === 'saved' &&
        (e as { resource: string }).resource === 'content:about',
    );
    anaTab.close();
  });
});
