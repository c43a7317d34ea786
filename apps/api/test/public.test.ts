import { collections, saveContent, putSetting } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, signedInClient, type TestApp } from './helpers';

const contact = {
  name: 'Jo Doe',
  email: 'jo@example.com',
  company: 'Acme',
  inquiryType: 'project',
  message: 'We need a brand refresh.',
};

describe.each(DATABASE_KINDS)('public REST calls (SPEC 7) on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => truncateAll(t.database));

  it('GET /api/content/{section}: {content}, 404 unknown or unset', async () => {
    await saveContent(t.database.db, 'hero', { title: 'Hello' }, null);
    const res = await get('/api/content/hero');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: { title: 'Hello' } });
    expect((await get('/api/content/about')).statusCode).toBe(404);
    const unknown = await get('/api/content/nope');
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown).message).toBe('Unknown content section');
  });

  it('GET lists: clients, testimonials, designers, designer works, projects', async () => {
    const db = t.database.db;
    const d = await collections.designers.create(db, {
      name: 'Ana',
      title: 'Designer',
      skills: ['UX'],
    });
    await collections.designerWorks.create(db, {
      designerId: d.id,
      title: 'App',
      mediaUrl: '/uploads/app.webp',
      category: 'UX/UI',
      orientation: 'portrait',
    });
    await collections.clients.create(db, { name: 'Acme' });
    await collections.testimonials.create(db, { name: 'Bo', quote: 'Great', rating: 5 });

    const designers = await get('/api/designers');
    expect(designers.statusCode).toBe(200);
    expect(designers.json()).toEqual([
      expect.objectContaining({
        id: d.id,
        name: 'Ana',
        skills: ['UX'],
        createdAt: expect.any(String),
      }),
    ]);
    expect((await get('/api/clients')).json()).toEqual([expect.objectContaining({ name: 'Acme' })]);
    expect((await get('/api/testimonials')).json()).toEqual([
      expect.objectContaining({ name: 'Bo', rating: 5 }),
    ]);
    const works = await get(`/api/designer-works/${d.id}`);
    expect(works.json()).toEqual([expect.objectContaining({ title: 'App', designerId: d.id })]);
    expect((await get('/api/designer-works/99999')).json()).toEqual([]);
    const bad = await get('/api/designer-works/abc');
    expect(bad.statusCode).toBe(400);
    errorBody(bad);
    expect((await get('/api/projects')).json()).toEqual([
      {
        id: expect.any(Number),
        title: 'App',
        description: '',
        imageUrl: '/uploads/app.webp',
        category: 'UX/UI',
        isVideo: false,
        orientation: 'portrait',
        maxWidth: null,
        maxHeight: null,
        fitMode: 'crop',
      },
    ]);
  });

  it('GET lists page with limit and offset, say how to get the next page, and stay whole without', async () => {
    const db = t.database.db;
    for (let i = 0; i < 5; i++)
      await collections.designers.create(db, {
        name: `Designer ${i}`,
        title: 'Designer',
        orderIndex: i,
        featured: i === 3,
      });
    const whole = await get('/api/designers');
    expect(whole.json()).toHaveLength(5);
    expect(whole.headers['x-total-count']).toBeUndefined();
    expect(whole.headers.link).toBeUndefined();
    const names = (whole.json() as { name: string }[]).map((d) => d.name);
    expect(names[0]).toBe('Designer 3'); // featured first

    const first = await get('/api/designers?limit=2');
    expect(first.statusCode).toBe(200);
    expect((first.json() as { name: string }[]).map((d) => d.name)).toEqual(names.slice(0, 2));
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.headers.link).toBe('</api/designers?limit=2&offset=2>; rel="next"');
    const next = await get('/api/designers?limit=2&offset=2');
    expect((next.json() as { name: string }[]).map((d) => d.name)).toEqual(names.slice(2, 4));
    const last = await get('/api/designers?limit=2&offset=4');
    expect((last.json() as { name: string }[]).map((d) => d.name)).toEqual(names.slice(4));
    expect(last.headers.link).toBeUndefined();
    // Kept answers (the memory path) keep their page and its headers.
    const again = await get('/api/designers?limit=2&_t=1');
    expect(again.body).toBe(first.body);
    expect(again.headers.link).toBe(first.headers.link);
    expect((await get('/api/testimonials?offset=0&limit=1')).headers['x-total-count']).toBe('0');

    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      const bad = await get(`/api/designers?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(errorBody(bad).message, query).toMatch(/limit|offset/);
    }
    // A query on a read that is not a list changes nothing.
    expect((await get('/api/content/hero?limit=abc')).statusCode).toBe(404);
  });

  it('GET /api/settings/{key}: {key, value}; 404 unknown or unset', async () => {
    await putSetting(t.database.db, 'selectedProjectsStyle', 'arc');
    const res = await get('/api/settings/selectedProjectsStyle');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'selectedProjectsStyle', value: 'arc' });
    expect((await get('/api/settings/selectedContactFormDesign')).statusCode).toBe(404);
    const unknown = await get('/api/settings/password');
    expect(unknown.statusCode).toBe(404);
    errorBody(unknown);
  });

  it('PUT /api/settings/{key}: admin only, validated, then readable', async () => {
    const url = '/api/settings/selectedContactFormDesign';
    const anon = await t.app.inject({ method: 'PUT', url, payload: { value: '3' } });
    expect(anon.statusCode).toBe(401);
    const user = await signedInClient(t, 'member');
    expect((await user.put(url, { value: '3' })).statusCode).toBe(403);

    const admin = await signedInClient(t, 'boss', true);
    const ok = await admin.put(url, { value: '3' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ key: 'selectedContactFormDesign', value: '3' });
    expect((await get(url)).json()).toEqual({ key: 'selectedContactFormDesign', value: '3' });

    for (const payload of [{ value: '8' }, { value: 3 }, {}, { other: 'x' }]) {
      const res = await admin.put(url, payload);
      expect(res.statusCode).toBe(400);
      expect(errorBody(res).issues?.length).toBeGreaterThan(0);
    }
    expect(errorBody(await admin.put(url, { value: '8' })).message).toBe(
      'Design must be a number from 1 to 7',
    );
    expect(
      (await admin.put('/api/settings/projectsSectionEnabled', { value: 'false' })).statusCode,
    ).toBe(200);
    expect(
      (await admin.put('/api/settings/projectsSectionEnabled', { value: 'no' })).statusCode,
    ).toBe(400);
    expect((await admin.put('/api/settings/unknownKey', { value: '1' })).statusCode).toBe(404);
  });

  it('DELETE /api/settings/{key}: admin only, 404 unknown or unset, then the default returns', async () => {
    const url = '/api/settings/aiSectionEnabled';
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const user = await signedInClient(t, 'member');
    expect((await user.delete(url)).statusCode).toBe(403);

    const admin = await signedInClient(t, 'boss', true);
    const unset = await admin.delete(url);
    expect(unset.statusCode).toBe(404);
    expect(errorBody(unset).message).toBe('Setting not found');
    const unknown = await admin.delete('/api/settings/unknownKey');
    expect(unknown.statusCode).toBe(404);
    errorBody(unknown);

    expect((await admin.put(url, { value: 'false' })).statusCode).toBe(200);
    expect((await get(url)).json()).toEqual({ key: 'aiSectionEnabled', value: 'false' });
    const ok = await admin.delete(url);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    expect((await get(url)).statusCode).toBe(404);
    expect((await admin.delete(url)).statusCode).toBe(404);
  });

  it('POST /api/contact stores the submission (201) and admins see it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, id: expect.any(Number) });
    const stored = await collections.contactSubmissions.byId(t.database.db, body.id);
    expect(stored).toMatchObject({ ...contact, isRead: false });

    const admin = await signedInClient(t, 'boss', true);
    const list = await admin.get('/api/admin/contact-submissions');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: body.id, email: 'jo@example.com' }],
    });
  });

  it('POST /api/contact validates every field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...contact, name: '' }, 'name'],
      [{ ...contact, email: 'not-an-email' }, 'email'],
      [{ ...contact, inquiryType: 'spam' }, 'inquiryType'],
      [{ ...contact, message: 42 }, 'message'],
      [{ name: 'x' }, 'email'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
      expect(res.statusCode, field).toBe(400);
      expect(errorBody(res).issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: [field] })]),
      );
    }
    expect(await collections.contactSubmissions.count(t.database.db)).toBe(0);
  });

  it('rate-limits POST /api/contact to 5 a minute per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
