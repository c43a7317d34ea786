import { adminCollections } from '@forma/api';
import { collections } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from './helpers';
import { createTestApp, errorBody, signedInClient, type TestApp } from './helpers';

/** Every admin path (method, url, body) of DESIGN.md, generated from the collection definitions. */
const ADMIN_CALLS: InjectOptions[] = [
  ...Object.values(adminCollections).flatMap(({ slug }): InjectOptions[] => [
    { method: 'GET', url: `/api/admin/${slug}` },
    { method: 'GET', url: `/api/admin/${slug}/1` },
    { method: 'POST', url: `/api/admin/${slug}`, payload: {} },
    { method: 'PATCH', url: `/api/admin/${slug}/1`, payload: {} },
    { method: 'DELETE', url: `/api/admin/${slug}/1` },
    { method: 'POST', url: `/api/admin/${slug}/bulk-delete`, payload: { ids: [1] } },
    { method: 'POST', url: `/api/admin/${slug}/bulk-feature`, payload: { ids: [1] } },
    { method: 'POST', url: `/api/admin/${slug}/reorder`, payload: { ids: [1] } },
  ]),
  { method: 'POST', url: '/api/admin/users/1/password', payload: { password: 'x' } },
  { method: 'GET', url: '/api/admin/dashboard' },
  { method: 'GET', url: '/api/admin/settings' },
  { method: 'PUT', url: '/api/admin/content/hero', payload: { content: {} } },
  { method: 'GET', url: '/api/admin/content/hero/history' },
  { method: 'GET', url: '/api/admin/content' },
  { method: 'POST', url: '/api/admin/content/hero/history/1/restore' },
  { method: 'GET', url: '/api/admin/snapshots' },
  { method: 'GET', url: '/api/admin/audit-log' },
  { method: 'POST', url: '/api/admin/snapshots', payload: { name: 'x' } },
  { method: 'GET', url: '/api/admin/snapshots/1/changes' },
  { method: 'POST', url: '/api/admin/snapshots/1/restore' },
  { method: 'DELETE', url: '/api/admin/snapshots/1' },
  { method: 'PUT', url: '/api/settings/aiSectionEnabled', payload: { value: 'true' } },
  { method: 'DELETE', url: '/api/settings/aiSectionEnabled' },
];

