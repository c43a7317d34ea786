/**
 * REST from the procedures (issue 40): a procedure given REST metadata is served on its path and
 * listed in the OpenAPI document with no other edit, its role taken from the procedure's builder;
 * a procedure without a role cannot be registered.
 */
import {
  appRouter,
  createTRPCRouter,
  editorProcedure,
  mergeRouters,
  publicProcedure,
  type ProcedureMeta,
} from '@forma/api';
import type { DB } from '@forma/db';
import { idSchema } from '@forma/validators';
import { initTRPC } from '@trpc/server';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerProcedureRoutes } from '../src/rest/procedure-routes';
import { Client, createTestApp, errorBody, signedInClient, type TestApp } from './helpers';

const echoAnswer = z.object({
  id: z.number(),
  search: z.string().optional(),
  wide: z.boolean().optional(),
});

/** Procedures the app does not have, each with REST metadata and nothing else. */
const probeRouter = createTRPCRouter({
  probe: createTRPCRouter({
    echo: editorProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/api/admin/probe/{id}',
          summary: 'Echo a probe',
          tag: 'Probe',
          answer: echoAnswer,
        },
      })
      .input(
        z.object({
          id: idSchema,
          search: z.string().max(20, 'search is too long').optional(),
          wide: z.boolean().optional(),
        }),
      )
      .query(({ input }) => input),
    note: publicProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/api/probe/notes',
          summary: 'Leave a note',
          tag: 'Probe',
          answer: z.object({ text: z.string() }),
          status: 201,
        },
      })
      .input(z.object({ text: z.string().min(1, 'text is required').max(50) }))
      .mutation(({ input }) => ({ text: input.text })),
  }),
});

describe('REST from the procedures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      restRouter: mergeRouters(appRouter, probeRouter),
    });
  });
  afterAll(async () => t?.close());

  it('lists a procedure with REST metadata in the document, with its role and input', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const echo = document.paths['/api/admin/probe/{id}'].get;
    expect(echo.summary).toBe('Echo a probe');
    expect(echo.tags).toEqual(['Probe']);
    expect(echo['x-console-role']).toBe('editor');
    expect(echo.security).toEqual([{ session: [] }]);
    expect(echo.parameters.map((p: { in: string; name: string }) => `${p.in} ${p.name}`)).toEqual([
      'path id',
      'query search',
      'query wide',
    ]);
    expect(Object.keys(echo.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    const note = document.paths['/api/probe/notes'].post;
    expect(note.security).toEqual([]);
    expect(note.requestBody.content['application/json'].schema.required).toEqual(['text']);
    expect(Object.keys(note.responses)).toContain('201');
  });

  it('answers on its path: the role checked, the query typed, the input validated', async () => {
    expect((await new Client(t.app).get('/api/admin/probe/7')).statusCode).toBe(401);
    const viewer = await signedInClient(t, 'probe-viewer', 'viewer');
    expect((await viewer.get('/api/admin/probe/7')).statusCode).toBe(403);
    const editor = await signedInClient(t, 'probe-editor', 'editor');
    const echoed = await editor.get('/api/admin/probe/7?search=lamp&wide=false&_t=1');
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json()).toEqual({ id: 7, search: 'lamp', wide: false });
    const tooLong = await editor.get(`/api/admin/probe/7?search=${'x'.repeat(21)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(errorBody(tooLong).message).toBe('search is too long');
    expect(errorBody(await editor.get('/api/admin/probe/abc')).message).toBe('id must be a number');

    const visitor = new Client(t.app);
    const note = await visitor.post('/api/probe/notes', { text: 'hello' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toEqual({ text: 'hello' });
    const empty = await visitor.post('/api/probe/notes', { text: '' });
    expect(errorBody(empty).message).toBe('text is required');
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/probe/notes',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(notObject.statusCode).toBe(400);
    expect(errorBody(notObject).message).toBe('Request body must be a JSON object');
  });

  it('refuses to register an operation whose procedure has no role', () => {
    // A procedure made outside the project's builders has no `access` in its metadata.
    const bare = initTRPC.meta<ProcedureMeta>().create();
    const router = bare.router({
      secret: bare.procedure
        .meta({
          rest: {
            method: 'GET',
            path: '/api/secret',
            summary: 'A secret',
            tag: 'Probe',
            answer: z.string(),
          },
        })
        .query(() => 'open'),
    });
    const app = Fastify();
    expect(() => registerProcedureRoutes(app, {} as DB, router)).toThrow(
      /secret has REST metadata but no access/,
    );
  });
});
