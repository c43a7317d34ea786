import type { DB } from '@forma/db';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { PUBLIC_READ_TABLES as TABLES } from '@forma/api';
import { restHandler } from './handler';
import { publicReadHandler } from './public-read';

/**
 * The public REST calls of SPEC 7 (plus PUT and DELETE /api/settings/{key}, admin only), and the
 * account calls of issue 9: POST /api/login/2fa `{ code }` (sign-in second step), POST
 * /api/user/password `{ currentPassword, newPassword }`, GET /api/user/2fa, POST
 * /api/user/2fa/setup, /enable `{ code }`, /disable `{ code }`. Each one calls its tRPC
 * procedure, nothing else; the public reads are kept serialized in the cache of public reads.
 */
export function registerPublicRoutes(app: FastifyInstance, db: DB): void {
  const handle = (...args: Parameters<typeof restHandler> extends [DB, ...infer R] ? R : never) =>
    restHandler(db, ...args);

  app.get(
    '/api/user',
    handle(({ caller }) => caller.auth.me(), { empty: new HttpError(401, 'Not authenticated') }),
  );
  app.post(
    '/api/login',
    { config: { rateLimit: RATE_LIMITS.login } },
    handle(({ caller, body }) => caller.auth.login(body() as never)),
  );
  app.post(
    '/api/login/2fa',
    { config: { rateLimit: RATE_LIMITS.twoFactor } },
    handle(({ caller, body }) => caller.auth.verifyTwoFactor(body() as never)),
  );
  app.post(
    '/api/user/password',
    { config: { rateLimit: RATE_LIMITS.password } },
    handle(({ caller, body }) => caller.auth.changePassword(body() as never)),
  );
  app.get(
    '/api/user/2fa',
    handle(({ caller }) => caller.auth.twoFactor.status()),
  );
  app.post(
    '/api/user/2fa/setup',
    handle(({ caller }) => caller.auth.twoFactor.setup()),
  );
  app.post(
    '/api/user/2fa/enable',
    { config: { rateLimit: RATE_LIMITS.twoFactor } },
    handle(({ caller, body }) => caller.auth.twoFactor.enable(body() as never)),
  );
  app.post(
    '/api/user/2fa/disable',
    { config: { rateLimit: RATE_LIMITS.twoFactor } },
    handle(({ caller, body }) => caller.auth.twoFactor.disable(body() as never)),
  );
  app.post(
    '/api/register',
    { config: { rateLimit: RATE_LIMITS.register } },
    handle(({ caller, body }) => caller.auth.register(body() as never), { status: 201 }),
  );
  app.post(
    '/api/logout',
    handle(({ caller }) => caller.auth.logout()),
  );
  app.post(
    '/api/contact',
    { config: { rateLimit: RATE_LIMITS.contact } },
    handle(({ caller, body }) => caller.contact.submit(body() as never), { status: 201 }),
  );

  // Cached public reads (issue 10 item 1): ETag, 304, Cache-Control (public-read.ts).
  const read = (
    ...args: Parameters<typeof publicReadHandler> extends [DB, ...infer R] ? R : never
  ) => publicReadHandler(db, ...args);
  app.get(
    '/api/content/:section',
    read(TABLES.content, (caller, params) => caller.content.get({ section: params.section! })),
  );
  app.get(
    '/api/clients',
    read(TABLES.clients, (caller) => caller.catalog.clients()),
  );
  app.get(
    '/api/testimonials',
    read(TABLES.testimonials, (caller) => caller.catalog.testimonials()),
  );
  app.get(
    '/api/designers',
    read(TABLES.designers, (caller) => caller.catalog.designers()),
  );
  app.get(
    '/api/projects',
    read(TABLES.projects, (caller) => caller.catalog.projects()),
  );
  app.get(
    '/api/designer-works/:id',
    read(TABLES.designerWorks, (caller, params) =>
      caller.catalog.designerWorks({ designerId: params.id! }),
    ),
  );

  app.get(
    '/api/settings/:key',
    read(TABLES.settings, (caller, params) => caller.settings.get({ key: params.key! })),
  );
  app.put(
    '/api/settings/:key',
    handle(({ caller, params, field }) =>
      caller.settings.update({ key: params.key as never, value: field('value') as string }),
    ),
  );
  app.delete(
    '/api/settings/:key',
    handle(({ caller, params }) => caller.settings.delete({ key: params.key! })),
  );
}
