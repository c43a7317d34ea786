/**
 * Every call of SPEC 7, as a table (issue 40): method, path, body, and what the site's own client
 * reads of the answer (status, headers, body shape). The paths are generated from the procedures
 * now; this pins that they answer as they did when each was written by hand.
 */
import { collections, saveContent } from '@forma/db';
import { DATABASE_KINDS } from '@forma/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Client, createTestApp, signedInClient, type TestApp } from './helpers';

const error = z.strictObject({ message: z.string(), issues: z.array(z.unknown()).optional() });
const user = z.object({ id: z.number(), username: z.string(), isAdmin: z.boolean() });
const json = /^application\/json/;
/** A public read: kept by a cache (an ETag, `public` Cache-Control). */
const kept = { etag: /^"[\w-]+"$/, 'cache-control': /^public, / } as const;

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Who calls: a visitor, a new client that registers, or a signed-in admin. */
  as: 'visitor' | 'registrant' | 'admin';
  body?: unknown;
  status: number;
  /** Headers the answer must have, each matching its pattern. */
  headers?: Record<string, RegExp>;
  shape: z.ZodType;
}

/** SPEC 7's table, in its order, with the answers the site reads. */
const CALLS: Call[] = [
  { method: 'GET', path: '/api/user', as: 'visitor', status: 401, shape: error },
  {
    method: 'POST',
    path: '/api/register',
    as: 'registrant',
    body: { username: 'table-new', password: 'Quiet-Harbor-Lantern-42!' },
    status: 201,
    headers: { 'set-cookie': /^sid=/ },
    shape: user.extend({ isAdmin: z.literal(false) }),
  },
  { method: 'GET', path: '/api/user', as: 'registrant', status: 200, shape: user },
  {
    method: 'POST',
    path: '/api/logout',
    as: 'registrant',
    status: 200,
    shape: z.object({ success: z.literal(true) }),
  },
  {
    method: 'POST',
    path: '/api/login',
    as: 'registrant',
    body: { username: 'table-new', password: 'Quiet-Harbor-Lantern-42!' },
    status: 200,
    headers: { 'set-cookie': /^sid=/ },
    shape: user,
  },
  {
    method: 'POST',
    path: '/api/contact',
    as: 'visitor',
    body: {
      name: 'Jo Doe',
      email: 'jo@example.com',
      company: 'Acme',
      inquiryType: 'project',
      message: 'We need a brand refresh.',
    },
    status: 201,
    shape: z.object({ success: z.literal(true) }),
  },
  {
    method: 'GET',
    path: '/api/content/hero',
    as: 'visitor',
    status: 200,
    headers: kept,
    shape: z.strictObject({ content: z.object({ title: z.string() }) }),
  },
  { method: 'GET', path: '/api/content/about', as: 'visitor', status: 404, shape: error },
  ...['clients', 'testimonials', 'designers'].map((list): Call => ({
    method: 'GET',
    path: `/api/${list}`,
    as: 'visitor',
    status: 200,
    headers: kept,
    shape: z.array(z.object({ id: z.number() })).min(1),
  })),
  {
    method: 'GET',
    path: '/api/designer-works/{designer}',
    as: 'visitor',
    status: 200,
    headers: kept,
    shape: z.array(z.object({ id: z.number(), title: z.string() })).length(1),
  },
  {
    method: 'GET',
    path: '/api/settings/selectedContactFormDesign',
    as: 'visitor',
    status: 404,
    shape: error,
  },
  {
    method: 'PUT',
    path: '/api/settings/selectedContactFormDesign',
    as: 'admin',
    body: { value: '3' },
    status: 200,
    shape: z.object({ key: z.literal('selectedContactFormDesign'), value: z.literal('3') }),
  },
  {
    method: 'GET',
    path: '/api/settings/selectedContactFormDesign',
    as: 'visitor',
    status: 200,
    headers: kept,
    shape: z.strictObject({ key: z.literal('selectedContactFormDesign'), value: z.literal('3') }),
  },
  ...[
    'selectedProjectsStyle',
    'projectsSectionEnabled',
    'selectedAiDesignStyle',
    'aiSectionEnabled',
  ].map((key): Call => ({
    method: 'GET',
    path: `/api/settings/${key}`,
    as: 'visitor',
    status: 404,
    shape: error,
  })),
];

describe.each(DATABASE_KINDS)('the calls of SPEC 7 on %s', (kind) => {
  let t: TestApp;
  let designerId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    await saveContent(db, 'hero', { title: 'Hello' }, null);
    const designer = await collections.designers.create(db, { name: 'Ana', title: 'Designer' });
    designerId = designer.id;
    await collections.designerWorks.create(db, {
      designerId,
      title: 'App',
      mediaUrl: '/uploads/app.webp',
      category: 'UX/UI',
      orientation: 'portrait',
    });
    await collections.clients.create(db, { name: 'Acme' });
    await collections.testimonials.create(db, { name: 'Bo', quote: 'Great', rating: 5 });
  });
  afterAll(async () => t?.close());

  it('answers each with the status, headers and body the site reads', async () => {
    const clients = {
      visitor: new Client(t.app),
      registrant: new Client(t.app),
      admin: await signedInClient(t, 'table-admin', true),
    };
    const problems: string[] = [];
    for (const call of CALLS) {
      const path = call.path.replace('{designer}', String(designerId));
      const client = clients[call.as];
      const res: LightMyRequestResponse =
        call.method === 'GET'
          ? await client.get(path)
          : call.method === 'PUT'
            ? await client.put(path, call.body)
            : await client.post(path, call.body);
      const name = `${call.method} ${path} (${call.as})`;
      if (res.statusCode !== call.status) problems.push(`${name}: ${res.statusCode} ${res.body}`);
      if (!json.test(String(res.headers['content-type'])))
        problems.push(`${name}: content-type ${res.headers['content-type']}`);
      for (const [header, pattern] of Object.entries(call.headers ?? {})) {
        const value = [res.headers[header] ?? ''].flat().join('\n');
        if (!pattern.test(value)) problems.push(`${name}: ${header} "${value}"`);
      }
      const parsed = call.shape.safeParse(res.json());
      if (!parsed.success) problems.push(`${name}: ${parsed.error.message} in ${res.body}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers a conditional GET of a kept read with 304 and no body', async () => {
    for (const path of [
      '/api/designers',
      '/api/content/hero',
      `/api/designer-works/${designerId}`,
    ]) {
      const first = await t.app.inject({ method: 'GET', url: path });
      const again = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode, path).toBe(304);
      expect(again.body, path).toBe('');
    }
  });
});
