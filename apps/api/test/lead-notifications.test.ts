import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { claimLeadNotification, createLead, enqueueLeadNotification } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMailer,
  MAX_ATTEMPTS,
  notifyNextLead,
  RETRY_BACKOFF_MS,
  startLeadNotifier,
  type LeadNotifier,
  type LeadNotifierDeps,
} from '../src/jobs/lead-notifier';
import { createTestApp, type TestApp } from './helpers';
import { MailSink } from './mail-sink';

/** New-lead e-mails (issue 11 item 4) through a local SMTP server started by the test. */

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const PUBLIC_URL = 'https://forma.example';
const TEAM = ['team@forma.example', 'sales@forma.example'];

const contact = {
  name: 'Ada <Lovelace>',
  email: 'ada@example.com',
  company: 'Analytical & Engines',
  inquiryType: 'project',
  message: 'We need a design system.\n<script>alert(1)</script>',
};

/** Waits until `check` holds (polls every 25 ms, up to 10 s). */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(DATABASE_KINDS)('new-lead e-mails on %s', (kind) => {
  let t: TestApp;
  let sink: MailSink;
  let smtpUrl: string;
  let notifier: LeadNotifier | null = null;
  let deps: LeadNotifierDeps;

  beforeAll(async () => {
    sink = new MailSink();
    smtpUrl = await sink.listen();
    t = await createTestApp(kind, {
      rateLimitScale: 1000,
      jobs: { kickPatternVectorizer: () => {}, kickLeadNotifier: () => notifier?.kick() },
    });
    deps = {
      db: t.database.db,
      log: silent,
      mailer: createMailer(smtpUrl),
      to: TEAM,
      publicUrl: PUBLIC_URL,
    };
  });
  afterAll(async () => {
    await notifier?.stop();
    deps?.mailer.close();
    await t?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    await notifier?.stop();
    notifier = null;
    await truncateAll(t.database);
    sink.messages.length = 0;
    sink.rejectNext = 0;
    sink.rejected = 0;
  });

  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload });
  const notification = (leadId: number) =>
    t.database.db
      .selectFrom('leadNotifications')
      .selectAll()
      .where('leadId', '=', leadId)
      .executeTakeFirstOrThrow();

  it('e-mails the team the inquiry with a link to it in the console, right after it is stored', async () => {
    notifier = startLeadNotifier({ ...deps, mailer: createMailer(smtpUrl), pollMs: 60_000 });
    const res = await post({ ...contact, fillMs: 12_000 });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    // Woken by the insert (the poll is a minute away).
    await until(() => sink.messages.length === 1, 'the e-mail');
    const mail = sink.messages[0]!;
    const link = `${PUBLIC_URL}/admin/contact-submissions?open=${id}`;
    expect(mail.subject).toBe('New inquiry: Ada <Lovelace> (Analytical & Engines)');
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value.map((a) => a.address)).toEqual(TEAM);
    expect(mail.from?.value[0]?.address).toBe(TEAM[0]);
    expect(mail.replyTo?.value[0]?.address).toBe('ada@example.com');
    expect(mail.text).toContain('Name: Ada <Lovelace>');
    expect(mail.text).toContain('Email: ada@example.com');
    expect(mail.text).toContain('Company: Analytical & Engines');
    expect(mail.text).toContain('Inquiry type: Start a Project');
    expect(mail.text).toContain('We need a design system.\n<script>alert(1)</script>');
    expect(mail.text).toContain(`Open it in the console: ${link}`);
    // The HTML part escapes every value.
    const html = String(mail.html);
    expect(html).toContain('Ada &lt;Lovelace&gt;');
    expect(html).toContain('Analytical &amp; Engines');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<a href="${link}">`);
    await until(async () => (await notification(id)).status === 'sent', 'status sent');
    expect(await notification(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date),
    });
  });

  it('on start, sends what a previous run (or another instance) left pending', async () => {
    const lead = await createLead(t.database.db, { ...contact, name: 'Left Over' });
    // Queued as the contact route queues it (due at the JS clock's millisecond; the column's
    // database default has microseconds and could be a fraction of a millisecond after "now").
    await enqueueLeadNotification(t.database.db, lead.id);
    notifier = startLeadNotifier({ ...deps, mailer: createMailer(smtpUrl), pollMs: 60_000 });
    // The pass it runs on start has ended: the e-mail went out in it (no clock involved).
    await notifier.settled();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.subject).toBe('New inquiry: Left Over (Analytical & Engines)');
  });

  it('retries a rejected e-mail after its backoff, then sends it', async () => {
    sink.rejectNext = 2;
    let now = new Date('2026-11-25T10:00:00Z');
    const clocked = { ...deps, now: () => now };
    const lead = await createLead(t.database.db, contact);
    await t.database.db
      .insertInto('leadNotifications')
      .values({ leadId: lead.id, nextAttemptAt: now })
      .execute();

    expect(await notifyNextLead(clocked)).toMatchObject({ leadId: lead.id, status: 'retry' });
    let row = await notification(lead.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/451 Mailbox busy, try later/);
    expect(row.nextAttemptAt).toEqual(new Date(now.getTime() + RETRY_BACKOFF_MS[0]));
    // Not due before the backoff ends.
    now = new Date(now.getTime() + RETRY_BACKOFF_MS[0] - 1000);
    expect(await notifyNextLead(clocked)).toBeNull();
    now = new Date(now.getTime() + 1000);
    expect(await notifyNextLead(clocked)).toMatchObject({ status: 'retry' });
    row = await notification(lead.id);
    expect(row.nextAttemptAt).toEqual(new Date(now.getTime() + RETRY_BACKOFF_MS[1]));
    now = new Date(now.getTime() + RETRY_BACKOFF_MS[1]);
    expect(await notifyNextLead(clocked)).toMatchObject({ status: 'sent' });
    expect(sink.rejected).toBe(2);
    expect(sink.messages).toHaveLength(1);
    expect(await notification(lead.id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
    });
    expect(await notifyNextLead(clocked)).toBeNull();
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and keeps the last error`, async () => {
    sink.rejectNext = 100;
    let now = new Date('2026-11-25T10:00:00Z');
    const clocked = { ...deps, now: () => now };
    const lead = await createLead(t.database.db, contact);
    await t.database.db
      .insertInto('leadNotifications')
      .values({ leadId: lead.id, nextAttemptAt: now })
      .execute();
    const outcomes: string[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      outcomes.push((await notifyNextLead(clocked))!.status);
      now = new Date(now.getTime() + 2 * 3_600_000);
    }
    expect(outcomes).toEqual(['retry', 'retry', 'retry', 'retry', 'failed']);
    expect(await notifyNextLead(clocked)).toBeNull();
    const row = await notification(lead.id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    expect(row.lastError).toMatch(/451 Mailbox busy/);
    expect(sink.messages).toHaveLength(0);
  });

  it('never e-mails about spam', async () => {
    notifier = startLeadNotifier({ ...deps, mailer: createMailer(smtpUrl), pollMs: 60_000 });
    const spam = await post({ ...contact, website: 'https://spam.example' });
    const fast = await post({ ...contact, fillMs: 200 });
    expect([spam.statusCode, fast.statusCode]).toEqual([201, 201]);
    const real = await post({ ...contact, name: 'Real Person', fillMs: 9000 });
    await until(() => sink.messages.length === 1, 'the real e-mail');
    expect(sink.messages[0]!.subject).toContain('Real Person');
    const rows = await t.database.db.selectFrom('leadNotifications').select('leadId').execute();
    expect(rows).toEqual([{ leadId: real.json().id }]);

    // A lead marked as spam before its e-mail went out is not announced either.
    const later = await createLead(t.database.db, contact);
    await enqueueLeadNotification(t.database.db, later.id);
    await t.database.db
      .updateTable('contactSubmissions')
      .set({ status: 'spam', spamReason: 'manual' })
      .where('id', '=', later.id)
      .execute();
    expect(await notifyNextLead(deps)).toBeNull();
    expect(await notification(later.id)).toMatchObject({
      status: 'failed',
      lastError: 'The lead is marked as spam',
    });
    expect(sink.messages).toHaveLength(1);
  });

  it("the visitor's request succeeds at once while SMTP is down; the e-mail waits for a retry", async () => {
    // Nothing listens on this port: every attempt fails to connect.
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    notifier = startLeadNotifier({
      ...deps,
      mailer: createMailer(`smtp://127.0.0.1:${port}`),
      pollMs: 60_000,
    });
    const started = Date.now();
    const res = await post({ ...contact, fillMs: 8000 });
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    const { id } = res.json() as { id: number };
    await until(async () => (await notification(id)).attempts === 1, 'the first attempt');
    await until(async () => (await notification(id)).lastError !== null, 'the error');
    const row = await notification(id);
    expect(row.status).toBe('pending');
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Once SMTP is back, another worker (or this one after a restart) sends it when it is due.
    await notifier.stop();
    notifier = null;
    const later = () => new Date(Date.now() + RETRY_BACKOFF_MS[0] + 1000);
    expect(await notifyNextLead({ ...deps, now: later })).toMatchObject({ status: 'sent' });
    expect(sink.messages).toHaveLength(1);
  });

  it('a claim is leased: a second worker skips it, and takes it over once the lease ends', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const a = await createLead(t.database.db, contact);
    const b = await createLead(t.database.db, { ...contact, name: 'Bea' });
    for (const lead of [a, b])
      await t.database.db
        .insertInto('leadNotifications')
        .values({ leadId: lead.id, nextAttemptAt: now })
        .execute();
    const options = { now, leaseMs: 60_000, maxAttempts: MAX_ATTEMPTS };
    // Two workers at once never get the same row.
    const claim = () => claimLeadNotification(t.database.db, options);
    const [first, second] = await Promise.all([claim(), claim()]);
    expect(new Set([first?.lead.id, second?.lead.id])).toEqual(new Set([a.id, b.id]));
    expect(await claimLeadNotification(t.database.db, options)).toBeUndefined();
    // Their workers died: after the lease, both are claimed again (attempt 2).
    const after = { ...options, now: new Date(now.getTime() + 60_000) };
    const again = await claimLeadNotification(t.database.db, after);
    expect(again?.attempts).toBe(2);
  });
});
