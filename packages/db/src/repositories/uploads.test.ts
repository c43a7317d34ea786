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
    expect((await uploadUsage(h.db, URL)).filter((use) => use.id === 'about')).toHaveLength(1);
  });
});
