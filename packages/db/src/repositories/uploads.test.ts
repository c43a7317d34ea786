import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '../testing';
import { designers, drafts, media, testimonials } from './collections';
import { saveContent, saveContentDraft } from './content';
import { recordUpload, syncBuiltInMedia } from './uploads';
import { uploadUsage } from './upload-usage';

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

describe.each(DATABASE_KINDS)('built-in files in the media library, on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => truncateAll(h));

  const PORTRAIT = {
    url: '/assets/demo/designers/ana.webp',
    kind: 'image',
    contentType: 'image/webp',
    bytes: 1200,
    width: 480,
    height: 600,
  } as const;
  const LOGO = { ...PORTRAIT, url: '/assets/demo/clients/acme.svg', kind: 'svg' } as const;

  it('lists each built-in file at its own address, keeps its alt text, and never queues it for variants', async () => {
    expect(await syncBuiltInMedia(h.db, [PORTRAIT, LOGO])).toBe(2);
    const { items } = await media.list(h.db, { sort: 'kind' });
    expect(items.map((row) => [row.url, row.builtIn, row.width, row.uses])).toEqual([
      [PORTRAIT.url, true, 480, 0],
      [LOGO.url, true, 480, 0],
    ]);
    const portrait = items[0]!;
    await media.update(h.db, portrait.id, { alt: 'Ana at her desk', focalX: 0.3 });

    // The next start: nothing changed is written again; a new size is taken, the alt text kept.
    expect(await syncBuiltInMedia(h.db, [PORTRAIT, LOGO])).toBe(0);
    expect(await syncBuiltInMedia(h.db, [{ ...PORTRAIT, bytes: 1300, width: 500 }])).toBe(1);
    expect(await media.byId(h.db, portrait.id)).toMatchObject({
      alt: 'Ana at her desk',
      focalX: expect.closeTo(0.3, 5),
      bytes: 1300,
      width: 500,
      builtIn: true,
    });

    // An upload keeps its /uploads/ address beside them.
    const upload = await recordUpload(h.db, {
      name: `${'a'.repeat(64)}.webp`,
      kind: 'image',
      contentType: 'image/webp',
      bytes: 10,
      uploadedBy: null,
    });
    expect(upload.url).toBe(`/uploads/${'a'.repeat(64)}.webp`);
    expect(upload.builtIn).toBe(false);
  });

  it('counts the places that use a file and filters the files not used anywhere', async () => {
    await syncBuiltInMedia(h.db, [PORTRAIT, LOGO]);
    const designer = await designers.create(h.db, {
      name: 'Ana',
      title: 'Product designer',
      imageUrl: PORTRAIT.url,
    });
    await saveContent(h.db, 'hero', { backgroundImage: PORTRAIT.url }, null);

    const used = await media.list(h.db, { filters: { inUse: true } });
    expect(used.items.map((row) => [row.url, row.uses])).toEqual([[PORTRAIT.url, 3]]);
    expect(used.total).toBe(1);
    const unused = await media.list(h.db, { filters: { inUse: false } });
    expect(unused.items.map((row) => row.url)).toEqual([LOGO.url]);
    expect((await media.list(h.db, { sort: '-uses' })).items[0]!.url).toBe(PORTRAIT.url);
    expect(await uploadUsage(h.db, PORTRAIT.url)).toEqual([
      { entity: 'designer', id: designer.id, label: 'Ana' },
      { entity: 'content block', id: 'hero', label: 'hero' },
      { entity: 'block history', id: 'hero', label: 'hero' },
    ]);
  });
});
