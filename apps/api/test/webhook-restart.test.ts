import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sealTotpSecret, totpKeyring } from '@forma/api';
import { verifyFormaWebhook } from '@forma/api/client';
import {
  createWebhookEndpoint,
  migrateToLatest,
  openDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
} from '@forma/db';
import { DATABASE_KINDS, type DatabaseKind } from '@forma/db/testing';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookStep, WEBHOOK_LEASE_MS } from '../src/jobs/webhook-deliverer';
import { TEST_SECRET } from './helpers';
import { WebhookReceiver } from './webhook-receiver';

/**
 * A server process killed between the commit of a change and the delivery of its event (issue 43
 * item 2): the event is in the outbox, and a worker after the restart delivers it (at least
 * once: the receiver sees the same event id again). A real server process, killed with SIGKILL
 * while its POST is under way, on both databases.
 */

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const keys = totpKeyring({ sessionSecret: TEST_SECRET });
const ADMIN = { username: 'root', password: 'Quiet-Harbor-Lantern-42!' };
const silent = { info: () => {}, warn: () => {}, error: () => {} };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Where a fresh database of `kind` lives, for this process and the server's. */
async function freshDatabase(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'forma-webhook-restart-'));
    return {
      options: { dataDir } as DatabaseOptions,
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: base, poolSize: 1 });
  await sql.raw(`create database ${name}`).execute(admin.db);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'forma-webhook-restart-'));
  return {
    options: { databaseUrl: url.toString(), poolSize: 2 } as DatabaseOptions,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(DATABASE_KINDS)('a server killed before its webhook was delivered, on %s', (kind) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('leaves the event in the outbox, and a worker after the restart delivers it', async () => {
    const receiver = new WebhookReceiver();
    const base = await receiver.listen();
    cleanup.push(() => receiver.close());
    const database = await freshDatabase(kind);
    cleanup.push(database.drop);

    // The endpoint, made before the server starts (PGlite has one process at a time).
    let handle: DatabaseHandle = await openDatabase(database.options);
    await migrateToLatest(handle.db);
    const secret = 'whsec_restart-test-secret';
    await createWebhookEndpoint(handle.db, {
      url: `${base}/hook`,
      description: 'restart',
      events: ['content.published'],
      active: true,
      secret: sealTotpSecret(secret, keys),
      createdBy: null,
    });
    await handle.close();

    // The first POST never gets an answer: the server is mid-delivery when it is killed.
    receiver.answers.push('hang');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let output = '';
    const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        ...database.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET: TEST_SECRET,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        WEB_DIST: join(tmpdir(), 'forma-no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    cleanup.push(async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await exited;
    });
    const deadline = Date.now() + 45_000;
    for (;;) {
      const ok = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`server did not start:\n${output}`);
      await sleep(200);
    }

    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';', 1)[0])
      .join('; ');
    const saved = await fetch(`${origin}/api/admin/content/about`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ content: { title: 'Committed, then the lights went out' } }),
    });
    expect(saved.status).toBe(200);

    // The server's worker sends it (the receiver holds the answer), and the process dies.
    await receiver.received(1);
    server.kill('SIGKILL');
    await exited;

    handle = await openDatabase(database.options);
    cleanup.push(() => handle.close());
    expect(
      await handle.db.selectFrom('webhookDeliveries').select(['status', 'attempts']).execute(),
    ).toEqual([{ status: 'pending', attempts: 1 }]);
    // After the restart, once the dead worker's lease has run out, a worker delivers it.
    const step = webhookStep({
      db: handle.db,
      log: silent,
      keys,
      allowPrivate: true,
      now: () => new Date(Date.now() + WEBHOOK_LEASE_MS + 1000),
    });
    expect(await step()).toMatchObject({ status: 'delivered', statusCode: 200 });
    expect(await step()).toBeNull();
    const [first, second] = receiver.requests;
    expect(receiver.requests).toHaveLength(2);
    expect(second!.headers['forma-event-id']).toBe(first!.headers['forma-event-id']);
    const event = await verifyFormaWebhook(secret, second!.headers, second!.body);
    expect(event).toMatchObject({
      type: 'content.published',
      actor: { username: ADMIN.username },
      data: { section: 'about', content: { title: 'Committed, then the lights went out' } },
    });
  }, 120_000);
});
