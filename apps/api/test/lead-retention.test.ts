import { createLead, enqueueLeadNotification, setLeadStatus, type DatabaseHandle } from '@forma/db';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { SPAM_RETENTION_DAYS } from '@forma/validators';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  purgeExpiredLeads,
  startLeadRetention,
  type LeadRetentionOptions,
} from '../src/jobs/lead-retention';

/** Lead retention (issue 11 item 6) with backdated rows and an injected clock. */

const DAY = 24 * 60 * 60_000;
const NOW = new Date('2026-12-31T12:00:00Z');

describe.each(DATABASE_KINDS)('lead retention on %s', (kind) => {
  let h: DatabaseHandle;
  const logged: { counts: object; message: string }[] = [];
  const log = {
    info: (counts: object, message: string) => void logged.push({ counts, message }),
    warn: () => {},
  } as unknown as LeadRetentionOptions['log'];
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    logged.length = 0;
  });

  /** A lead (spam on arrival when `spam`) created `days` days before NOW. */
  async function lead(name: string, days: number, spam = false) {
    const row = await createLead(h.db, {
      name,
      email: `${name.toLowerCase()}@example.com`,
      company: 'Acme',
      inquiryType: 'project',
      message: 'Hello',
      ...(spam ? { status: 'spam' as const, spamReason: 'honeypot' as const } : {}),
    });
    const createdAt = new Date(NOW.getTime() - days * DAY);
    await sql`update contact_submissions set created_at = ${createdAt},
      spam_at = case when spam_at is null then null else ${createdAt}::timestamptz end
      where id = ${row.id}`.execute(h.db);
    return row.id;
  }
  const names = async () =>
    (await h.db.selectFrom('contactSubmissions').select('name').orderBy('name').execute()).map(
      (r) => r.name,
    );

  it(`deletes spam older than ${SPAM_RETENTION_DAYS} days and keeps leads forever by default`, async () => {
    await lead('OldSpam', SPAM_RETENTION_DAYS + 1, true);
    await lead('EdgeSpam', SPAM_RETENTION_DAYS - 0.01, true);
    await lead('NewSpam', 1, true);
    await lead('AncientLead', 3000);
    await lead('FreshLead', 0);
    const counts = await purgeExpiredLeads({ db: h.db, log, now: () => NOW });
    expect(counts).toEqual({ spam: 1, leads: 0 });
    expect(await names()).toEqual(['AncientLead', 'EdgeSpam', 'FreshLead', 'NewSpam']);
    expect(logged).toEqual([
      {
        counts: { spam: 1, leads: 0, spamRetentionDays: 30, leadRetentionDays: null },
        message: 'deleted expired leads',
      },
    ]);
    // Nothing more to do: no counts logged.
    expect(await purgeExpiredLeads({ db: h.db, log, now: () => NOW })).toEqual({
      spam: 0,
      leads: 0,
    });
    expect(logged).toHaveLength(1);
  });

  it('counts spam from when it was marked spam, not from its arrival (issue 22 item 12)', async () => {
    const markedRecently = await lead('MarkedRecently', SPAM_RETENTION_DAYS + 30);
    const markedLongAgo = await lead('MarkedLongAgo', SPAM_RETENTION_DAYS + 30);
    const admin = null;
    await setLeadStatus(h.db, markedRecently, 'spam', admin);
    await setLeadStatus(h.db, markedLongAgo, 'spam', admin);
    const marked = (days: number) => new Date(NOW.getTime() - days * DAY);
    await sql`update contact_submissions set spam_at = ${marked(2)} where id = ${markedRecently}`.execute(
      h.db,
    );
    await sql`update contact_submissions set spam_at = ${marked(SPAM_RETENTION_DAYS + 1)} where id = ${markedLongAgo}`.execute(
      h.db,
    );
    expect(await purgeExpiredLeads({ db: h.db, log, now: () => NOW })).toEqual({
      spam: 1,
      leads: 0,
    });
    expect(await names()).toEqual(['MarkedRecently']);
    // Leaving spam clears the mark: back to a lead, it is kept like any lead.
    await setLeadStatus(h.db, markedRecently, 'new', admin);
    const row = await h.db
      .selectFrom('contactSubmissions')
      .select(['status', 'spamAt', 'spamReason'])
      .where('id', '=', markedRecently)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', spamAt: null, spamReason: null });
  });

  it('with LEAD_RETENTION_DAYS, deletes leads of any status older than that, with their rows', async () => {
    const old = await lead('OldLead', 91);
    await lead('OldSpam', 91, true);
    await lead('KeptLead', 89);
    await h.db
      .updateTable('contactSubmissions')
      .set({ status: 'won' })
      .where('id', '=', old)
      .execute();
    await h.db.insertInto('leadNotes').values({ leadId: old, authorId: null, body: 'n' }).execute();
    await enqueueLeadNotification(h.db, old);
    const counts = await purgeExpiredLeads({
      db: h.db,
      log,
      leadRetentionDays: 90,
      now: () => NOW,
    });
    expect(counts).toEqual({ spam: 1, leads: 1 });
    expect(await names()).toEqual(['KeptLead']);
    for (const table of ['leadNotes', 'leadEvents', 'leadNotifications'] as const) {
      const rows = await h.db
        .selectFrom(table)
        .select('leadId')
        .where('leadId', '=', old)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('is safe to run from several instances at once', async () => {
    for (let i = 0; i < 6; i++) await lead(`Spam${i}`, 40, true);
    for (let i = 0; i < 4; i++) await lead(`Lead${i}`, 400);
    await lead('Kept', 10);
    const options = { db: h.db, log, leadRetentionDays: 365, now: () => NOW };
    const runs = await Promise.all([purgeExpiredLeads(options), purgeExpiredLeads(options)]);
    expect(runs.reduce((n, r) => n + r.spam, 0)).toBe(6);
    expect(runs.reduce((n, r) => n + r.leads, 0)).toBe(4);
    expect(await names()).toEqual(['Kept']);
  });

  it('runs on start, then on its interval, until stopped', async () => {
    await lead('OldSpam', 31, true);
    const retention = startLeadRetention({ db: h.db, log, now: () => NOW, intervalMs: 50 });
    try {
      await expect.poll(names).toEqual([]);
      await lead('LaterSpam', 45, true);
      await expect.poll(names).toEqual([]);
    } finally {
      await retention.stop();
    }
    await lead('AfterStop', 45, true);
    await new Promise((r) => setTimeout(r, 150));
    expect(await names()).toEqual(['AfterStop']);
  });
});
