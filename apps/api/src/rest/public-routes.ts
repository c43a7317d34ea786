import { PUBLIC_READ_TABLES as TABLES } from '@forma/api';
import type { DB } from '@forma/db';
import {
  changePasswordInput,
  clientRecord,
  contactInput,
  contactSubmitAnswer,
  contentAnswer,
  currentUserAnswer,
  designerRecord,
  designerProfileRecord,
  designerWorkRecord,
  SLUG_MAX,
  idSchema,
  loginAnswer,
  loginInput,
  projectRecord,
  publicListQuery,
  publicUser,
  registerInput,
  settingAnswer,
  settingRecord,
  settingValueBody,
  successAnswer,
  testimonialRecord,
  totpCodeInput,
  twoFactorEnableAnswer,
  twoFactorLoginInput,
  twoFactorSetupAnswer,
  twoFactorStatusAnswer,
} from '@forma/validators';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http-error';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { restHandler } from './handler';
import { restRoute } from './openapi/route-doc';
import { publicReadHandler } from './public-read';

const ACCOUNT = 'Account';
const PUBLIC = 'Public content';
const sectionParam = z.object({
  section: z.string().max(100).describe('Content block name (`hero`, `about`, ...)'),
});
const keyParam = z.object({ key: z.string().max(100).describe('Setting key') });

/**
 * The public REST calls of SPEC 7 (plus PUT and DELETE /api/settings/{key}, admin only), and the
 * account calls of issue 9: POST /api/login/2fa `{ code }` (sign-in second step), POST
 * /api/user/password `{ currentPassword, newPassword }`, GET /api/user/2fa, POST
 * /api/user/2fa/setup, /enable `{ code }`, /disable `{ code }`. Each one calls its tRPC
 * procedure, nothing else; the public reads are kept serialized in the cache of public reads.
 * Every route is a row of the REST route table (its RouteDoc: the OpenAPI document's source).
 */
