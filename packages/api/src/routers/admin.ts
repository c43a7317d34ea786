import {
  analyticsSummary,
  dashboardCounts,
  demoContentState,
  listLeads,
  migrationStatus,
  recentContentEdits,
  tableRowCounts,
} from '@forma/db';
import { dashboardAnswer } from '@forma/validators';
import type { z } from 'zod';
import { adminCollections, type AdminCollections, type CollectionDefinition } from '../collections';
import { adminProcedure, createTRPCRouter, mergeRouters, viewerProcedure } from '../trpc';
import { crudRouter } from './crud';
import { leadsRouter } from './leads';
import { mediaExtraRouter } from './media';
import { patternsExtraRouter } from './patterns';
import { usersExtraRouter } from './users';

/** The CRUD router type of one collection definition. */
type CrudRouterOf<D> =
  D extends CollectionDefinition<infer R, infer C extends z.ZodType, infer U extends z.ZodType>
    ? ReturnType<typeof crudRouter<R, C, U>>
    : never;

/** One generic CRUD router per admin collection, keyed like `adminCollections`. */
function crudRouters(): { [K in keyof AdminCollections]: CrudRouterOf<AdminCollections[K]> } {
  const out: Record<string, unknown> = {};
  for (const [key, definition] of Object.entries(adminCollections))
    out[key] = crudRouter(definition as Parameters<typeof crudRouter>[0]);
  return out as { [K in keyof AdminCollections]: CrudRouterOf<AdminCollections[K]> };
}

const routers = crudRouters();

/** The admin console's server side (SPEC 2 admin routes, DESIGN.md admin REST). */
export const adminRouter = createTRPCRouter({
  /**
   * Dashboard numbers: row counts of every collection (plus unread contact submissions, spam
   * left out), the 5 latest contact submissions that are not spam, and `analytics` (visits = distinct beacon session ids on `/`, page
   * views, CTA clicks and contact submissions over the last 7 UTC days, plus a per-day series;
   * see `analyticsSummary`), and the 8 latest content edits (`latestContentEdits`: id, section,
   * createdAt, username). Admin only: UNAUTHORIZED anonymous, FORBIDDEN non-admin.
   */
  dashboard: viewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/dashboard',
        summary: 'The dashboard: counts, latest leads, analytics, latest edits',
        tag: 'Admin: dashboard',
        answer: dashboardAnswer,
        answerDescription: 'The dashboard',
      },
    })
    .query(async ({ ctx }) => {
      const [counts, latest, analytics, edits] = await Promise.all([
        dashboardCounts(ctx.db),
        listLeads(ctx.db, { limit: 5, offset: 0 }),
        analyticsSummary(ctx.db),
        recentContentEdits(ctx.db, 8),
      ]);
      return {
        counts,
        latestContactSubmissions: latest.items,
        analytics,
        latestContentEdits: edits,
      };
    }),
  /**
   * Database tools (SPEC 2 /admin/schema-deploy, issue 8 item 9): `kind` ('pglite' or
   * 'postgres') and `connection` (Postgres host/port/database name, never the user, password or
   * URL; null for PGlite), `migrations` (applied with their `kysely_migration` timestamps, and
   * pending bundled ones), row counts of every app table, and `demoContent` (which demo
   * designers/testimonials/clients are present). Read only. Admin only: UNAUTHORIZED anonymous,
   * FORBIDDEN non-admin.
   */
  databaseTools: adminProcedure.query(async ({ ctx }) => {
    const [migrations, tables, demoContent] = await Promise.all([
      migrationStatus(ctx.db),
      tableRowCounts(ctx.db),
      demoContentState(ctx.db),
    ]);
    const kind = ctx.database?.kind ?? 'pglite';
    const connection = kind === 'postgres' ? (ctx.database?.connection ?? null) : null;
    return { kind, connection, migrations, tables, demoContent };
  }),
  ...routers,
  /** The lead pipeline (issue 11): see ./leads.ts. */
  leads: leadsRouter,
  media: mergeRouters(routers.media, mediaExtraRouter),
  patterns: mergeRouters(routers.patterns, patternsExtraRouter),
  users: mergeRouters(routers.users, usersExtraRouter),
});
