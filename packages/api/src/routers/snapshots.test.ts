import type { DatabaseHandle } from '@forma/db';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, makeUser } from '../test-helpers';

describe.each(DATABASE_KINDS)('content history and site snapshots on %s', (kind) => {
  let h: DatabaseHandle;
  let admin: PublicUser;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    admin = await makeUser(h, 'editor', { isAdmin: true });
  });

  it('restores an older version as a new version by the restoring admin', async () => {
    const caller = callerAs(h, admin);
    await caller.content.update({ section: 'hero', content: { title: 'First title' } });
    await caller.content.update({ section: 'hero', content: { title: 'Second title' } });
    const history = await caller.content.history({ section: 'hero' });
    expect(history.map((v) => v.content.title)).toEqual(['Second title', 'First title']);
    expect(history[0]).toMatchObject({ username: 'editor' });

    const restored = await caller.content.restore({
      section: 'hero',
      historyId: history[1]!.id,
    });
    expect(restored.content).toEqual({ title: 'First title' });
    expect((await callerAs(h, null).content.get({ section: 'hero' })).content).toEqual({
      title: 'First title',
    });
    const after = await caller.content.history({ section: 'hero' });
    expect(after.map((v) => v.content.title)).toEqual([
      'First title',
      'Second title',
      'First title',
    ]);
  });

  it('refuses a version of another section, an unknown version and an unknown section', async () => {
    const caller = callerAs(h, admin);
    await caller.content.update({ section: 'about', content: { title: 'About' } });
    const [aboutVersion] = await caller.content.history({ section: 'about' });
    await expect(
      caller.content.restore({ section: 'hero', historyId: aboutVersion!.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Version not found' });
    await expect(
      caller.content.restore({ section: 'hero', historyId: 999_999 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      caller.content.restore({ section: 'nope', historyId: aboutVersion!.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Unknown content section' });
  });

  it('lists every section with its last editor for the pages index', async () => {
    const caller = callerAs(h, admin);
    await caller.content.update({ section: 'vcs', content: { badge: 'Partners' } });
    const overview = await caller.content.overview();
    expect(overview.map((r) => r.section)).toContain('advantage');
    expect(overview.find((r) => r.section === 'vcs')).toMatchObject({
      stored: true,
      lastEdit: { username: 'editor' },
    });
    expect(overview.find((r) => r.section === 'hero')).toMatchObject({
      stored: false,
      updatedAt: null,
      lastEdit: null,
    });
    const dashboard = await caller.admin.dashboard();
    expect(dashboard.latestContentEdits[0]).toMatchObject({ section: 'vcs', username: 'editor' });
  });

  it('saves a snapshot, says what a restore will change, and restores it', async () => {
    const caller = callerAs(h, admin);
    await caller.content.update({ section: 'hero', content: { title: 'Launch title' } });
    await caller.settings.update({ key: 'selectedProjectsStyle', value: 'arc' });
    const snap = await caller.snapshots.create({ name: 'Launch' });
    expect(snap).toMatchObject({ name: 'Launch', username: 'editor', blockCount: 1 });
    expect(await caller.snapshots.changes({ id: snap.id })).toEqual({
      sections: [],
      settings: [],
      revision: expect.any(Number),
    });

    await caller.content.update({ section: 'hero', content: { title: 'Later title' } });
    await caller.content.update({ section: 'about', content: { title: 'New about' } });
    await caller.settings.update({ key: 'selectedProjectsStyle', value: 'holo' });
    await caller.settings.update({ key: 'aiSectionEnabled', value: 'false' });
    const changes = await caller.snapshots.changes({ id: snap.id });
    expect(changes).toEqual({
      sections: ['about', 'hero'],
      settings: ['aiSectionEnabled', 'selectedProjectsStyle'],
      revision: expect.any(Number),
    });

    expect(await caller.snapshots.restore({ id: snap.id, revision: changes.revision })).toEqual({
      sections: changes.sections,
      settings: changes.settings,
    });
    const anon = callerAs(h, null);
    expect((await anon.content.get({ section: 'hero' })).content).toEqual({
      title: 'Launch title',
    });
    expect((await anon.content.get({ section: 'about' })).content).toEqual({});
    expect((await anon.settings.get({ key: 'selectedProjectsStyle' })).value).toBe('arc');
    await expect(anon.settings.get({ key: 'aiSectionEnabled' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await caller.snapshots.list()).map((s) => s.name)).toEqual(['Launch']);
  });

  it('restores nothing when a snapshot part no longer fits the schemas', async () => {
    const caller = callerAs(h, admin);
    await caller.content.update({ section: 'hero', content: { title: 'Kept' } });
    const snap = await caller.snapshots.create({ name: 'Broken later' });
    // The stored payload is changed behind the API's back: a block and a setting are invalid.
    await h.db
      .updateTable('contentSnapshots')
      .set({
        blocks: JSON.stringify({ hero: { title: 'Other' }, vcs: { badge: 42 } }),
        settings: JSON.stringify({ selectedProjectsStyle: 'arc' }),
      })
      .where('id', '=', snap.id)
      .execute();
    await expect(caller.snapshots.restore({ id: snap.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "The snapshot's vcs block no longer fits; nothing was restored",
    });
    expect((await callerAs(h, null).content.get({ section: 'hero' })).content).toEqual({
      title: 'Kept',
    });
  });

  it('validates names, answers NOT_FOUND for missing snapshots and is admin only', async () => {
    const caller = callerAs(h, admin);
    await expect(caller.snapshots.create({ name: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.snapshots.create({ name: 'x'.repeat(121) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.snapshots.restore({ id: 12345 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.snapshots.delete({ id: 12345 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(callerAs(h, null).snapshots.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const member = await makeUser(h, 'member');
    await expect(callerAs(h, member).snapshots.create({ name: 'x' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      callerAs(h, member).content.restore({ section: 'hero', historyId: 1 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
