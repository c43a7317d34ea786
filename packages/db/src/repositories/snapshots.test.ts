import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import {
  contentHistory,
  getContent,
  lastContentEdits,
  recentContentEdits,
  saveContent,
} from './content';
import { getSetting, putSetting } from './settings';
import {
  applySiteState,
  createSnapshot,
  deleteSnapshot,
  getSnapshot,
  listSnapshots,
  readSiteState,
} from './snapshots';
import { insertUser } from './users';

describe.each(DATABASE_KINDS)('site snapshots on %s', (kind) => {
  let h: DatabaseHandle;
  let userId: number;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
    userId = (await insertUser(h.db, { username: 'snapper', passwordHash: 'x' }))!.id;
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await h.db.deleteFrom('contentSnapshots').execute();
    await h.db.deleteFrom('siteContent').execute();
    await h.db.deleteFrom('settings').execute();
  });

  it('saves a snapshot of every block and setting and lists it with its author', async () => {
    await saveContent(h.db, 'hero', { title: 'Snap' }, userId);
    await putSetting(h.db, 'aiSectionEnabled', 'false');
    const summary = await createSnapshot(h.db, 'Before launch', userId);
    expect(summary).toMatchObject({
      name: 'Before launch',
      username: 'snapper',
      blockCount: 1,
      settingCount: 1,
    });
    expect(await listSnapshots(h.db)).toEqual([summary]);
    const row = await getSnapshot(h.db, summary.id);
    expect(row?.blocks).toEqual({ hero: { title: 'Snap' } });
    expect(row?.settings).toEqual({ aiSectionEnabled: 'false' });
    expect(await deleteSnapshot(h.db, summary.id)).toBe(true);
    expect(await deleteSnapshot(h.db, summary.id)).toBe(false);
  });

  it('restores blocks and settings, writing a history row only for changed blocks', async () => {
    await saveContent(h.db, 'hero', { title: 'Old' }, userId);
    await saveContent(h.db, 'about', { title: 'Same' }, userId);
    await putSetting(h.db, 'aiSectionEnabled', 'false');
    const snap = await createSnapshot(h.db, 'old', userId);
    await saveContent(h.db, 'hero', { title: 'New' }, userId);
    await saveContent(h.db, 'vcs', { badge: 'Added later' }, userId);
    await putSetting(h.db, 'aiSectionEnabled', 'true');
    await putSetting(h.db, 'selectedProjectsStyle', 'arc');
    const aboutVersions = (await contentHistory(h.db, 'about')).length;

    const row = (await getSnapshot(h.db, snap.id))!;
    const changes = await applySiteState(
      h.db,
      { blocks: row.blocks as never, settings: row.settings as never },
      null,
    );
    expect(changes).toEqual({
      sections: ['hero', 'vcs'],
      settings: ['aiSectionEnabled', 'selectedProjectsStyle'],
    });
    expect((await getContent(h.db, 'hero'))?.content).toEqual({ title: 'Old' });
    // A block the snapshot did not have goes back to the built-in defaults; its history stays.
    expect((await getContent(h.db, 'vcs'))?.content).toEqual({});
    expect(await contentHistory(h.db, 'vcs')).toHaveLength(2);
    expect(await contentHistory(h.db, 'about')).toHaveLength(aboutVersions);
    expect((await getSetting(h.db, 'aiSectionEnabled'))?.value).toBe('false');
    expect(await getSetting(h.db, 'selectedProjectsStyle')).toBeUndefined();
  });

  it('changes nothing when the restore fails half-way', async () => {
    await saveContent(h.db, 'hero', { title: 'Current' }, userId);
    await putSetting(h.db, 'aiSectionEnabled', 'true');
    const before = await readSiteState(h.db);
    const historyBefore = (await contentHistory(h.db, 'hero')).length;
    // The blocks are written first; the settings write then fails inside the same transaction.
    await sql`create or replace function forma_test_fail() returns trigger as $$
      begin raise exception 'settings write refused'; end; $$ language plpgsql`.execute(h.db);
    await sql`create trigger forma_test_fail before insert or update on settings
      for each row execute function forma_test_fail()`.execute(h.db);
    try {
      await expect(
        applySiteState(
          h.db,
          { blocks: { hero: { title: 'Restored' } }, settings: { aiSectionEnabled: 'false' } },
          userId,
        ),
      ).rejects.toThrow(/settings write refused/);
    } finally {
      await sql`drop trigger forma_test_fail on settings`.execute(h.db);
    }
    expect(await readSiteState(h.db)).toEqual(before);
    expect(await contentHistory(h.db, 'hero')).toHaveLength(historyBefore);
  });

  it('lists the latest edits overall and the last edit of each section', async () => {
    await saveContent(h.db, 'hero', { title: 'A' }, userId);
    await saveContent(h.db, 'about', { title: 'B' }, null);
    await saveContent(h.db, 'hero', { title: 'C' }, userId);
    const recent = await recentContentEdits(h.db, 2);
    expect(recent.map((r) => r.section)).toEqual(['hero', 'about']);
    expect(recent[0]).toMatchObject({ username: 'snapper' });
    const last = await lastContentEdits(h.db);
    const hero = last.find((r) => r.section === 'hero');
    expect(hero?.id).toBe(recent[0]!.id);
    expect(last.find((r) => r.section === 'about')?.username).toBeNull();
  });
});
