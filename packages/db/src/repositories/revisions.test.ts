import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { designers, drafts, testimonials } from './collections';
import {
  contentRevision,
  discardContentDraft,
  getContent,
  getContentDraft,
  publishContent,
  saveContent,
  saveContentDraft,
} from './content';
import { RevisionConflictError } from './revisions';
import { getSetting, putSetting, saveSettingDraft, settingRevision } from './settings';

describe.each(DATABASE_KINDS)('revisions (issue 41) on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  it('refuses the second of two block saves from one revision and changes nothing', async () => {
    const first = await saveContent(h.db, 'about', { title: 'Base' }, null);
    const base = await contentRevision(h.db, 'about');
    expect(base).toBe(first.revision);

    const a = await saveContent(h.db, 'about', { title: 'Mine' }, null, base);
    expect(a.revision).toBeGreaterThan(base);
    const second = saveContent(h.db, 'about', { title: 'Theirs' }, null, base);
    await expect(second).rejects.toBeInstanceOf(RevisionConflictError);
    await expect(second).rejects.toMatchObject({ expected: base, current: a.revision });
    expect((await getContent(h.db, 'about'))?.content).toEqual({ title: 'Mine' });
    // Without a revision the save wins, as SPEC's own calls do.
    await saveContent(h.db, 'about', { title: 'Anyone' }, null);
    expect((await getContent(h.db, 'about'))?.content).toEqual({ title: 'Anyone' });
  });

  it("takes a draft's revision while it waits, and checks drafts, publish and discard", async () => {
    await saveContent(h.db, 'vcs', { title: 'Live' }, null);
    const live = await contentRevision(h.db, 'vcs');
    const draft = await saveContentDraft(h.db, 'vcs', { title: 'Draft A' }, null, live);
    expect(await contentRevision(h.db, 'vcs')).toBe(draft.revision);
    // B opened the live block before A's draft: every write of B's is refused.
    for (const write of [
      () => saveContentDraft(h.db, 'vcs', { title: 'Draft B' }, null, live),
      () => publishContent(h.db, 'vcs', { title: 'Published B' }, null, live),
      () => discardContentDraft(h.db, 'vcs', live),
    ])
      await expect(write()).rejects.toBeInstanceOf(RevisionConflictError);
    expect((await getContentDraft(h.db, 'vcs'))?.content).toEqual({ title: 'Draft A' });
    expect((await getContent(h.db, 'vcs'))?.content).toEqual({ title: 'Live' });

    const published = await publishContent(h.db, 'vcs', { title: 'Draft A' }, null, draft.revision);
    expect(published.revision).toBeGreaterThan(draft.revision);
    expect(await getContentDraft(h.db, 'vcs')).toBeUndefined();
    expect(await contentRevision(h.db, 'vcs')).toBe(published.revision);
  });

  it("never hands out a discarded draft's revision again", async () => {
    const d1 = await saveContentDraft(h.db, 'advantage', { title: 'One' }, null, 0);
    expect(await discardContentDraft(h.db, 'advantage', d1.revision)).toBe(true);
    expect(await contentRevision(h.db, 'advantage')).toBe(0);
    const d2 = await saveContentDraft(h.db, 'advantage', { title: 'Two' }, null, 0);
    expect(d2.revision).not.toBe(d1.revision);
    // Whoever still holds the first draft's revision is refused.
    await expect(
      saveContentDraft(h.db, 'advantage', { title: 'Old' }, null, d1.revision),
    ).rejects.toBeInstanceOf(RevisionConflictError);
  });

  it('checks a record in the update itself: of 20 racing saves from one revision one wins', async () => {
    const row = await testimonials.create(h.db, { name: 'Race', quote: 'Start' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        testimonials.update(h.db, row.id, { quote: `Save ${i}` }, row.revision),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof RevisionConflictError,
    );
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    const stored = await testimonials.byId(h.db, row.id);
    expect(stored!.quote).toBe((won[0] as PromiseFulfilledResult<{ quote: string }>).value.quote);
  });

  it('races 20 block saves from one revision: exactly one winner, 19 conflicts', async () => {
    await saveContent(h.db, 'whyUs', { title: 'Start' }, null);
    const base = await contentRevision(h.db, 'whyUs');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? saveContentDraft(h.db, 'whyUs', { title: `Draft ${i}` }, null, base)
          : publishContent(h.db, 'whyUs', { title: `Publish ${i}` }, null, base),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 'rejected' && r.reason instanceof RevisionConflictError),
    ).toHaveLength(19);
  });

  it('checks record drafts under the row lock; a reorder is not an edit', async () => {
    const row = await testimonials.create(h.db, { name: 'Dana', quote: 'Live' });
    const saved = await drafts.testimonials.saveDraft(
      h.db,
      row.id,
      { quote: 'A' },
      null,
      row.revision,
    );
    expect(saved!.revision).toBeGreaterThan(row.revision);
    await expect(
      drafts.testimonials.saveDraft(h.db, row.id, { quote: 'B' }, null, row.revision),
    ).rejects.toBeInstanceOf(RevisionConflictError);
    await expect(drafts.testimonials.publish(h.db, row.id, row.revision)).rejects.toBeInstanceOf(
      RevisionConflictError,
    );
    expect((await testimonials.byId(h.db, row.id))!.draft).toEqual({ quote: 'A' });

    const published = await drafts.testimonials.publish(h.db, row.id, saved!.revision);
    expect(published).toMatchObject({ quote: 'A', draft: null });
  });

  it('does not count a reorder as an edit', async () => {
    const one = await designers.create(h.db, { name: 'One', title: 'Designer', slug: 'rev-one' });
    await designers.create(h.db, { name: 'Two', title: 'Designer', slug: 'rev-two' });
    const all = (await designers.list(h.db)).items.map((d) => d.id);
    await designers.reorder(h.db, [...all].reverse());
    const after = await designers.byId(h.db, one.id);
    expect(after!.orderIndex).not.toBe(one.orderIndex);
    expect(after!.revision).toBe(one.revision);
    await designers.update(h.db, one.id, { title: 'Lead designer' });
    expect((await designers.byId(h.db, one.id))!.revision).toBeGreaterThan(one.revision);
  });

  it('checks settings and their drafts the same way', async () => {
    const set = await putSetting(h.db, 'selectedContactFormDesign', '2');
    expect(await settingRevision(h.db, 'selectedContactFormDesign')).toBe(set.revision);
    const draft = await saveSettingDraft(
      h.db,
      'selectedContactFormDesign',
      '3',
      null,
      set.revision,
    );
    await expect(
      putSetting(h.db, 'selectedContactFormDesign', '4', set.revision),
    ).rejects.toBeInstanceOf(RevisionConflictError);
    expect((await getSetting(h.db, 'selectedContactFormDesign'))?.value).toBe('2');
    expect(await settingRevision(h.db, 'selectedContactFormDesign')).toBe(draft.revision);
  });
});
