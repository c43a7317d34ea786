import type { DatabaseHandle } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCollections } from '../collections';
import { callerAs, makeUser } from '../test-helpers';

/**
 * Issue 20 item 1 through the console's procedures: a record is created as a draft or published
 * at once, its changes wait as a draft, and the public reads show the published version only.
 */
describe('collection drafts', () => {
  let h: DatabaseHandle;
  let editor: PublicUser;
  let caller: ReturnType<typeof callerAs>;
  let visitor: ReturnType<typeof callerAs>;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    editor = await makeUser(h, 'editor', { role: 'editor' });
    caller = callerAs(h, editor);
    visitor = callerAs(h, null);
  });

  const publicQuotes = async () => (await visitor.catalog.testimonials()).map((t) => t.quote);

  it('creates a draft, publishes it, keeps later changes as a draft until published', async () => {
    const draft = await caller.admin.testimonials.createDraft({
      name: 'Ana',
      quote: 'First words',
      rating: 5,
    });
    expect(draft).toMatchObject({ quote: 'First words', publishedAt: null, draft: null });
    expect(await publicQuotes()).toEqual([]);

    const live = await caller.admin.testimonials.publish({ id: draft.id });
    expect(live.publishedAt).toBeInstanceOf(Date);
    expect(await publicQuotes()).toEqual(['First words']);

    const changed = await caller.admin.testimonials.saveDraft({
      id: draft.id,
      data: { quote: 'Better words' },
    });
    expect(changed).toMatchObject({ quote: 'First words', draft: { quote: 'Better words' } });
    expect(changed.draftUserId).toBe(editor.id);
    expect(await publicQuotes()).toEqual(['First words']);
    // The public answer never carries the draft.
    expect(JSON.stringify(await visitor.catalog.testimonials())).not.toContain('Better words');

    await caller.admin.testimonials.publish({ id: draft.id });
    expect(await publicQuotes()).toEqual(['Better words']);

    await caller.admin.testimonials.saveDraft({ id: draft.id, data: { quote: 'Dropped words' } });
    const discarded = await caller.admin.testimonials.discardDraft({ id: draft.id });
    expect(discarded).toMatchObject({ quote: 'Better words', draft: null });

    const log = await callerAs(h, await makeUser(h, 'admin', { role: 'admin' })).auditLog.list({
      search: 'testimonials',
    });
    expect(log.items.map((entry) => entry.action)).toEqual([
      'admin.testimonials.discardDraft',
      'admin.testimonials.saveDraft',
      'admin.testimonials.publish',
      'admin.testimonials.saveDraft',
      'admin.testimonials.publish',
      'admin.testimonials.createDraft',
    ]);
  });

  it('takes a live record off the site, its waiting draft kept, and refuses one not on it', async () => {
    const row = await caller.admin.testimonials.create({ name: 'Ana', quote: 'Live words' });
    await caller.admin.testimonials.saveDraft({ id: row.id, data: { quote: 'Waiting words' } });
    const off = await caller.admin.testimonials.unpublish({ id: row.id });
    expect(off).toMatchObject({ publishedAt: null, quote: 'Waiting words', draft: null });
    expect(await publicQuotes()).toEqual([]);
    await expect(caller.admin.testimonials.unpublish({ id: row.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This testimonial is not on the site: there is nothing to take off',
    });
    await expect(caller.admin.testimonials.unpublish({ id: 99_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await caller.admin.testimonials.publish({ id: row.id });
    expect(await publicQuotes()).toEqual(['Waiting words']);
  });

  it('validates a draft as an update, and refuses what cannot be drafted', async () => {
    const row = await caller.admin.clients.create({ name: 'Acme' });
    await expect(
      caller.admin.clients.saveDraft({ id: row.id, data: { name: '' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.admin.clients.saveDraft({ id: 99_999, data: { name: 'X' } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Client not found' });
    await expect(caller.admin.patterns.publish({ id: 1 })).rejects.toMatchObject({
      code: 'METHOD_NOT_SUPPORTED',
      message: 'Patterns cannot be drafted',
    });
    const draft = await caller.admin.clients.createDraft({ name: 'New' });
    await expect(caller.admin.clients.discardDraft({ id: draft.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This client was never published: delete it instead',
    });
  });

  it('lets a viewer read the drafts but not write them', async () => {
    const row = await caller.admin.clients.createDraft({ name: 'Draft client' });
    const viewer = callerAs(h, await makeUser(h, 'viewer', { role: 'viewer' }));
    const read = await viewer.admin.clients.byId({ id: row.id });
    expect(read.publishedAt).toBeNull();
    await expect(viewer.admin.clients.publish({ id: row.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      viewer.admin.clients.saveDraft({ id: row.id, data: { name: 'X' } }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('collections with drafts', () => {
  it('are the ones whose list says so', () => {
    for (const [key, definition] of Object.entries(adminCollections))
      expect([key, !!definition.drafts]).toEqual([key, definition.list.drafts]);
  });
});