describe.each(DATABASE_KINDS)('admin REST on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
  });

  it('answers 401 to anonymous and 403 to non-admins on every admin path', async () => {
    const member = await signedInClient(t, 'member');
    for (const call of ADMIN_CALLS) {
      const anon = await t.app.inject(call);
      expect(anon.statusCode, `${call.method} ${call.url}`).toBe(401);
      errorBody(anon);
      const denied = await member.request(call);
      expect(denied.statusCode, `${call.method} ${call.url}`).toBe(403);
      errorBody(denied);
    }
    // Even with a body the procedure would reject, access is checked first.
    const nullBody = await t.app.inject({
      method: 'POST',
      url: '/api/admin/designers',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBe(401);
  });

  it('designers: create 201, list with search and paging, get, patch, delete', async () => {
    const created = await admin.post('/api/admin/designers', {
      name: 'Ana Silva',
      title: 'Product designer',
      skills: ['UX', 'Research'],
    });
    expect(created.statusCode).toBe(201);
    const ana = created.json();
    expect(ana).toMatchObject({ id: expect.any(Number), name: 'Ana Silva', isAvailable: true });
    expect(typeof ana.createdAt).toBe('string');
    await admin.post('/api/admin/designers', { name: 'Bo Chen', title: 'Brand', orderIndex: 2 });

    const list = await admin.get('/api/admin/designers?limit=1&offset=0&_t=123');
    expect(list.json()).toMatchObject({ total: 2, items: [{ name: 'Ana Silva' }] });
    const search = await admin.get('/api/admin/designers?search=brand');
    expect(search.json()).toMatchObject({ total: 1, items: [{ name: 'Bo Chen' }] });
    expect((await admin.get('/api/admin/designers?limit=0')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/designers?limit=abc')).statusCode).toBe(400);

    expect((await admin.get(`/api/admin/designers/${ana.id}`)).json()).toMatchObject({
      name: 'Ana Silva',
    });
    const patched = await admin.patch(`/api/admin/designers/${ana.id}`, { featured: true });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ featured: true, name: 'Ana Silva' });
    const invalid = await admin.patch(`/api/admin/designers/${ana.id}`, { name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(errorBody(invalid).message).toBe('Name is required');

    const removed = await admin.delete(`/api/admin/designers/${ana.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    for (const res of [
      await admin.get(`/api/admin/designers/${ana.id}`),
      await admin.patch(`/api/admin/designers/${ana.id}`, { name: 'X' }),
      await admin.delete(`/api/admin/designers/${ana.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorBody(res).message).toBe('Designer not found');
    }
    expect((await admin.get('/api/admin/designers/abc')).statusCode).toBe(400);
    expect((await admin.delete('/api/admin/designers/-1')).statusCode).toBe(400);
  });

  it('designer works: 400 "Designer not found" for an unknown designer', async () => {
    const work = { designerId: 4242, title: 'Work', mediaUrl: '/uploads/w.webp' };
    const res = await admin.post('/api/admin/designer-works', work);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toBe('Designer not found');
    const d = await collections.designers.create(t.database.db, { name: 'A', title: 'T' });
    const ok = await admin.post('/api/admin/designer-works', { ...work, designerId: d.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      designerId: d.id,
      fitMode: 'crop',
      orientation: 'landscape',
    });
    const missing = await admin.post('/api/admin/designer-works', { title: 'No media' });
    expect(missing.statusCode).toBe(400);
  });

  it('testimonials, clients and patterns: create, patch and delete', async () => {
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      ['testimonials', { name: 'Bo', quote: 'Great work', rating: 4 }, { rating: 5 }],
      ['clients', { name: 'Acme', logoUrl: '/uploads/acme.svg' }, { featured: true }],
      ['patterns', { name: 'Dots', cssProperties: { opacity: 0.4 } }, { category: 'texture' }],
    ];
    for (const [slug, create, patch] of cases) {
      const created = await admin.post(`/api/admin/${slug}`, create);
      expect(created.statusCode, slug).toBe(201);
      expect(created.json()).toMatchObject(create);
      const id = created.json().id as number;
      const patched = await admin.patch(`/api/admin/${slug}/${id}`, patch);
      expect(patched.json(), slug).toMatchObject(patch);
      expect((await admin.get(`/api/admin/${slug}`)).json().total).toBe(1);
      expect((await admin.delete(`/api/admin/${slug}/${id}`)).statusCode).toBe(200);
    }
    const badRating = await admin.post('/api/admin/testimonials', {
      name: 'A',
      quote: 'Q',
      rating: 9,
    });
    expect(badRating.statusCode).toBe(400);
    const badUrl = await admin.post('/api/admin/clients', {
      name: 'A',
      logoUrl: 'javascript:alert(1)',
    });
    expect(badUrl.statusCode).toBe(400);
  });

  it('contact submissions: no create (405), only isRead changes, delete', async () => {
    const { id } = await collections.contactSubmissions.create(t.database.db, {
      name: 'Jo',
      email: 'jo@example.com',
      company: 'Acme',
      inquiryType: 'designer',
      message: 'Hi',
    });
    const create = await admin.post('/api/admin/contact-submissions', { name: 'x' });
    expect(create.statusCode).toBe(405);
    errorBody(create);
    const read = await admin.patch(`/api/admin/contact-submissions/${id}`, { isRead: true });
    expect(read.json()).toMatchObject({ id, isRead: true, message: 'Hi' });
    expect(
      (await admin.patch(`/api/admin/contact-submissions/${id}`, { isRead: 'yes' })).statusCode,
    ).toBe(400);
    const dash = await admin.get('/api/admin/dashboard');
    expect(dash.json()).toMatchObject({
      counts: { contactSubmissions: 1, unreadContactSubmissions: 0, users: 1 },
      latestContactSubmissions: [{ id }],
    });
    expect((await admin.delete(`/api/admin/contact-submissions/${id}`)).statusCode).toBe(200);
  });

  it('lists sort and filter from the query string; anything off the whitelist is a 400', async () => {
    for (const [name, featured] of [
      ['Chen', true],
      ['Ana', false],
      ['Bruno', true],
    ] as const)
      await admin.post('/api/admin/designers', { name, title: 'Designer', featured });
    const names = async (query: string) => {
      const res = await admin.get(`/api/admin/designers?${query}`);
      expect(res.statusCode, query).toBe(200);
      return (res.json().items as Array<{ name: string }>).map((d) => d.name);
    };
    expect(await names('sort=name')).toEqual(['Ana', 'Bruno', 'Chen']);
    expect(await names('sort=-name&featured=true&_t=1')).toEqual(['Chen', 'Bruno']);
    expect(await names('featured=false')).toEqual(['Ana']);
    for (const bad of [
      'sort=bio',
      'sort=-password',
      'password=x',
      'featured=maybe',
      'search=a&search=b',
    ]) {
      const res = await admin.get(`/api/admin/designers?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorBody(res).message, bad).toBeTruthy();
    }
    const unknown = await admin.get('/api/admin/designers?colour=red');
    expect(unknown.json().message).toMatch(/Unknown filter: colour/);
  });

  it('bulk delete, bulk feature and reorder over REST', async () => {
    const ids: number[] = [];
    for (const name of ['Ana', 'Bruno', 'Chen'])
      ids.push((await admin.post('/api/admin/designers', { name, title: 'T' })).json().id);
    const featured = await admin.post('/api/admin/designers/bulk-feature', {
      ids: [ids[0], ids[1]],
      featured: true,
    });
    expect(featured.json()).toEqual({ updated: 2 });
    const reordered = await admin.post('/api/admin/designers/reorder', {
      ids: [ids[2], ids[1], ids[0]],
    });
    expect(reordered.json()).toEqual({ success: true });
    // The site shows featured designers first, each group in the new order (issue 19 item 4).
    const publicList = await t.app.inject({ method: 'GET', url: '/api/designers' });
    expect((publicList.json() as Array<{ name: string }>).map((d) => d.name)).toEqual([
      'Bruno',
      'Ana',
      'Chen',
    ]);
    expect((await admin.post('/api/admin/designers/reorder', { ids: [ids[0]] })).statusCode).toBe(
      400,
    );
    const deleted = await admin.post('/api/admin/designers/bulk-delete', { ids: [ids[0], ids[1]] });
    expect(deleted.json()).toEqual({ deleted: 2 });
    expect((await admin.post('/api/admin/designers/bulk-delete', { ids: 'all' })).statusCode).toBe(
      400,
    );
    expect(
      (await admin.post('/api/admin/patterns/bulk-feature', { ids: [1], featured: true }))
        .statusCode,
    ).toBe(405);
  });

  it('sets a user password over REST; the user signs in with it', async () => {
    const member = await signedInClient(t, 'member');
    const id = (await member.get('/api/user')).json().id as number;
    const res = await admin.post(`/api/admin/users/${id}/password`, {
      password: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    // signed out everywhere
    expect((await member.get('/api/user')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'member', password: 'brand-new-pass' },
    });
    expect(login.statusCode).toBe(200);
    const short = await admin.post(`/api/admin/users/${id}/password`, { password: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8/);
  });

  it('users: listed without passwords; isAdmin only; never the own admin flag', async () => {
    await signedInClient(t, 'member');
    const list = await admin.get('/api/admin/users');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.body).not.toMatch(/password|argon2/i);
    const members = list.json().items as Array<{ id: number; username: string }>;
    const member = members.find((u) => u.username === 'member')!;
    const me = members.find((u) => u.username === 'boss')!;
    expect(
      (await admin.post('/api/admin/users', { username: 'x', password: 'longenough' })).statusCode,
    ).toBe(405);
    const promoted = await admin.patch(`/api/admin/users/${member.id}`, { isAdmin: true });
    expect(promoted.json()).toMatchObject({ isAdmin: true });
    expect(promoted.body).not.toMatch(/password/);
    const self = await admin.patch(`/api/admin/users/${me.id}`, { isAdmin: false });
    expect(self.statusCode).toBe(400);
    expect(errorBody(self).message).toBe('You cannot remove your own admin rights');
    expect((await admin.get('/api/user')).json()).toMatchObject({ isAdmin: true });
  });

  it('content: PUT sanitises and writes history; GET history; 404 unknown section', async () => {
    const res = await admin.put('/api/admin/content/hero', {
      content: {
        title: 'Connect <span class="grad" onclick="x()">with</span><script>x()</script>',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.title).toBe('Connect <span class="grad">with</span>');
    const pub = await t.app.inject({ method: 'GET', url: '/api/content/hero' });
    expect(pub.json()).toEqual({ content: { title: 'Connect <span class="grad">with</span>' } });
    const history = await admin.get('/api/admin/content/hero/history');
    expect(history.json()).toEqual([
      expect.objectContaining({
        section: 'hero',
        userId: expect.any(Number),
        createdAt: expect.any(String),
      }),
    ]);
    expect((await admin.put('/api/admin/content/nope', { content: {} })).statusCode).toBe(404);
    expect((await admin.get('/api/admin/content/nope/history')).statusCode).toBe(404);
    const invalid = await admin.put('/api/admin/content/credibilityBar', {
      content: { items: [{ colorTheme: 'red' }] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(errorBody(invalid).issues).toEqual([
      expect.objectContaining({ path: ['content', 'items', 0, 'colorTheme'] }),
    ]);
    expect((await admin.put('/api/admin/content/hero', {})).statusCode).toBe(400);
  });

  it('content history restore and whole-site snapshots over REST', async () => {
    await admin.put('/api/admin/content/about', { content: { title: 'About one' } });
    await admin.put('/api/admin/content/about', { content: { title: 'About two' } });
    const history = (await admin.get('/api/admin/content/about/history')).json() as {
      id: number;
      username: string;
    }[];
    expect(history[0]!.username).toBe('boss');
    const restored = await admin.post(`/api/admin/content/about/history/${history[1]!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().content).toEqual({ title: 'About one' });
    const badId = await admin.post('/api/admin/content/about/history/abc/restore');
    expect(badId.statusCode).toBe(400);

    const overview = (await admin.get('/api/admin/content')).json() as { section: string }[];
    expect(overview.map((r) => r.section)).toContain('whyUs');

    const created = await admin.post('/api/admin/snapshots', { name: 'Before sale' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect((await admin.post('/api/admin/snapshots', { name: '' })).statusCode).toBe(400);
    await admin.put('/api/admin/content/about', { content: { title: 'Sale' } });
    const changes = await admin.get(`/api/admin/snapshots/${id}/changes`);
    expect(changes.json()).toEqual({
      sections: ['about'],
      settings: [],
      revision: expect.any(Number),
    });
    const restore = await admin.post(`/api/admin/snapshots/${id}/restore`);
    expect(restore.json()).toEqual({ sections: ['about'], settings: [] });
    const pub = await t.app.inject({ method: 'GET', url: '/api/content/about' });
    expect(pub.json()).toEqual({ content: { title: 'About one' } });
    expect((await admin.get('/api/admin/snapshots')).json()).toHaveLength(1);
    const del = await admin.delete(`/api/admin/snapshots/${id}`);
    expect(del.statusCode).toBe(200);
    expect((await admin.get(`/api/admin/snapshots/${id}/changes`)).statusCode).toBe(404);
  });

  it('audit log: every admin write is recorded without secrets, filtered and paged', async () => {
    const created = await admin.post('/api/admin/testimonials', {
      name: 'Audit Me',
      role: 'CTO',
      company: 'Trail',
      quote: 'Logged.',
      rating: 5,
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    await admin.patch(`/api/admin/testimonials/${id}`, { quote: 'Changed quote' });
    await admin.put('/api/admin/content/vcs', { content: { badge: 'Audited' } });
    const member = await signedInClient(t, 'audited-member');
    const memberId = ((await member.get('/api/user')).json() as { id: number }).id;
    await admin.post(`/api/admin/users/${memberId}/password`, { password: 'a-new-long-secret-42' });

    const log = await admin.get('/api/admin/audit-log?limit=10');
    expect(log.statusCode).toBe(200);
    const { items, total } = log.json() as {
      total: number;
      items: {
        username: string;
        action: string;
        entity: string;
        entityId: string | null;
        changes: Record<string, unknown>;
        ip: string | null;
      }[];
    };
    expect(total).toBe(4);
    expect(items.map((i) => i.action)).toEqual([
      'admin.users.setPassword',
      'content.update',
      'admin.testimonials.update',
      'admin.testimonials.create',
    ]);
    expect(items[0]).toMatchObject({
      username: 'boss',
      entity: 'users',
      entityId: String(memberId),
      changes: { password: '[redacted]' },
    });
    expect(JSON.stringify(items)).not.toContain('a-new-long-secret-42');
    expect(items[1]).toMatchObject({
      entity: 'content',
      entityId: 'vcs',
      changes: { badge: 'Audited' },
    });
    expect(items[2]).toMatchObject({ entityId: String(id), changes: { quote: 'Changed quote' } });
    expect(items[3]!.ip).toBeTruthy();

    const filtered = await admin.get('/api/admin/audit-log?entity=testimonials&limit=1&offset=1');
    expect(filtered.json()).toMatchObject({
      total: 2,
      items: [{ action: 'admin.testimonials.create' }],
    });
    const searched = await admin.get('/api/admin/audit-log?search=CONTENT');
    expect((searched.json() as { total: number }).total).toBe(1);
    const bad = await admin.get('/api/admin/audit-log?from=2026-12-01&to=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).message).toMatch(/before its start/);
    // Reads are not writes: listing the log adds nothing.
    expect(((await admin.get('/api/admin/audit-log')).json() as { total: number }).total).toBe(4);
  });
});
