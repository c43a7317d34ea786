import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { MIN_FILL_TIME_MS } from '@forma/validators';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from './helpers';

/** Spam defences of the contact form (issue 11 item 5): honeypot and fill time. */

const contact = {
  name: 'Jo Doe',
  email: 'jo@example.com',
  company: 'Acme',
  inquiryType: 'project',
  message: 'We need a brand refresh.',
};

describe.each(DATABASE_KINDS)('contact form spam defences on %s', (kind) => {
  let t: TestApp;
  let kicks = 0;
  let notifying = true;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      rateLimitScale: 1000,
      jobs: {
        kickPatternVectorizer: () => {},
        // Like server.ts with SMTP configured; `notifying` false stands for "no SMTP".
        get kickLeadNotifier() {
          return notifying ? () => void kicks++ : undefined;
        },
      },
    });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    kicks = 0;
    notifying = true;
  });

  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload });
  const stored = (id: number) =>
    t.database.db
      .selectFrom('contactSubmissions')
      .select(['name', 'status', 'spamReason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const queued = async () =>
    (await t.database.db.selectFrom('leadNotifications').select('leadId').execute()).map(
      (r) => r.leadId,
    );

  it("stores SPEC's five fields as a new lead, queues its e-mail and wakes the notifier", async () => {
    const res = await post(contact);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { success: boolean; id: number };
    expect(body).toEqual({ success: true, id: expect.any(Number) });
    expect(await stored(body.id)).toEqual({ name: 'Jo Doe', status: 'new', spamReason: null });
    expect(await queued()).toEqual([body.id]);
    expect(kicks).toBe(1);
    const events = await t.database.db
      .selectFrom('leadEvents')
      .select(['kind', 'data'])
      .where('leadId', '=', body.id)
      .execute();
    expect(events).toEqual([{ kind: 'created', data: { status: 'new' } }]);
  });

  it('a filled honeypot or a form sent too fast is stored as spam, same answer, no e-mail', async () => {
    const cases: [object, string | null][] = [
      [{ ...contact, website: 'https://spam.example' }, 'honeypot'],
      [{ ...contact, website: ' ' }, 'honeypot'],
      [{ ...contact, website: 'x', fillMs: 60_000 }, 'honeypot'],
      [{ ...contact, fillMs: 0 }, 'too-fast'],
      [{ ...contact, fillMs: MIN_FILL_TIME_MS - 1 }, 'too-fast'],
      [{ ...contact, website: '', fillMs: MIN_FILL_TIME_MS }, null],
      [{ ...contact, website: '' }, null],
      [{ ...contact, fillMs: 86_400_000 }, null],
    ];
    const notified: number[] = [];
    for (const [payload, reason] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(201);
      const body = res.json() as { success: boolean; id: number };
      expect(Object.keys(body).sort()).toEqual(['id', 'success']);
      expect(body.success).toBe(true);
      expect(await stored(body.id), JSON.stringify(payload)).toEqual({
        name: 'Jo Doe',
        status: reason ? 'spam' : 'new',
        spamReason: reason,
      });
      if (!reason) notified.push(body.id);
    }
    expect((await queued()).sort()).toEqual(notified.sort());
    expect(kicks).toBe(notified.length);
  });

  it('tRPC contact.submit judges the same signals', async () => {
    const call = async (input: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/contact.submit',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(superjson.serialize(input)),
      });
      expect(res.statusCode).toBe(200);
      return (superjson.deserialize(res.json().result.data) as { id: number }).id;
    };
    expect((await stored(await call({ ...contact, fillMs: 1200 }))).spamReason).toBe('too-fast');
    expect((await stored(await call({ ...contact, website: 'a' }))).spamReason).toBe('honeypot');
    expect((await stored(await call({ ...contact, fillMs: 4000 }))).status).toBe('new');
  });

  it('queues no e-mail when e-mails are not configured', async () => {
    notifying = false;
    const res = await post(contact);
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().id)).status).toBe('new');
    expect(await queued()).toEqual([]);
    expect(kicks).toBe(0);
  });

  it('bad spam signals are a 400 with the field named, nothing stored', async () => {
    const bad: [object, string][] = [
      [{ ...contact, fillMs: -1 }, 'fillMs'],
      [{ ...contact, fillMs: 1.5 }, 'fillMs'],
      [{ ...contact, fillMs: '5000' }, 'fillMs'],
      [{ ...contact, fillMs: 86_400_001 }, 'fillMs'],
      [{ ...contact, website: 'w'.repeat(301) }, 'website'],
      [{ ...contact, website: 42 }, 'website'],
      [{ ...contact, website: 'a\u0000b' }, 'website'],
    ];
    for (const [payload, field] of bad) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = errorBody(res);
      expect(JSON.stringify(body.issues), JSON.stringify(payload)).toContain(field);
    }
    const rows = await t.database.db.selectFrom('contactSubmissions').select('id').execute();
    expect(rows).toEqual([]);
  });
});
