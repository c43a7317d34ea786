import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { contentHistory, getContent, listContent, saveContent } from './content';
import { insertUser } from './users';

describe.each(DATABASE_KINDS)('content repository on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  it('saves a block and writes a history row per save, newest first', async () => {
    const user = await insertUser(h.db, { username: 'editor', passwordHash: 'x' });
    const first = await saveContent(h.db, 'hero', { title: 'One' }, user!.id);
    expect(first.content).toEqual({ title: 'One' });
    const second = await saveContent(h.db, 'hero', { title: 'Two', tagline: 'T' }, null);
    expect(second.id).toBe(first.id);
    expect((await getContent(h.db, 'hero'))?.content).toEqual({ title: 'Two', tagline: 'T' });
    const history = await contentHistory(h.db, 'hero');
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      siteContentId: first.id,
      section: 'hero',
      userId: null,
      content: { title: 'Two', tagline: 'T' },
    });
    expect(history[1]).toMatchObject({ userId: user!.id, content: { title: 'One' } });
    expect(await contentHistory(h.db, 'hero', 1)).toHaveLength(1);
  });

  it('lists blocks by section and returns undefined for a missing one', async () => {
    await saveContent(h.db, 'about', { badgeText: 'B' }, null);
    expect((await listContent(h.db)).map((r) => r.section)).toEqual(['about', 'hero']);
    expect(await getContent(h.db, 'vcs')).toBeUndefined();
  });
});
