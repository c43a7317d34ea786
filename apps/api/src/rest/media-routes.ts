import type { DB } from '@forma/db';
import { idSchema, mediaUsageAnswer } from '@forma/validators';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { restHandler } from './handler';
import { restRoute } from './openapi/route-doc';

/**
 * REST of the media screen beyond the generic admin CRUD (issue 19 item 2): `GET
 * /api/admin/media/:id/usage` lists where the file is used (`admin.media.usage`). 404 for an
 * unknown id, 401 anonymous, 403 non-admin.
 */
export function registerMediaRoutes(app: FastifyInstance, db: DB): void {
  restRoute(
    app,
    'GET',
    '/api/admin/media/:id/usage',
    {
      summary: 'Where a media file is used',
      description:
        'Designers, designer works, testimonials, clients, patterns and content blocks that show the file. A file in use cannot be deleted.',
      tag: 'Admin: media',
      access: 'viewer',
      params: z.object({ id: idSchema }),
      response: { status: 200, schema: mediaUsageAnswer, description: 'Every place, or none' },
    },
    restHandler(db, ({ caller, params }) => caller.admin.media.usage({ id: params.id })),
  );
}
