import type { DB } from '@forma/db';
import type { FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './admin-routes';
import { registerAnalyticsRoutes } from './analytics-routes';
import { registerLeadRoutes } from './lead-routes';
import { registerMediaRoutes } from './media-routes';
import { registerPatternRoutes } from './pattern-routes';
import { registerPublicRoutes } from './public-routes';

/** The REST adapter: SPEC 7 paths and the admin additions of DESIGN.md, over the tRPC procedures. */
export function registerRestRoutes(app: FastifyInstance, db: DB): void {
  registerPublicRoutes(app, db);
  registerAdminRoutes(app, db);
  registerLeadRoutes(app, db);
  registerMediaRoutes(app, db);
  registerPatternRoutes(app, db);
  registerAnalyticsRoutes(app, db);
}
