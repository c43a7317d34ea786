import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import {
  contentHistory,
  discardContentDraft,
  getContent,
  getContentDraft,
  listContent,
  listContentDrafts,
  publishContent,
  saveContent,
  saveContentDraft,
} from './content';
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

  it('keeps a draft beside the live block; publishing makes it live, discarding drops it', async () => {
    await saveContent(h.db, 'vcs', { title: 'Live' }, null);
    const user = await insertUser(h.db, { username: 'drafter', passwordHash: 'x' });
    await saveContentDraft(h.db, 'vcs', { title: 'First draft' }, user!.id);
    const draft = await saveContentDraft(h.db, 'vcs', { title: 'Second draft' }, user!.id);
    expect(draft).toMatchObject({
      section: 'vcs',
      userId: user!.id,
      content: { title: 'Second draft' },
    });
    // The site reads the live block; the draft waits, one per section.
    expect((await getContent(h.db, 'vcs'))?.content).toEqual({ title: 'Live' });
    expect((await listContentDrafts(h.db)).map((d) => d.section)).toEqual(['vcs']);
    const versions = (await contentHistory(h.db, 'vcs')).length;

    const published = await publishContent(h.db, 'vcs', { title: 'Second draft' }, user!.id);
    expect(published.content).toEqual({ title: 'Second draft' });
    expect(await getContentDraft(h.db, 'vcs')).toBeUndefined();
    const history = await contentHistory(h.db, 'vcs');
    expect(history).toHaveLength(versions + 1);
    expect(history[0]).toMatchObject({ userId: user!.id, content: { title: 'Second draft' } });

    await saveContentDraft(h.db, 'vcs', { title: 'Dropped' }, null);
    expect(await discardContentDraft(h.db, 'vcs')).toBe(true);
    expect(await discardContentDraft(h.db, 'vcs')).toBe(false);
    expect((await getContent(h.db, 'vcs'))?.content).toEqual({ title: 'Second draft' });
    expect(await contentHistory(h.db, 'vcs')).toHaveLength(versions + 1);
  });

  it('a publish that fails keeps the draft and the live block as they were', async () => {
    await saveContent(h.db, 'about', { badgeText: 'Live' }, null);
    await saveContentDraft(h.db, 'about', { badgeText: 'Draft' }, null);
    // A user id that does not exist breaks the history row's foreign key, inside the transaction.
    await expect(
      publishContent(h.db, 'about', { badgeText: 'Draft' }, 2_000_000),
    ).rejects.toThrow();
    expect((await getContent(h.db, 'about'))?.content).toEqual({ badgeText: 'Live' });
    expect((await getContentDraft(h.db, 'about'))?.content).toEqual({ badgeText: 'Draft' });
  });
});
