import { USER_ROLES, type RoleNeeded, type UserRole } from '@forma/validators';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInClient, type Client, type TestApp } from './helpers';

/**
 * Issue 20 item 4 over REST: every /api path the OpenAPI document says needs a console role is
 * called anonymously, by a registered user without a role, and by a viewer, an editor and an
 * admin. Who gets a 401 or a 403 must match the role the document names (`x-console-role`), so
 * the reference other developers read is what the server enforces. (The procedures' own table is
 * packages/api routers/roles.test.ts.)
 */
const RANK: Record<UserRole, number> = { viewer: 1, editor: 2, admin: 3 };

/** Path parameters that reach the handler: ids that do not exist, a real section and setting. */
const PARAMS: Record<string, string> = {
  id: '999999',
  section: 'hero',
  key: 'aiSectionEnabled',
};

interface Operation {
  method: string;
  path: string;
  role: RoleNeeded;
}

describe('roles over REST', () => {
  let t: TestApp;
  const clients = new Map<UserRole | null, Client>();
  let operations: Operation[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    for (const role of [null, ...USER_ROLES])
      clients.set(role, await signedInClient(t, `rest-${role ?? 'none'}`, role));
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { 'x-console-role'?: RoleNeeded }>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation['x-console-role'])
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          role: operation['x-console-role']!,
        })),
    );
  });
  afterAll(async () => t?.close());

  it('the document names a role for every admin path and for the site settings writes', () => {
    const paths = new Set(operations.map((operation) => operation.path));
    expect([...paths].filter((path) => path.startsWith('/api/admin/')).length).toBeGreaterThan(20);
    expect(paths.has('/api/settings/{key}')).toBe(true);
    const roles = new Set(operations.map((operation) => operation.role));
    expect([...roles].sort()).toEqual(['admin', 'editor', 'viewer']);
  });

  it('answers 401, 403 or the call for each role as the document says', async () => {
    const mismatches: string[] = [];
    for (const { method, path, role: needed } of operations) {
      const url = path.replace(/\{(\w+)\}/g, (_all, name: string) => PARAMS[name] ?? 'x');
      const call: InjectOptions = {
        method: method as InjectOptions['method'],
        url,
        ...(method === 'GET' ? {} : { payload: {} }),
      };
      const seen = [(await t.app.inject(call)).statusCode];
      const expected = [401];
      for (const [role, client] of clients) {
        const status = (await client.request(call)).statusCode;
        const allowed = role !== null && RANK[role] >= RANK[needed];
        // Allowed: whatever the call answers (a 400 for the empty body, a 404 for the id), but
        // never a refusal of the caller.
        seen.push(allowed && status !== 401 && status !== 403 ? 0 : status);
        expected.push(allowed ? 0 : 403);
      }
      if (seen.join() !== expected.join())
        mismatches.push(`${method} ${path} (${needed}): ${seen.join()} not ${expected.join()}`);
    }
    expect(mismatches).toEqual([]);
  });
});
