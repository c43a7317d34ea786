import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '../testing';
import { drafts, testimonials } from './collections';
import { saveContent, saveContentDraft } from './content';
import { uploadUsage } from './uploads';

const URL = '/uploads/aaaa.webp';

describe.each(DATABASE_KINDS)('where an upload is used, on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => truncateAll(h));

  it('counts a record whose waiting draft names the file, and a block draft, each once', async () => {
    const live = await testimonials.create(h.db, { name: 'Ana', quote: 'Live words' });
    expect(await uploadUsage(h.db, URL)).toEqual([]);

    await drafts.testimonials.saveDraft(h.db, live.id, { imageUrl: URL }, null);
    await saveContentDraft(h.db, 'about', { image: URL }, null);
    expect(await uploadUsage(h.db, URL)).toEqual([
      { entity: 'testimonial', id: live.id, label: 'Ana' },
      { entity: 'content block', id: 'about', label: 'about' },
    ]);

    // Published, the block holds it live and in no draft: still one use.
    await saveContent(h.db, 'about', { image: URL }, null);
    await saveContentDraft(h.db, 'about', { image: URL, title: 'Same image' }, null);
    const about = (await uploadUsage(h.db, URL)).filter((use) => use.id === 'about');
    expect(about.map((use) => use.entity)).toEqual(['content block', 'block history']);

    // Saved without it, the block's history still holds it (issue 39 item 4): restorable, once.
    await saveContent(h.db, 'about', { title: 'No image' }, null);
    await saveContent(h.db, 'about', { title: 'Still none' }, null);
    expect(
      (await uploadUsage(h.db, URL)).filter((use) => use.id === 'about').map((u) => u.entity),
    ).toEqual(['content block', 'block history']);
  });
});
