import type { DatabaseHandle } from '@forma/db';
import { createTestDatabase, DATABASE_KINDS } from '@forma/db/testing';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAs, makeUser } from '../test-helpers';
import { STALE_REVISION_MESSAGE } from '../trpc';

const conflict = { code: 'CONFLICT', message: STALE_REVISION_MESSAGE };

/**
 * Issue 41 item 1 through the console's procedures: the editor sends the revision it loaded; the
 * second of two saves from one revision is refused with CONFLICT and nothing changes.
 */
describe.each(DATABASE_KINDS)('saves based on a revision on %s', (kind) => {
  let h: DatabaseHandle;
  let a: ReturnType<typeof callerAs>;
  let b: ReturnType<typeof callerAs>;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
    a = callerAs(h, await makeUser(h, 'ana', { role: 'editor' }));
    b = callerAs(h, await makeUser(h, 'ben', { role: 'editor' }));
  });
  afterAll(async () => h?.close());

  it('refuses the second block save from one revision and keeps the first', async () => {
    const opened = await a.content.editable({ section: 'hero' });
    expect(opened).toMatchObject({ revision: 0, published: null, draft: null });
    const saved = await a.content.saveDraft({
      section: 'hero',
      content: { title: 'Ana' },
      revision: opened.revision,
    });
    const publishing = b.content.publish({
      section: 'hero',
      content: { title: 'Ben' },
      revision: opened.revision,
    });
    await expect(publishing).rejects.toBeInstanceOf(TRPCError);
    await expect(publishing).rejects.toMatchObject(conflict);
    const now = await b.content.editable({ section: 'hero' });
    expect(now).toMatchObject({
      revision: saved.revision,
      published: null,
      draft: { content: { title: 'Ana' }, username: 'ana' },
    });
    // Based on the revision it now sees, B's save goes through.
    const merged = await b.content.publish({
      section: 'hero',
      content: { title: 'Ana and Ben' },
      revision: now.revision,
    });
    expect(merged.revision).toBeGreaterThan(now.revision);
    expect(await b.content.get({ section: 'hero' })).toEqual({ content: { title: 'Ana and Ben' } });
  });

  it('checks a restore against the revision its view was opened at', async () => {
    const first = await a.content.update({ section: 'about', content: { title: 'One' } });
    await a.content.update({
      section: 'about',
      content: { title: 'Two' },
      revision: first.revision,
    });
    const [, oldest] = await a.content.history({ section: 'about' });
    await expect(
      b.content.restore({ section: 'about', historyId: oldest!.id, revision: first.revision }),
    ).rejects.toMatchObject(conflict);
    expect(await a.content.get({ section: 'about' })).toEqual({ content: { title: 'Two' } });
  });

  it('asks again before restoring a snapshot over a save made since the view opened', async () => {
    await a.content.update({ section: 'vcs', content: { title: 'Snapshot' } });
    const snapshot = await a.snapshots.create({ name: 'Before' });
    await a.content.update({ section: 'vcs', content: { title: 'After' } });
    const opened = await a.snapshots.changes({ id: snapshot.id });
    expect(opened.sections).toContain('vcs');
    await b.content.update({ section: 'vcs', content: { title: 'Ben meanwhile' } });
    await expect(
      a.snapshots.restore({ id: snapshot.id, revision: opened.revision }),
    ).rejects.toMatchObject(conflict);
    expect(await a.content.get({ section: 'vcs' })).toEqual({
      content: { title: 'Ben meanwhile' },
    });
    const again = await a.snapshots.changes({ id: snapshot.id });
    await a.snapshots.restore({ id: snapshot.id, revision: again.revision });
    expect(await a.content.get({ section: 'vcs' })).toEqual({ content: { title: 'Snapshot' } });
  });

  it('refuses a stale record save and a stale setting save', async () => {
    const row = await a.admin.testimonials.create({ name: 'Cy', quote: 'Base', rating: 5 });
    await a.admin.testimonials.saveDraft({
      id: row.id,
      data: { quote: 'Ana' },
      revision: row.revision,
    });
    await expect(
      b.admin.testimonials.saveDraft({
        id: row.id,
        data: { quote: 'Ben' },
        revision: row.revision,
      }),
    ).rejects.toMatchObject(conflict);
    await expect(
      b.admin.testimonials.publish({ id: row.id, revision: row.revision }),
    ).rejects.toMatchObject(conflict);
    expect((await a.admin.testimonials.byId({ id: row.id })).draft).toEqual({ quote: 'Ana' });

    const set = await a.settings.update({ key: 'selectedAiDesignStyle', value: '2' });
    await a.settings.saveDraft({
      key: 'selectedAiDesignStyle',
      value: '3',
      revision: set.revision,
    });
    await expect(
      b.settings.publish({ key: 'selectedAiDesignStyle', value: '5', revision: set.revision }),
    ).rejects.toMatchObject(conflict);
    expect(await a.settings.get({ key: 'selectedAiDesignStyle' })).toEqual({
      key: 'selectedAiDesignStyle',
      value: '2',
    });
  });
});
