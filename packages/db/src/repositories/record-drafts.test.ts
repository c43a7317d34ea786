import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { designers, designerWorks, drafts, testimonials } from './collections';
import { designerDirectory, designerProfile, designerSlugs } from './designer-directory';
import { allDesignerWorks, worksOfDesigner } from './public';
import { EVERY_DRAFT } from './preview-scope';

describe.each(DATABASE_KINDS)('record drafts on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  const quotes = async () => (await testimonials.items(h.db)).map((t) => t.quote);

  it('keeps a live record as published while its draft waits, publishes and discards', async () => {
    const live = await testimonials.create(h.db, { name: 'Ana', quote: 'Live quote' });
    expect(live.publishedAt).toBeInstanceOf(Date);
    expect(live.draft).toBeNull();

    const saved = await drafts.testimonials.saveDraft(
      h.db,
      live.id,
      { quote: 'Draft quote' },
      null,
    );
    expect(saved).toMatchObject({ quote: 'Live quote', draft: { quote: 'Draft quote' } });
    expect(saved!.draftUpdatedAt).toBeInstanceOf(Date);
    expect(await quotes()).toContain('Live quote');
    expect(await quotes()).not.toContain('Draft quote');
    // The public read carries no draft column.
    const shown = (await testimonials.items(h.db)).find((t) => t.id === live.id)!;
    expect(Object.keys(shown)).not.toContain('draft');
    expect(Object.keys(shown)).not.toContain('publishedAt');

    // A second save merges; saving a field back to its live value takes it out of the draft.
    await drafts.testimonials.saveDraft(h.db, live.id, { rating: 4 }, null);
    const merged = await drafts.testimonials.saveDraft(
      h.db,
      live.id,
      { quote: 'Live quote' },
      null,
    );
    expect(merged!.draft).toEqual({ rating: 4 });

    const published = await drafts.testimonials.publish(h.db, live.id);
    expect(published).toMatchObject({ quote: 'Live quote', rating: 4, draft: null });
    expect(published!.publishedAt).toEqual(live.publishedAt);

    await drafts.testimonials.saveDraft(h.db, live.id, { quote: 'Dropped' }, null);
    const discarded = await drafts.testimonials.discardDraft(h.db, live.id);
    expect(discarded).toMatchObject({ quote: 'Live quote', draft: null, draftUpdatedAt: null });

    const reverted = await drafts.testimonials.saveDraft(h.db, live.id, { rating: 4 }, null);
    expect(reverted!.draft).toBeNull();
    expect(await drafts.testimonials.publish(h.db, 999_999)).toBeUndefined();
  });

  it('hides a record created as a draft until it is published', async () => {
    const draft = await drafts.testimonials.createDraft(
      h.db,
      { name: 'Bo', quote: 'Not yet' },
      null,
    );
    expect(draft.publishedAt).toBeNull();
    expect(await quotes()).not.toContain('Not yet');
    // A record never published takes its saves directly.
    const saved = await drafts.testimonials.saveDraft(h.db, draft.id, { quote: 'Soon' }, null);
    expect(saved).toMatchObject({ quote: 'Soon', draft: null, publishedAt: null });
    expect(await quotes()).not.toContain('Soon');
    const published = await drafts.testimonials.publish(h.db, draft.id);
    expect(published!.publishedAt).toBeInstanceOf(Date);
    expect(await quotes()).toContain('Soon');
  });

  it('leaves a draft designer and its works out of every public read', async () => {
    const hidden = await drafts.designers.createDraft(
      h.db,
      { name: 'Hidden Designer', title: 'Brand', skills: ['Secret skill'] },
      null,
    );
    const shown = await designers.create(h.db, { name: 'Shown Designer', title: 'Brand' });
    const hiddenWork = await designerWorks.create(h.db, {
      designerId: hidden.id,
      title: 'Work of a hidden designer',
      mediaUrl: '/a.png',
    });
    await drafts.designerWorks.createDraft(
      h.db,
      { designerId: shown.id, title: 'Unpublished work', mediaUrl: '/b.png' },
      null,
    );
    await designerWorks.create(h.db, {
      designerId: shown.id,
      title: 'Live work',
      mediaUrl: '/c.png',
    });

    const names = (await designers.items(h.db)).map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Shown Designer']));
    expect(names).not.toContain('Hidden Designer');
    const directory = await designerDirectory(h.db, { limit: 50, offset: 0 });
    expect(directory.items.map((d) => d.name)).not.toContain('Hidden Designer');
    expect(await designerDirectory(h.db, { q: 'Hidden', limit: 50, offset: 0 })).toEqual({
      items: [],
      total: 0,
    });
    expect(await designerProfile(h.db, hidden.slug)).toBeUndefined();
    expect(await designerSlugs(h.db)).not.toContain(hidden.slug);
    expect(await worksOfDesigner(h.db, hidden.id)).toEqual([]);
    expect((await worksOfDesigner(h.db, shown.id)).map((w) => w.title)).toEqual(['Live work']);
    const projects = (await allDesignerWorks(h.db)).map((w) => w.title);
    expect(projects).toContain('Live work');
    expect(projects).not.toContain('Unpublished work');
    expect(projects).not.toContain(hiddenWork.title);
    expect(Object.keys((await worksOfDesigner(h.db, shown.id))[0]!)).not.toContain('draft');

    const profile = await designerProfile(h.db, shown.slug);
    expect(Object.keys(profile!.designer)).not.toContain('draft');
  });

  it('changes nothing when a publish breaks a constraint', async () => {
    const a = await designers.create(h.db, { name: 'Slug A', title: 'T', slug: 'slug-a' });
    const b = await designers.create(h.db, { name: 'Slug B', title: 'T', slug: 'slug-b' });
    await drafts.designers.saveDraft(h.db, b.id, { slug: 'slug-a', title: 'New title' }, null);
    await expect(drafts.designers.publish(h.db, b.id)).rejects.toThrow();
    const after = await designers.byId(h.db, b.id);
    expect(after).toMatchObject({ slug: 'slug-b', title: 'T', draft: { slug: 'slug-a' } });
    expect((await designers.byId(h.db, a.id))!.slug).toBe('slug-a');
  });
});

describe.each(DATABASE_KINDS)('the preview of record drafts on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  it('shows every record as its draft says, drafts never published included', async () => {
    const live = await testimonials.create(h.db, { name: 'Live', quote: 'Live quote' });
    await drafts.testimonials.saveDraft(h.db, live.id, { quote: 'Draft quote' }, null);
    await drafts.testimonials.createDraft(h.db, { name: 'New', quote: 'New quote' }, null);
    const preview = await testimonials.previewItems(h.db);
    expect(preview.map((t) => t.quote).sort()).toEqual(['Draft quote', 'New quote']);
    expect(Object.keys(preview[0]!)).not.toContain('draft');
    expect((await testimonials.items(h.db)).map((t) => t.quote)).toEqual(['Live quote']);

    const designer = await drafts.designers.createDraft(h.db, { name: 'D', title: 'T' }, null);
    const work = await designerWorks.create(h.db, {
      designerId: designer.id,
      title: 'Live title',
      mediaUrl: '/w.png',
    });
    await drafts.designerWorks.saveDraft(h.db, work.id, { title: 'Draft title' }, null);
    expect((await allDesignerWorks(h.db, { preview: EVERY_DRAFT })).map((w) => w.title)).toEqual([
      'Draft title',
    ]);
    expect(await allDesignerWorks(h.db)).toEqual([]);
  });
});
