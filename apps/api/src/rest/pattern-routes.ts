import type { DB } from '@forma/db';
import type { FastifyInstance } from 'fastify';
import { restHandler } from './handler';

/**
 * REST of the patterns screen beyond the generic admin CRUD: `POST
 * /api/admin/patterns/:id/vectorize` queues the pattern's PNG for vectorizing again
 * (`admin.patterns.vectorize`) and answers 202 with the row (status 'pending'). 400 'This pattern
 * has no PNG to vectorize', 404 for an unknown id, 401 anonymous, 403 non-admin.
 */
export function registerPatternRoutes(app: FastifyInstance, db: DB): void {
  app.post(
    '/api/admin/patterns/:id/vectorize',
    restHandler(db, ({ caller, params }) => caller.admin.patterns.vectorize({ id: params.id }), {
      status: 202,
    }),
  );
}
