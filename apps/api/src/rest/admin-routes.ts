import { adminCollections } from '@forma/api';
import type { DB } from '@forma/db';
import {
  auditLogListInput,
  auditLogPage,
  bulkDeleteAnswer,
  bulkFeatureAnswer,
  bulkFeatureInput,
  bulkIdsInput,
  contentBlockRecord,
  contentHistoryRecord,
  contentOverviewRecord,
  contentSchemas,
  dashboardAnswer,
  errorAnswer,
  idSchema,
  listQueryFor,
  pageOf,
  reorderInput,
  revokeSessionsAnswer,
  setPasswordInput,
  settingRecord,
  siteStateChangesAnswer,
  snapshotCreateInput,
  snapshotSummaryRecord,
  successAnswer,
} from '@forma/validators';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { restHandler, type Caller } from './handler';
import { restRoute, type RouteDoc } from './openapi/route-doc';

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
 * (401 anonymous, 403 non-admin). Every route is a row of the REST route table (RouteDoc).
 */
export function registerAdminRoutes(app: FastifyInstance, db: DB): void {
  const handle = (...args: Parameters<typeof restHandler> extends [DB, ...infer R] ? R : never) =>
    restHandler(db, ...args);
  const idParam = z.object({ id: idSchema });

  for (const [key, collection] of Object.entries(adminCollections)) {
    const base = `/api/admin/${collection.slug}`;
    const crud = (caller: Caller) => proceduresOf(caller, key);
    const { label, list, record } = collection;
    const plural = list.plural.toLowerCase();
    const tag = `Admin: ${plural}`;
    // Who may call it (issue 20 item 4): the collection's roles, a viewer reads, an editor writes.
    const read = { tag, access: collection.access?.read ?? ('viewer' as const) };
    const write = { tag, access: collection.access?.write ?? ('editor' as const) };
    /** A generic path this collection does not support: always 405 (kept so clients learn why). */
    const unsupported = (why: string): RouteDoc => ({
      ...write,
      summary: `Not supported: ${why}`,
      response: { status: 405, schema: errorAnswer, description: 'Always' },
    });
    restRoute(
      app,
      'GET',
      base,
      {
        ...read,
        summary: `List ${plural}`,
        description: `Searches ${list.searchable.join(', ') || 'nothing'}; sorts by ${list.sortable.join(', ')} (\`-\` first for descending).`,
        query: listQueryFor(list),
        response: { status: 200, schema: pageOf(record), description: 'One page' },
      },
      handle(({ caller, query }) => crud(caller).list(listQueryToInput(query))),
    );
    restRoute(
      app,
      'POST',
      `${base}/bulk-delete`,
      {
        ...write,
        summary: `Delete several ${plural}`,
        body: bulkIdsInput,
        response: { status: 200, schema: bulkDeleteAnswer, description: 'How many were deleted' },
        errors: [409],
      },
      handle(({ caller, body }) => crud(caller).bulkDelete(body())),
    );
    restRoute(
      app,
      'POST',
      `${base}/bulk-feature`,
      list.featurable
        ? {
            ...write,
            summary: `Feature or unfeature several ${plural}`,
            body: bulkFeatureInput,
            response: { status: 200, schema: bulkFeatureAnswer, description: 'How many changed' },
          }
        : unsupported(`${list.plural} are not featured`),
      handle(({ caller, body }) => crud(caller).bulkFeature(body())),
    );
    restRoute(
      app,
      'POST',
      `${base}/reorder`,
      list.reorderable
        ? {
            ...write,
            summary: `Put ${plural} in a new order`,
            body: reorderInput,
            response: { status: 200, schema: successAnswer, description: 'Reordered' },
          }
        : unsupported(`${list.plural} have no order`),
      handle(({ caller, body }) => crud(caller).reorder(body())),
    );
    restRoute(
      app,
      'GET',
      `${base}/:id`,
      {
        ...read,
        summary: `One ${label.toLowerCase()}`,
        params: idParam,
        response: { status: 200, schema: record, description: `The ${label.toLowerCase()}` },
      },
      handle(({ caller, params }) => crud(caller).byId({ id: params.id })),
    );
    restRoute(
      app,
      'POST',
      base,
      collection.create
        ? {
            ...write,
            summary: `Create a ${label.toLowerCase()}`,
            body: collection.create,
            response: { status: 201, schema: record, description: 'Created' },
            errors: [409],
          }
        : unsupported(`${list.plural} are not created here`),
      handle(({ caller, body }) => crud(caller).create(body()), { status: 201 }),
    );
    restRoute(
      app,
      'PATCH',
      `${base}/:id`,
      {
        ...write,
        summary: `Change a ${label.toLowerCase()}`,
        description: 'Only the fields sent change.',
        params: idParam,
        body: collection.update,
        response: { status: 200, schema: record, description: 'Changed' },
        errors: [409],
      },
      handle(({ caller, params, body }) => crud(caller).update({ id: params.id, data: body() })),
    );
    restRoute(
      app,
      'DELETE',
      `${base}/:id`,
      {
        ...write,
        summary: `Delete a ${label.toLowerCase()}`,
        params: idParam,
        response: { status: 200, schema: successAnswer, description: 'Deleted' },
        errors: [409],
      },
      handle(({ caller, params }) => crud(caller).delete({ id: params.id })),
    );
  }

  const users = { tag: 'Admin: users', access: 'admin' as const, params: idParam };
  restRoute(
    app,
    'POST',
    '/api/admin/users/:id/password',
    {
      ...users,
      summary: "Set a user's password",
      body: setPasswordInput.pick({ password: true }),
      response: { status: 200, schema: successAnswer, description: 'Set' },
    },
    handle(({ caller, params, field }) =>
      caller.admin.users.setPassword({
        id: params.id as never,
        password: field('password') as never,
      }),
    ),
  );
  restRoute(
    app,
    'POST',
    '/api/admin/users/:id/sessions/revoke',
    {
      ...users,
      summary: "End a user's sessions",
      response: { status: 200, schema: revokeSessionsAnswer, description: 'How many ended' },
    },
    handle(({ caller, params }) => caller.admin.users.revokeSessions({ id: params.id as never })),
  );
  restRoute(
    app,
    'GET',
    '/api/admin/dashboard',
    {
      summary: 'The dashboard: counts, latest leads, analytics, latest edits',
      tag: 'Admin: dashboard',
      access: 'viewer',
      response: { status: 200, schema: dashboardAnswer, description: 'The dashboard' },
    },
    handle(({ caller }) => caller.admin.dashboard()),
  );
  restRoute(
    app,
    'GET',
    '/api/admin/settings',
    {
      summary: 'Every stored setting',
      tag: 'Admin: settings',
      access: 'viewer',
      response: { status: 200, schema: z.array(settingRecord), description: 'The settings' },
    },
    handle(({ caller }) => caller.settings.list()),
  );

  const content = { tag: 'Admin: content' };
  const sectionParam = z.object({ section: z.string().max(100) });
  restRoute(
    app,
    'PUT',
    '/api/admin/content/:section',
    {
      ...content,
      access: 'editor',
      summary: 'Save a content block',
      description: "The block's fields, as its editor shows them; the old version goes to history.",
      params: sectionParam,
      body: z.object({
        content: z.union(
          Object.values(contentSchemas) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]],
        ),
      }),
      response: { status: 200, schema: contentBlockRecord, description: 'Saved' },
    },
    handle(({ caller, params, field }) =>
      caller.content.update({ section: params.section as never, content: field('content') }),
    ),
  );
  restRoute(
    app,
    'GET',
    '/api/admin/content/:section/history',
    {
      ...content,
      access: 'viewer',
      summary: "A content block's history, newest first",
      params: sectionParam,
      response: {
        status: 200,
        schema: z.array(contentHistoryRecord),
        description: 'The versions',
      },
    },
    handle(({ caller, params }) => caller.content.history({ section: params.section! })),
  );
  restRoute(
    app,
    'GET',
    '/api/admin/content',
    {
      ...content,
      access: 'viewer',
      summary: 'Every content block: stored or default, last edit',
      response: {
        status: 200,
        schema: z.array(contentOverviewRecord),
        description: 'The blocks',
      },
    },
    handle(({ caller }) => caller.content.overview()),
  );
  restRoute(
    app,
    'POST',
    '/api/admin/content/:section/history/:historyId/restore',
    {
      ...content,
      access: 'editor',
      summary: 'Restore a version of a content block',
      params: z.object({ section: z.string().max(100), historyId: idSchema }),
      response: { status: 200, schema: contentBlockRecord, description: 'Restored' },
    },
    handle(({ caller, params }) =>
      caller.content.restore({
        section: params.section!,
        historyId: params.historyId as never,
      }),
    ),
  );
  restRoute(
    app,
    'GET',
    '/api/admin/audit-log',
    {
      summary: 'The audit log, newest first',
      tag: 'Admin: audit log',
      access: 'admin',
      query: auditLogListInput,
      response: { status: 200, schema: auditLogPage, description: 'One page' },
    },
    handle(({ caller, query }) => caller.auditLog.list(query as never)),
  );

  const snapshots = { tag: 'Admin: snapshots' };
  restRoute(
    app,
    'GET',
    '/api/admin/snapshots',
    {
      ...snapshots,
      access: 'viewer',
      summary: 'Whole-site snapshots, newest first',
      response: {
        status: 200,
        schema: z.array(snapshotSummaryRecord),
        description: 'The snapshots',
      },
    },
    handle(({ caller }) => caller.snapshots.list()),
  );
  restRoute(
    app,
    'POST',
    '/api/admin/snapshots',
    {
      ...snapshots,
      access: 'editor',
      summary: 'Take a snapshot of every content block and setting',
      body: snapshotCreateInput,
      response: { status: 201, schema: snapshotSummaryRecord, description: 'Taken' },
    },
    handle(({ caller, field }) => caller.snapshots.create({ name: field('name') as never }), {
      status: 201,
    }),
  );
  restRoute(
    app,
    'GET',
    '/api/admin/snapshots/:id/changes',
    {
      ...snapshots,
      access: 'viewer',
      summary: 'What restoring a snapshot would change',
      params: idParam,
      response: { status: 200, schema: siteStateChangesAnswer, description: 'The changes' },
    },
    handle(({ caller, params }) => caller.snapshots.changes({ id: params.id as never })),
  );
  restRoute(
    app,
    'POST',
    '/api/admin/snapshots/:id/restore',
    {
      ...snapshots,
      access: 'editor',
      summary: 'Restore a snapshot',
      params: idParam,
      response: { status: 200, schema: siteStateChangesAnswer, description: 'What changed' },
    },
    handle(({ caller, params }) => caller.snapshots.restore({ id: params.id as never })),
  );
  restRoute(
    app,
    'DELETE',
    '/api/admin/snapshots/:id',
    {
      ...snapshots,
      access: 'editor',
      summary: 'Delete a snapshot',
      params: idParam,
      response: { status: 200, schema: successAnswer, description: 'Deleted' },
    },
    handle(({ caller, params }) => caller.snapshots.delete({ id: params.id as never })),
  );
}
