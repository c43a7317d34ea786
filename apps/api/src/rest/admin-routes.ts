import { adminCollections } from '@forma/api';
import type { DB } from '@forma/db';
import type { FastifyInstance } from 'fastify';
import { restHandler, type Caller } from './handler';

/** The five procedures every collection router has (see `crudRouter` of @forma/api). */
interface CrudProcedures {
  list(input: unknown): Promise<unknown>;
  byId(input: unknown): Promise<unknown>;
  create(input: unknown): Promise<unknown>;
  update(input: unknown): Promise<unknown>;
  delete(input: unknown): Promise<unknown>;
}

const proceduresOf = (caller: Caller, key: string) =>
  (caller.admin as unknown as Record<string, CrudProcedures>)[key]!;

/**
 * Admin REST under /api/admin/ (DESIGN.md): for every collection definition GET list
 * (search, limit, offset), GET /:id, POST (201), PATCH /:id, DELETE /:id; plus the dashboard,
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
      handle(({ caller, query }) => crud(caller).list(query)),
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
}
