import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster, type Cluster } from '@forma/db/testing';
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, loginThroughForm } from './fixtures';

/**
 * Presence and live saves across two server instances on one Postgres (issue 41 item 3), as
 * behind a load balancer: two editors, each on an instance of their own, see each other, a save
 * made through one instance reaches the editor open on the other at once, and a closed tab is
 * gone from the other's screen. Starts its own throwaway Postgres and two servers.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SECRET = 'e2e-two-instances-session-secret-0123456789';
const PASSWORD = 'Quiet-Meadow-Compass-81';
let cluster: Cluster | undefined;
const servers: ChildProcess[] = [];
const bases: string[] = [];

/** Waits until `base` answers its health check, at most `ms`. */
async function healthy(base: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} did not start`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster();
  const firstPort = Number(process.env.E2E_PORT ?? 3210) + 20;
  // One after the other: the first migrates and writes the demo content.
  for (const port of [firstPort, firstPort + 1]) {
    const server = spawn('node', [join(import.meta.dirname, '../../api/dist/server.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: cluster.url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'forma-e2e-instance-')),
        SESSION_SECRET: SECRET,
        WEB_DIST: join(import.meta.dirname, '../dist'),
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SCALE: '100',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    servers.push(server);
    const base = `http://127.0.0.1:${port}`;
    await healthy(base, 90_000);
    bases.push(base);
  }
});

test.afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(
    servers.map((server) =>
      server.exitCode === null
        ? new Promise((resolve) => server.once('exit', resolve))
        : Promise.resolve(),
    ),
  );
  await cluster?.stop();
});

/** `user` signed in on the instance at `base`, in a browser context of its own. */
async function signedIn(
  browser: Browser,
  base: string,
  user: { username: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await loginThroughForm(page, user.username, user.password);
  return page;
}

test('two instances: presence both ways, a save heard on the other, a closed tab gone', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  // A second person, Kim, made an editor through the API.
  const username = `kim${tag}`;
  const visitor = await request.newContext({ baseURL: bases[1] });
  const created = await visitor.post('/api/register', { data: { username, password: PASSWORD } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  await visitor.dispose();
  const api = await request.newContext({ baseURL: bases[0] });
  expect((await api.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
  expect((await api.patch(`/api/admin/users/${id}`, { data: { role: 'editor' } })).status()).toBe(
    200,
  );

  // The admin edits on the first instance and also watches the list there; Kim on the second.
  const one = await signedIn(browser, bases[0]!, E2E_ADMIN);
  const list = await signedIn(browser, bases[0]!, E2E_ADMIN);
  const kim = await signedIn(browser, bases[1]!, { username, password: PASSWORD });
  await one.goto('/admin/pages/about');
  await list.goto('/admin/pages');
  const about = list.getByRole('link', { name: /^About/ });
  await expect(about).toBeVisible();
  await expect(one.getByLabel('Title', { exact: true })).toBeEditable();
  // The same admin's other tab is not someone else.
  await expect(about.getByTestId('open-elsewhere')).toHaveCount(0);

  await kim.goto('/admin/pages/about');
  await expect(kim.getByLabel('Title', { exact: true })).toBeEditable();
  await expect(one.getByTestId('editing-notice')).toContainText(`${username} is editing`);
  await expect(kim.getByTestId('editing-notice')).toContainText(`${E2E_ADMIN.username} is editing`);
  await expect(about.getByTestId('open-elsewhere')).toContainText(username);

  // Saved through the first instance: Kim's form on the second shows it without a reload.
  await one.getByLabel('Title', { exact: true }).fill(`About ${tag}`);
  await one.getByRole('button', { name: 'Publish' }).click();
  await expect(one.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(kim.getByLabel('Title', { exact: true })).toHaveValue(`About ${tag}`);

  // Kim closes the tab: gone from the editor and from the list on the other instance.
  await kim.context().close();
  await expect(one.getByTestId('editing-notice')).toHaveText('');
  await expect(about.getByTestId('open-elsewhere')).toHaveCount(0);
  await one.context().close();
  await list.context().close();
  await api.dispose();
});
