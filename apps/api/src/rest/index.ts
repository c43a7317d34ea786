import type { DB } from '@forma/db';
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { registerLeadRoutes } from './lead-routes';
import { registerProcedureRoutes } from './procedure-routes';

/**
 * The REST API: SPEC 7 paths and the admin additions of DESIGN.md, over the tRPC procedures. Most
 * are generated from the procedures' REST metadata (procedure-routes.ts); the rest are written
 * here only where the generator cannot express them.
 */
export function registerRestRoutes(app: FastifyInstance, db: DB, router?: AnyRouter): void {
  registerProcedureRoutes(app, db, router);
  registerLeadRoutes(app, db);
}
