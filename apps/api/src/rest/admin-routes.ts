import { adminCollections } from '@forma/api';
import type { DB } from '@forma/db';
import type { FastifyInstance } from 'fastify';
import { restHandler, type Caller } from './handler';

/** The procedures every collection router has (see `crudRouter` of @forma/api). */
interface CrudProcedures {
  list(input: unknown): Promise<unknown>;
  byId(input: unknown): Promise<unknown>;
  create(input: unknown): Promise<unknown>;
  update(input: unknown): Promise<unknown>;
  delete(input: unknown): Promise<unknown>;
  bulkDelete(input: unknown): Promise<unknown>;
  bulkFeature(input: unknown): Promise<unknown>;
  reorder(input: unknown): Promise<unknown>;
}

/** Query keys of a list call that are not filters; `_t` is the console's cache buster. */
const LIST_KEYS = new Set(['search', 'sort', 'limit', 'offset']);

/**
 * A list call's query string as the `list` input: `search`, `sort`, `limit`, `offset` as they
 * are, `_t` dropped, every other key a filter (`?featured=true`), checked by the procedure's
 * whitelist (an unknown key is a 400).
 */
export function listQueryToInput(query: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === '_t') continue;
    if (LIST_KEYS.has(key)) input[key] = value;
    else filters[key] = value;
  }
  if (Object.keys(filters).length > 0) input.filters = filters;
  return input;
}

const proceduresOf = (caller: Caller, key: string) =>
  (caller.admin as unknown as Record<string, CrudProcedures>)[key]!;

/**
 * Admin REST under /api/admin/ (DESIGN.md): for every collection definition GET list
 * (search, sort, filters, limit, offset), GET /:id, POST (201), PATCH /:id, DELETE /:id,
 * POST /bulk-delete `{ ids }`, POST /bulk-feature `{ ids, featured }`, POST /reorder
 * `{ ids, designerId? }`; POST /api/admin/users/:id/password `{ password }`, POST
 * /api/admin/users/:id/sessions/revoke (ends that user's sessions); plus the dashboard,
 * content writes and history, and the settings list. Authorisation is the procedures' own
 * (401 anonymous, 403 non-admin).
 */
export function registerAdminRoutes(app: FastifyInstance, db: DB): void {
  const handle = (...args: Parameters<typeof restHandler> extends [DB, ...infer R] ? R : never) =>
    restHandler(db, ...args);

  for (const [key, collection] of Object.entries(adminCollections)) {
    const base = `/api/admin/${collection.slug}`;
    const crud = (caller: Caller) => proceduresOf(caller, key);
    app.get(
      base,
      handle(({ caller, query }) => crud(caller).list(listQueryToInput(query))),
    );
    app.post(
      `${base}/bulk-delete`,
      handle(({ caller, body }) => crud(caller).bulkDelete(body())),
    );
    app.post(
      `${base}/bulk-feature`,
      handle(({ caller, body }) => crud(caller).bulkFeature(body())),
    );
    app.post(
      `${base}/reorder`,
      handle(({ caller, body }) => crud(caller).reorder(body())),
    );
    app.get(
      `${base}/:id`,
      handle(({ caller, params }) => crud(caller).byId({ id: params.id })),
    );
    app.post(
      base,
      handle(({ caller, body }) => crud(caller).create(body()), { status: 201 }),
    );
    app.patch(
      `${base}/:id`,
      handle(({ caller, params, body }) => crud(caller).update({ id: params.id, data: body() })),
    );
    app.delete(
      `${base}/:id`,
      handle(({ caller, params }) => crud(caller).delete({ id: params.id })),
    );
  }

  app.post(
    '/api/admin/users/:id/password',
    handle(({ caller, params, field }) =>
      caller.admin.users.setPassword({
        id: params.id as never,
        password: field('password') as never,
      }),
    ),
  );
  app.post(
    '/api/admin/users/:id/sessions/revoke',
    handle(({ caller, params }) => caller.admin.users.revokeSessions({ id: params.id as never })),
  );
  app.get(
    '/api/admin/dashboard',
    handle(({ caller }) => caller.admin.dashboard()),
  );
  app.get(
    '/api/admin/settings',
    handle(({ caller }) => caller.settings.list()),
  );
  app.put(
    '/api/admin/content/:section',
    handle(({ caller, params, field }) =>
      caller.content.update({ section: params.section as never, content: field('content') }),
    ),
  );
  app.get(
    '/api/admin/content/:section/history',
    handle(({ caller, params }) => caller.content.history({ section: params.section! })),
  );
  app.get(
    '/api/admin/content',
    handle(({ caller }) => caller.content.overview()),
  );
  app.post(
    '/api/admin/content/:section/history/:historyId/restore',
    handle(({ caller, params }) =>
      caller.content.restore({
        section: params.section!,
        historyId: params.historyId as never,
      }),
    ),
  );
  app.get(
    '/api/admin/audit-log',
    handle(({ caller, query }) => caller.auditLog.list(query as never)),
  );
  app.get(
    '/api/admin/snapshots',
    handle(({ caller }) => caller.snapshots.list()),
  );
  app.post(
    '/api/admin/snapshots',
    handle(({ caller, field }) => caller.snapshots.create({ name: field('name') as never }), {
      status: 201,
    }),
  );
  app.get(
    '/api/admin/snapshots/:id/changes',
    handle(({ caller, params }) => caller.snapshots.changes({ id: params.id as never })),
  );
  app.post(
    '/api/admin/snapshots/:id/restore',
    handle(({ caller, params }) => caller.snapshots.restore({ id: params.id as never })),
  );
  app.delete(
    '/api/admin/snapshots/:id',
    handle(({ caller, params }) => caller.snapshots.delete({ id: params.id as never })),
  );
}
