import type { DB } from '@forma/db';
import { idSchema, patternRecord } from '@forma/validators';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { restHandler } from './handler';
import { restRoute } from './openapi/route-doc';

/**
 * REST of the patterns screen beyond the generic admin CRUD: `POST
 * /api/admin/patterns/:id/vectorize` queues the pattern's PNG for vectorizing again
 * (`admin.patterns.vectorize`) and answers 202 with the row (status 'pending'). 400 'This pattern
 * has no PNG to vectorize', 404 for an unknown id, 401 anonymous, 403 non-admin.
 */
export function registerPatternRoutes(app: FastifyInstance, db: DB): void {
  restRoute(
    app,
    'POST',
    '/api/admin/patterns/:id/vectorize',
    {
      summary: "Vectorize a pattern's PNG again",
      description:
        'Queues the PNG for the vectorizer; the pattern comes back with status `pending`.',
      tag: 'Admin: patterns',
      access: 'editor',
      params: z.object({ id: idSchema }),
      response: { status: 202, schema: patternRecord, description: 'Queued' },
    },
    restHandler(db, ({ caller, params }) => caller.admin.patterns.vectorize({ id: params.id }), {
      status: 202,
    }),
  );
}
