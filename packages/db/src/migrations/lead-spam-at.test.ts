import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { down, up } from './2026-11-25T01-00_lead-spam-at';

describe.each(DATABASE_KINDS)('lead spam_at migration on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  it('dates existing spam by its last move to spam, else its arrival; leads get none', async () => {
    await down(h.db);
    await sql`insert into contact_submissions (id, name, email, company, inquiry_type, message, created_at, status, spam_reason)
      values (1, 'Moved', 'a@example.com', 'Acme', 'project', 'Hi', '2026-01-01T00:00:00Z', 'spam', 'manual'),
             (2, 'Arrived', 'b@example.com', 'Acme', 'project', 'Hi', '2026-02-01T00:00:00Z', 'spam', 'honeypot'),
             (3, 'Lead', 'c@example.com', 'Acme', 'project', 'Hi', '2026-03-01T00:00:00Z', 'new', null)`.execute(
      h.db,
    );
    await sql`insert into lead_events (lead_id, kind, data, created_at)
      values (1, 'status', '{"from":"new","to":"spam"}', '2026-01-10T00:00:00Z'),
             (1, 'status', '{"from":"spam","to":"new"}', '2026-01-11T00:00:00Z'),
             (1, 'status', '{"from":"new","to":"spam"}', '2026-01-20T00:00:00Z')`.execute(h.db);
    await up(h.db);
    const rows = await h.db
      .selectFrom('contactSubmissions')
      .select(['name', 'spamAt'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { name: 'Moved', spamAt: new Date('2026-01-20T00:00:00Z') },
      { name: 'Arrived', spamAt: new Date('2026-02-01T00:00:00Z') },
      { name: 'Lead', spamAt: null },
    ]);
  });
});
