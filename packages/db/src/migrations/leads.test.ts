import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { down, up } from './2026-11-25T00-00_leads';

describe.each(DATABASE_KINDS)('leads migration on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  const search = async (name: string) =>
    (
      await sql<{
        search: string;
      }>`select search::text as search from designers where name = ${name}`.execute(h.db)
    ).rows[0]?.search;

  it('keeps existing submissions as new leads with their read state and created_at', async () => {
    await down(h.db);
    await sql`insert into contact_submissions (name, email, company, inquiry_type, message, created_at, is_read)
      values ('Old', 'old@example.com', 'Acme', 'project', 'Hello', '2026-01-02T03:04:05Z', true),
             ('Older', 'older@example.com', 'Acme', 'designer', 'Hi', '2025-06-01T00:00:00Z', false)`.execute(
      h.db,
    );
    await sql`insert into designers (name, title, bio, skills) values ('Ada', 'Brand Designer', 'Logos', '{Typography}')`.execute(
      h.db,
    );
    await up(h.db);
    const rows = await h.db
      .selectFrom('contactSubmissions')
      .select(['name', 'status', 'isRead', 'createdAt', 'updatedAt', 'spamReason', 'assigneeId'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        name: 'Old',
        status: 'new',
        isRead: true,
        createdAt: new Date('2026-01-02T03:04:05Z'),
        updatedAt: new Date('2026-01-02T03:04:05Z'),
        spamReason: null,
        assigneeId: null,
      },
      {
        name: 'Older',
        status: 'new',
        isRead: false,
        createdAt: new Date('2025-06-01T00:00:00Z'),
        updatedAt: new Date('2025-06-01T00:00:00Z'),
        spamReason: null,
        assigneeId: null,
      },
    ]);
    // Backfilled search vector with weights.
    expect(await search('Ada')).toBe("'brand':2A 'design':3A 'logo':4C 'typographi':1A");
  });

  it('refuses an unknown status', async () => {
    await expect(
      sql`update contact_submissions set status = 'bogus'`.execute(h.db),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('keeps designers.search current on designer and work writes', async () => {
    const { id } = await h.db
      .insertInto('designers')
      .values({ name: 'Bo', title: 'Motion Designer', bio: '', skills: ['Animation'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await search('Bo')).toBe("'anim':1A 'design':3A 'motion':2A");
    const work = await h.db
      .insertInto('designerWorks')
      .values({ designerId: id, title: 'Fintech launch', category: 'Brand', mediaUrl: '/x.png' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await search('Bo')).toContain("'fintech':");
    // Weight D is the default and prints without a letter.
    expect(await search('Bo')).toMatch(/'fintech':\d+ /);
    await h.db
      .updateTable('designerWorks')
      .set({ title: 'Crypto launch' })
      .where('id', '=', work.id)
      .execute();
    expect(await search('Bo')).not.toContain('fintech');
    expect(await search('Bo')).toContain("'crypto'");
    await h.db.updateTable('designers').set({ bio: 'Loves kites' }).where('id', '=', id).execute();
    expect(await search('Bo')).toMatch(/'kite':\d+C/);
    await h.db.deleteFrom('designerWorks').where('id', '=', work.id).execute();
    expect(await search('Bo')).not.toContain('crypto');
    const other = await h.db
      .insertInto('designerWorks')
      .values({ designerId: id, title: 'Zebra poster', mediaUrl: '/z.png' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ada = await h.db
      .selectFrom('designers')
      .select('id')
      .where('name', '=', 'Ada')
      .executeTakeFirstOrThrow();
    await h.db
      .updateTable('designerWorks')
      .set({ designerId: ada.id })
      .where('id', '=', other.id)
      .execute();
    expect(await search('Bo')).not.toContain('zebra');
    expect(await search('Ada')).toContain("'zebra'");
    // Deleting a designer cascades to its works without tripping the trigger.
    await h.db.deleteFrom('designers').where('id', '=', ada.id).execute();
    expect(await search('Ada')).toBeUndefined();
    const match = await sql<{ name: string }>`select name from designers
      where search @@ websearch_to_tsquery('english', 'animation')`.execute(h.db);
    expect(match.rows).toEqual([{ name: 'Bo' }]);
  });
});
