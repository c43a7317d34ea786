import { createLead, type NewLead } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { neutraliseCell } from '../src/leads/lead-csv';
import type { Client } from './helpers';
import { createTestApp, errorBody, signedInClient, type TestApp } from './helpers';

const LEAD_CALLS: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/leads' },
  { method: 'GET', url: '/api/admin/leads/export.csv' },
  { method: 'GET', url: '/api/admin/leads/1' },
  { method: 'POST', url: '/api/admin/leads/1/status', payload: { status: 'won' } },
  { method: 'POST', url: '/api/admin/leads/1/notes', payload: { body: 'x' } },
  { method: 'POST', url: '/api/admin/leads/delete-by-email', payload: { email: 'a@b.co' } },
];

const lead = (over: Partial<NewLead> = {}): NewLead => ({
  name: 'Dana Lee',
  email: 'dana@example.com',
  company: 'Acme',
  inquiryType: 'project',
  message: 'We need a website',
  ...over,
});

/** Parses CSV whose every field is quoted (RFC 4180 `""` escapes); asserts that quoting. */
function parseQuotedCsv(text: string): string[][] {
  const rows: string[][] = [];
  let i = 0;
  while (i < text.length) {
    const row: string[] = [];
    for (;;) {
      expect(text[i], `field at ${i} is quoted`).toBe('"');
      let value = '';
      i += 1;
      for (;;) {
        const c = text[i];
        if (c === undefined) throw new Error('unterminated field');
        if (c === '"' && text[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (c === '"') {
          i += 1;
          break;
        } else {
          value += c;
          i += 1;
        }
      }
      row.push(value);
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      expect(text.slice(i, i + 2)).toBe('\r\n');
      i += 2;
      break;
    }
    rows.push(row);
  }
  return rows;
}

describe.each(DATABASE_KINDS)('lead REST on %s', (kind) => {
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

  it('answers 401 to anonymous and 403 to non-admins on every lead path', async () => {
    const member = await signedInClient(t, 'member');
    for (const call of LEAD_CALLS) {
      const anon = await t.app.inject(call);
      expect(anon.statusCode, `${call.method} ${call.url}`).toBe(401);
      errorBody(anon);
      const denied = await member.request(call);
      expect(denied.statusCode, `${call.method} ${call.url}`).toBe(403);
      errorBody(denied);
    }
  });

  it('lists with query-string filters, sort and paging; bad values are 400s', async () => {
    const db = t.database.db;
    const a = await createLead(db, lead({ name: 'Ann' }));
    await createLead(db, lead({ name: 'Ben', inquiryType: 'designer' }));
    await createLead(db, lead({ name: 'Spam', status: 'spam', spamReason: 'honeypot' }));
    const res = await admin.get('/api/admin/leads?sort=name&limit=1&offset=0&_t=123&q=');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items.map((l: { name: string }) => l.name)).toEqual(['Ann']);
    expect(page.total).toBe(2);
    expect(page.counts).toMatchObject({ new: 2, spam: 1, won: 0 });
    expect(typeof page.items[0].createdAt).toBe('string');
    const names = async (qs: string) =>
      (await admin.get(`/api/admin/leads?${qs}`)).json().items.map((l: { name: string }) => l.name);
    expect(await names('status=spam')).toEqual(['Spam']);
    expect(await names('inquiryType=designer')).toEqual(['Ben']);
    expect(await names('isRead=false&assigneeId=none&sort=-name')).toEqual(['Ben', 'Ann']);
    await admin.post(`/api/admin/leads/${a.id}/status`, { status: 'won' });
    expect(await names('status=won&from=2020-01-01&to=2999-12-31')).toEqual(['Ann']);

    for (const [qs, message] of [
      ['sort=password', /Invalid option|sort/i],
      ['isRead=yes', /boolean|isRead/i],
      ['limit=abc', /number|limit/i],
      ['limit=500', /100|limit/i],
      ['status=archived', /Status must be one of/],
      ['from=2026-02-30', /calendar date/],
      ['assigneeId=someone', /.+/],
    ] as const) {
      const bad = await admin.get(`/api/admin/leads?${qs}`);
      expect(bad.statusCode, qs).toBe(400);
      expect(errorBody(bad).message, qs).toMatch(message);
    }
  });

  it('gets one lead, changes its status, adds a note and deletes by email', async () => {
    const db = t.database.db;
    const { id } = await createLead(db, lead({ email: 'Pat@Example.com' }));
    await createLead(db, lead({ email: 'pat@example.com' }));
    expect((await admin.get('/api/admin/leads/999999')).statusCode).toBe(404);
    expect(errorBody(await admin.get('/api/admin/leads/999999')).message).toBe('Lead not found');
    expect((await admin.get('/api/admin/leads/abc')).statusCode).toBe(400);

    const moved = await admin.post(`/api/admin/leads/${id}/status`, { status: 'contacted' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, status: 'contacted' });
    const bad = await admin.post(`/api/admin/leads/${id}/status`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).message).toMatch(/Status must be one of/);
    const note = await admin.post(`/api/admin/leads/${id}/notes`, { body: 'Sent the deck' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ body: 'Sent the deck', authorName: 'boss' });
    expect((await admin.post(`/api/admin/leads/${id}/notes`, { body: '' })).statusCode).toBe(400);

    const detail = (await admin.get(`/api/admin/leads/${id}`)).json();
    expect(detail.notes).toHaveLength(1);
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual([
      'note',
      'status',
      'created',
    ]);
    // The audit log has the writes.
    const audit = await db.selectFrom('auditLog').select('action').orderBy('id').execute();
    expect(audit.map((r) => r.action)).toEqual(['admin.leads.setStatus', 'admin.leads.addNote']);

    const wrong = await admin.post('/api/admin/leads/delete-by-email', { email: 'not-an-email' });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).message).toBe('Enter a valid email address');
    const noBody = await admin.request({
      method: 'POST',
      url: '/api/admin/leads/delete-by-email',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(noBody.statusCode).toBe(400);
    const gone = await admin.post('/api/admin/leads/delete-by-email', { email: 'PAT@example.com' });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ deleted: 2 });
    expect((await admin.get('/api/admin/leads')).json().total).toBe(0);
  });

  it('exports CSV: attachment, every field quoted, formulas neutralised, notes and shortlist, filters', async () => {
    const db = t.database.db;
    const boss = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'boss')
      .executeTakeFirstOrThrow();
    const { id: designerId } = await db
      .insertInto('designers')
      .values({ name: '@Ana', title: 'Brand designer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const evil = await createLead(
      db,
      lead({
        name: '=HYPERLINK("http://x","y")',
        email: 'evil@example.com',
        company: '+1 Corp',
        message: '-2+3\nsecond "line", with comma',
      }),
    );
    await createLead(db, lead({ name: '@SUM(A1)', company: '\tTabbed', message: '\rCR' }));
    await createLead(db, lead({ name: 'Spam Bot', status: 'spam', spamReason: 'too-fast' }));
    await admin.post(`/api/admin/leads/${evil.id}/notes`, { body: '=1+1' });
    await admin.post(`/api/admin/leads/${evil.id}/status`, { status: 'qualified' });
    await db
      .insertInto('leadShortlist')
      .values({ leadId: evil.id, designerId, addedBy: boss.id })
      .execute();
    await db
      .updateTable('contactSubmissions')
      .set({ assigneeId: boss.id })
      .where('id', '=', evil.id)
      .execute();

    const res = await admin.get('/api/admin/leads/export.csv?sort=createdAt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="leads-${day}.csv"`);
    const rows = parseQuotedCsv(res.body);
    expect(rows[0]).toEqual([
      'id',
      'created',
      'status',
      'name',
      'email',
      'company',
      'inquiry type',
      'message',
      'assignee',
      'notes',
      'shortlisted',
      'spam reason',
    ]);
    expect(rows).toHaveLength(3);
    const [first, second] = [rows[1]!, rows[2]!];
    expect(first[0]).toBe(String(evil.id));
    expect(new Date(first[1]!).getTime()).toBe(evil.createdAt.getTime());
    expect(first.slice(2, 9)).toEqual([
      'Qualified',
      `'=HYPERLINK("http://x","y")`,
      'evil@example.com',
      `'+1 Corp`,
      'Start a Project',
      `'-2+3\nsecond "line", with comma`,
      'boss',
    ]);
    expect(first[9]).toMatch(/^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2} boss\] =1\+1$/);
    expect(first[10]).toBe(`'@Ana`);
    expect(first[11]).toBe('');
    expect(second.slice(3, 8)).toEqual([
      `'@SUM(A1)`,
      'dana@example.com',
      `'\tTabbed`,
      'Start a Project',
      `'\rCR`,
    ]);

    const spam = parseQuotedCsv((await admin.get('/api/admin/leads/export.csv?status=spam')).body);
    expect(spam.slice(1).map((r) => [r[2], r[3], r[11]])).toEqual([
      ['Spam', 'Spam Bot', 'too-fast'],
    ]);
    const searched = parseQuotedCsv(
      (await admin.get('/api/admin/leads/export.csv?q=evil%40example&isRead=false')).body,
    );
    expect(searched.slice(1).map((r) => r[0])).toEqual([String(evil.id)]);

    const bad = await admin.get('/api/admin/leads/export.csv?sort=password');
    expect(bad.statusCode).toBe(400);
    errorBody(bad);
    const anon = await t.app.inject({ method: 'GET', url: '/api/admin/leads/export.csv' });
    expect(anon.statusCode).toBe(401);
    expect(anon.headers['content-type']).toMatch(/application\/json/);
  });

  it('streams a large export across pages without losing or repeating a row', async () => {
    await sql`insert into contact_submissions (name, email, company, inquiry_type, message, created_at)
      select 'Lead ' || g, 'l' || g || '@example.com', 'Co', 'project', 'Hi',
        timestamptz '2026-11-01T00:00:00.000001Z' + (g % 7) * interval '1 microsecond'
      from generate_series(1, 450) as g`.execute(t.database.db);
    const res = await admin.get('/api/admin/leads/export.csv');
    expect(res.statusCode).toBe(200);
    const rows = parseQuotedCsv(res.body).slice(1);
    expect(rows).toHaveLength(450);
    expect(new Set(rows.map((r) => r[0])).size).toBe(450);
  });

  it('refuses exportRows over tRPC HTTP (a stream needs the REST export)', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: {} }));
    const res = await admin.get(`/trpc/admin.leads.exportRows?input=${input}`);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.json.message).toMatch(/stream/);
  });

  it('an empty export is the header row only', async () => {
    const rows = parseQuotedCsv((await admin.get('/api/admin/leads/export.csv')).body);
    expect(rows).toHaveLength(1);
  });
});

describe('neutraliseCell', () => {
  it('prefixes formula starters only', () => {
    for (const v of ['=1', '+1', '-1', '@a', '\tx', '\rx']) expect(neutraliseCell(v)).toBe(`'${v}`);
    for (const v of ['', 'a=1', ' =1', '1-2', "'=1"]) expect(neutraliseCell(v)).toBe(v);
  });
});
