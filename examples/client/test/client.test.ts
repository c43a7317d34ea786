import {
  createFormaClient,
  DEFAULT_TRPC_MAX_BATCH_SIZE,
  formaEndpoint,
  isFormaClientError,
  TRPCClientError,
  type FormaClientError,
} from '@forma/api/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieSession } from '../src/cookies';
import { runExample } from '../src/main';
import { ADMIN, startBuiltServer, type RunningServer } from './server';

/**
 * Another app's view of the API (issue 21 item 3): `createFormaClient` from `@forma/api/client`
 * against the built server (`node apps/api/dist/server.js`) on a fresh embedded database with the
 * demo content and one admin.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startBuiltServer();
});

afterAll(async () => {
  await server?.stop();
});

/** The error `promise` rejects with, checked to be the client's error type. */
async function failure(promise: Promise<unknown>): Promise<FormaClientError> {
  const err = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TRPCClientError);
  if (!isFormaClientError(err)) throw err;
  return err;
}

/** A fetch that counts the HTTP requests made through it. */
function countingFetch(base: typeof fetch = fetch) {
  const counter = {
    requests: 0,
    fetch: ((input, init) => {
      counter.requests += 1;
      return base(input, init);
    }) as typeof fetch,
  };
  return counter;
}

describe('formaEndpoint', () => {
  it('appends /trpc to an origin and keeps an endpoint as it is', () => {
    expect(formaEndpoint('https://forma.example')).toBe('https://forma.example/trpc');
    expect(formaEndpoint('https://forma.example/')).toBe('https://forma.example/trpc');
    expect(formaEndpoint('https://forma.example/trpc')).toBe('https://forma.example/trpc');
    expect(formaEndpoint('https://forma.example/trpc/')).toBe('https://forma.example/trpc');
    expect(formaEndpoint('https://example.com/forma')).toBe('https://example.com/forma/trpc');
    expect(() => formaEndpoint('/trpc')).toThrow(TypeError);
  });
});

describe('createFormaClient against the built server', () => {
  it('reads the demo designers from a public procedure (superjson: dates are Dates)', async () => {
    const forma = createFormaClient({ url: server.url });
    const designers = await forma.catalog.designers.query();
    expect(designers.length).toBeGreaterThan(0);
    for (const designer of designers) {
      expect(typeof designer.name).toBe('string');
      expect(designer.name.length).toBeGreaterThan(0);
      expect(designer.createdAt).toBeInstanceOf(Date);
    }
  });

  it('takes the tRPC endpoint as url too', async () => {
    const forma = createFormaClient({ url: `${server.url}/trpc` });
    const hero = await forma.content.get.query({ section: 'hero' });
    expect(hero.content).toBeTypeOf('object');
  });

  it('rejects an anonymous admin call with UNAUTHORIZED', async () => {
    const forma = createFormaClient({ url: server.url });
    const err = await failure(forma.admin.dashboard.query());
    expect(err.data?.code).toBe('UNAUTHORIZED');
    expect(err.data?.httpStatus).toBe(401);
  });

  it('rejects a wrong password with UNAUTHORIZED and sets no session', async () => {
    const session = cookieSession();
    const forma = createFormaClient({ url: server.url, ...session });
    const err = await failure(
      forma.auth.login.mutate({ username: ADMIN.username, password: 'not-the-password' }),
    );
    expect(err.data?.code).toBe('UNAUTHORIZED');
    expect(err.message).toBe('Invalid username or password');
    expect(session.headers()).toEqual({});
  });

  it('signs in, carries the session cookie into admin calls, and signs out', async () => {
    const session = cookieSession();
    const forma = createFormaClient({
      url: server.url,
      headers: session.headers,
      fetch: session.fetch,
    });
    const user = await forma.auth.login.mutate(ADMIN);
    expect(user).toMatchObject({ username: ADMIN.username, isAdmin: true });
    expect(session.get('sid')).toBeTruthy();

    const dashboard = await forma.admin.dashboard.query();
    expect(dashboard.counts.designers).toBeGreaterThan(0);
    const list = await forma.admin.designers.list.query({});
    expect(list.items.length).toBeGreaterThan(0);
    expect((await forma.auth.me.query())?.username).toBe(ADMIN.username);

    await forma.auth.logout.mutate();
    const err = await failure(
      createFormaClient({
        url: server.url,
        headers: { cookie: `sid=${session.get('sid') ?? ''}` },
      }).admin.dashboard.query(),
    );
    expect(err.data?.code).toBe('UNAUTHORIZED');
  });

  it('accepts a static headers object as the session', async () => {
    const session = cookieSession();
    await createFormaClient({ url: server.url, ...session }).auth.login.mutate(ADMIN);
    const forma = createFormaClient({ url: server.url, headers: session.headers() });
    expect((await forma.admin.dashboard.query()).counts.designers).toBeGreaterThan(0);
  });

  it('batches calls made in one tick into one request', async () => {
    const counter = countingFetch();
    const forma = createFormaClient({ url: server.url, fetch: counter.fetch });
    const [designers, testimonials, clients, projects] = await Promise.all([
      forma.catalog.designers.query(),
      forma.catalog.testimonials.query(),
      forma.catalog.clients.query(),
      forma.catalog.projects.query(),
    ]);
    expect(counter.requests).toBe(1);
    expect(designers.length).toBeGreaterThan(0);
    expect(Array.isArray(testimonials)).toBe(true);
    expect(Array.isArray(clients)).toBe(true);
    expect(Array.isArray(projects)).toBe(true);
  });

  it("splits a larger batch at the server's limit", async () => {
    const calls = DEFAULT_TRPC_MAX_BATCH_SIZE + 2;
    const counter = countingFetch();
    const forma = createFormaClient({ url: server.url, fetch: counter.fetch });
    const answers = await Promise.all(
      Array.from({ length: calls }, () => forma.catalog.designers.query()),
    );
    expect(answers).toHaveLength(calls);
    expect(counter.requests).toBe(2);

    // Without the split the server refuses the whole batch.
    const unsplit = createFormaClient({ url: server.url, maxItems: calls });
    const err = await failure(
      Promise.all(Array.from({ length: calls }, () => unsplit.catalog.designers.query())),
    );
    expect(err.data?.code).toBe('BAD_REQUEST');
  });

  it('rejects a bad input with BAD_REQUEST and the issue', async () => {
    const forma = createFormaClient({ url: server.url });
    const err = await failure(forma.catalog.designerWorks.query({ designerId: -1 }));
    expect(err.data?.code).toBe('BAD_REQUEST');
    expect(err.data?.httpStatus).toBe(400);
    expect(err.message).toBe('id must be positive');
    expect(err.data?.issues?.[0]?.path).toEqual(['designerId']);
  });

  it('runs the example app (src/main.ts): public reads, sign-in, an admin read', async () => {
    const lines: string[] = [];
    const result = await runExample({
      url: server.url,
      admin: ADMIN,
      log: (line) => lines.push(line),
    });
    expect(result.designers.length).toBeGreaterThan(0);
    expect(result.admin).toEqual({
      username: ADMIN.username,
      designerCount: result.designers.length,
    });
    expect(lines.join('\n')).toContain(`Signed in as ${ADMIN.username}`);
  });
});