export function registerPublicRoutes(app: FastifyInstance, db: DB): void {
  const handle = (...args: Parameters<typeof restHandler> extends [DB, ...infer R] ? R : never) =>
    restHandler(db, ...args);
  const limited = (name: keyof typeof RATE_LIMITS) => ({
    config: { rateLimit: RATE_LIMITS[name] },
  });

  restRoute(
    app,
    'GET',
    '/api/user',
    {
      summary: 'The signed-in user',
      description: 'SPEC 7. 401 when nobody is signed in.',
      tag: ACCOUNT,
      access: 'signed-in',
      response: { status: 200, schema: currentUserAnswer, description: 'The user' },
    },
    handle(({ caller }) => caller.auth.me(), { empty: new HttpError(401, 'Not authenticated') }),
  );
  const signedInAnswer = handle(({ caller }) => caller.auth.me());
  restRoute(
    app,
    'GET',
    '/api/session/user',
    {
      summary: 'Who is signed in, or null',
      description:
        "Issue 38: the site's header asks this (its pages are the same for every visitor, so a CDN can keep them). 200 with the user, or `null` for a visitor; never cached.",
      tag: ACCOUNT,
      access: 'public',
      response: {
        status: 200,
        schema: currentUserAnswer.nullable(),
        description: 'The user, or null',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return signedInAnswer.call(app, request, reply);
    },
  );
  restRoute(
    app,
    'POST',
    '/api/login',
    {
      summary: 'Sign in',
      description:
        'Sets the `sid` session cookie. With two-factor sign-in on, answers `{ twoFactorRequired: true }` and POST /api/login/2fa finishes.',
      tag: ACCOUNT,
      access: 'public',
      body: loginInput,
      response: { status: 200, schema: loginAnswer, description: 'Signed in, or a code is needed' },
      errors: [401],
    },
    handle(({ caller, body }) => caller.auth.login(body() as never)),
    limited('login'),
  );
  restRoute(
    app,
    'POST',
    '/api/login/2fa',
    {
      summary: 'Second sign-in step: the authenticator or a recovery code',
      tag: ACCOUNT,
      access: 'public',
      body: twoFactorLoginInput,
      response: { status: 200, schema: publicUser, description: 'Signed in' },
      errors: [401],
    },
    handle(({ caller, body }) => caller.auth.verifyTwoFactor(body() as never)),
    limited('twoFactor'),
  );
  restRoute(
    app,
    'POST',
    '/api/user/password',
    {
      summary: 'Change my password',
      tag: ACCOUNT,
      access: 'signed-in',
      body: changePasswordInput,
      response: { status: 200, schema: successAnswer, description: 'Changed' },
    },
    handle(({ caller, body }) => caller.auth.changePassword(body() as never)),
    limited('password'),
  );
  restRoute(
    app,
    'GET',
    '/api/user/2fa',
    {
      summary: 'My two-factor sign-in status',
      tag: ACCOUNT,
      access: 'signed-in',
      response: { status: 200, schema: twoFactorStatusAnswer, description: 'The status' },
    },
    handle(({ caller }) => caller.auth.twoFactor.status()),
  );
  restRoute(
    app,
    'POST',
    '/api/user/2fa/setup',
    {
      summary: 'Start enrolling in two-factor sign-in',
      tag: ACCOUNT,
      access: 'signed-in',
      response: {
        status: 200,
        schema: twoFactorSetupAnswer,
        description: 'The secret and its QR code',
      },
      errors: [409],
    },
    handle(({ caller }) => caller.auth.twoFactor.setup()),
  );
  restRoute(
    app,
    'POST',
    '/api/user/2fa/enable',
    {
      summary: 'Finish enrolling: confirm a code',
      tag: ACCOUNT,
      access: 'signed-in',
      body: totpCodeInput,
      response: {
        status: 200,
        schema: twoFactorEnableAnswer,
        description: 'Enabled: the recovery codes, shown once',
      },
      errors: [409],
    },
    handle(({ caller, body }) => caller.auth.twoFactor.enable(body() as never)),
    limited('twoFactor'),
  );
  restRoute(
    app,
    'POST',
    '/api/user/2fa/disable',
    {
      summary: 'Turn two-factor sign-in off',
      tag: ACCOUNT,
      access: 'signed-in',
      body: twoFactorLoginInput,
      response: { status: 200, schema: successAnswer, description: 'Turned off' },
      errors: [409],
    },
    handle(({ caller, body }) => caller.auth.twoFactor.disable(body() as never)),
    limited('twoFactor'),
  );
  restRoute(
    app,
    'POST',
    '/api/register',
    {
      summary: 'Create an account',
      description: 'SPEC 7. Signs the new user in.',
      tag: ACCOUNT,
      access: 'public',
      body: registerInput,
      response: { status: 201, schema: publicUser, description: 'Registered and signed in' },
      errors: [409],
    },
    handle(({ caller, body }) => caller.auth.register(body() as never), { status: 201 }),
    limited('register'),
  );
  restRoute(
    app,
    'POST',
    '/api/logout',
    {
      summary: 'Sign out',
      tag: ACCOUNT,
      access: 'public',
      response: { status: 200, schema: successAnswer, description: 'Signed out' },
    },
    handle(({ caller }) => caller.auth.logout()),
  );
  restRoute(
    app,
    'POST',
    '/api/contact',
    {
      summary: 'Send an inquiry (the contact form)',
      tag: PUBLIC,
      access: 'public',
      body: contactInput,
      response: { status: 201, schema: contactSubmitAnswer, description: 'Received' },
    },
    handle(({ caller, body }) => caller.contact.submit(body() as never), { status: 201 }),
    limited('contact'),
  );

  // Cached public reads (issue 10 item 1): ETag, 304, Cache-Control (public-read.ts).
  const read = (
    ...args: Parameters<typeof publicReadHandler> extends [DB, ...infer R] ? R : never
  ) => publicReadHandler(db, ...args);
  const list = (schema: z.ZodType, what: string) => ({
    status: 200,
    schema: z.array(schema),
    description: `${what}, or one page of them with \`limit\` / \`offset\``,
    headers: {
      'X-Total-Count': 'With limit or offset: how many there are in all',
      Link: 'With limit or offset, when more follow: `<next page>; rel="next"`',
    },
  });
  const paged = { paged: true };
  restRoute(
    app,
    'GET',
    '/api/content/:section',
    {
      summary: 'A content block of the landing page',
      description: 'SPEC 7. A block never saved answers its default.',
      tag: PUBLIC,
      access: 'public',
      params: sectionParam,
      conditional: true,
      response: { status: 200, schema: contentAnswer, description: 'The block' },
    },
    read(TABLES.content, (caller, params) => caller.content.get({ section: params.section! })),
  );
  restRoute(
    app,
    'GET',
    '/api/clients',
    {
      summary: 'Client logos',
      query: publicListQuery,
      tag: PUBLIC,
      access: 'public',
      conditional: true,
      response: list(clientRecord, 'Every client'),
    },
    read(TABLES.clients, (caller) => caller.catalog.clients(), paged),
  );
  restRoute(
    app,
    'GET',
    '/api/testimonials',
    {
      summary: 'Testimonials',
      query: publicListQuery,
      tag: PUBLIC,
      access: 'public',
      conditional: true,
      response: list(testimonialRecord, 'Every testimonial'),
    },
    read(TABLES.testimonials, (caller) => caller.catalog.testimonials(), paged),
  );
  restRoute(
    app,
    'GET',
    '/api/designers',
    {
      summary: 'Designers',
      query: publicListQuery,
      description: 'Featured first, then by their order.',
      tag: PUBLIC,
      access: 'public',
      conditional: true,
      response: list(designerRecord, 'Every designer'),
    },
    read(TABLES.designers, (caller) => caller.catalog.designers(), paged),
  );
  restRoute(
    app,
    'GET',
    '/api/projects',
    {
      summary: 'Projects: the designer works the projects section shows',
      query: publicListQuery,
      tag: PUBLIC,
      access: 'public',
      conditional: true,
      response: list(projectRecord, 'Every project'),
    },
    read(TABLES.projects, (caller) => caller.catalog.projects(), paged),
  );
  restRoute(
    app,
    'GET',
    '/api/designer-works/:id',
    {
      summary: "A designer's works",
      tag: PUBLIC,
      access: 'public',
      params: z.object({ id: idSchema.describe('The designer id') }),
      conditional: true,
      response: list(designerWorkRecord, "The designer's works"),
    },
    read(TABLES.designerWorks, (caller, params) =>
      caller.catalog.designerWorks({ designerId: params.id! }),
    ),
  );
  restRoute(
    app,
    'GET',
    '/api/designer-profiles/:slug',
    {
      summary: "A designer's profile by its slug",
      description:
        'Issue 19 item 5: the designer of /designers/{slug} with its works in order. 404 for an unknown slug.',
      tag: PUBLIC,
      access: 'public',
      params: z.object({
        slug: z.string().max(SLUG_MAX).describe('The profile address part, e.g. amara-okafor'),
      }),
      conditional: true,
      response: { status: 200, schema: designerProfileRecord, description: 'The profile' },
      errors: [404],
    },
    read(TABLES.designerProfile, (caller, params) =>
      caller.catalog.designerProfile({ slug: params.slug! }),
    ),
  );

  restRoute(
    app,
    'GET',
    '/api/settings/:key',
    {
      summary: 'A site setting',
      description: 'SPEC 7. 404 for a setting never saved.',
      tag: PUBLIC,
      access: 'public',
      params: keyParam,
      conditional: true,
      response: { status: 200, schema: settingAnswer, description: 'The setting' },
    },
    read(TABLES.settings, (caller, params) => caller.settings.get({ key: params.key! })),
  );
  restRoute(
    app,
    'PUT',
    '/api/settings/:key',
    {
      summary: 'Save a site setting',
      tag: 'Admin: settings',
      access: 'editor',
      params: keyParam,
      body: settingValueBody,
      response: { status: 200, schema: settingRecord, description: 'Saved' },
    },
    handle(({ caller, params, field }) =>
      caller.settings.update({ key: params.key as never, value: field('value') as string }),
    ),
  );
  restRoute(
    app,
    'DELETE',
    '/api/settings/:key',
    {
      summary: 'Delete a site setting (back to its default)',
      tag: 'Admin: settings',
      access: 'editor',
      params: keyParam,
      response: { status: 200, schema: successAnswer, description: 'Deleted' },
    },
    handle(({ caller, params }) => caller.settings.delete({ key: params.key! })),
  );
}
