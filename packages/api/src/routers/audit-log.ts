import { auditLogFacets, listAuditLog } from '@forma/db';
import { auditLogListInput, auditLogPage } from '@forma/validators';
import { adminProcedure, createTRPCRouter } from '../trpc';

/** The audit log of admin writes (issue 9 item 7). Admin only; read only. */
export const auditLogRouter = createTRPCRouter({
  /**
   * A page of entries, newest first: `{ items, total }`, each item `{ id, userId, username,
   * action, entity, entityId, changes, ip, createdAt }`. Filters: search (username, action,
   * entity, entity id), entity, username, from/to dates; `limit` 1-100, `offset`. BAD_REQUEST for
   * bad filters.
   */
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/audit-log',
        summary: 'The audit log, newest first',
        tag: 'Admin: audit log',
        answer: auditLogPage,
        answerDescription: 'One page',
      },
    })
    .input(auditLogListInput)
    .query(({ ctx, input }) =>
      listAuditLog(ctx.db, {
        search: input.search,
        entity: input.entity,
        username: input.username,
        from: input.from,
        to: input.to,
        limit: input.limit,
        offset: input.offset,
      }),
    ),
  /** The entities and usernames present in the log: `{ entities, usernames }` (filter menus). */
  facets: adminProcedure.query(({ ctx }) => auditLogFacets(ctx.db)),
});
