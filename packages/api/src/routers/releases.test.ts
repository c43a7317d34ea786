import { collections, saveContent, saveContentDraft, type DatabaseHandle } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, makeUser } from '../test-helpers';

/** `releases.*` (issue 20 item 3) as the console calls them. */
describe('releases procedures', () => {
  let h: DatabaseHandle;
  let editor: ReturnType<typeof callerAs>;
  let visitor: ReturnType<typeof callerAs>;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    editor = callerAs(h, await makeUser(h, 'editor', { role: 'editor' }));
    visitor = callerAs(h, null);
  });

  it('prepares a release of a block and a record, describes it, and publishes it now', async () => {
    await saveContent(h.db, 'hero', { title: 'Old title' }, null);
    await saveContentDraft(h.db, 'hero', { title: 'New title' }, null);
    const quote = await editor.admin.testimonials.createDraft({
      name: 'Ana Lopez',
      quote: 'A new quote',
    });
    const release = await editor.releases.create({ name: '  Spring launch  ' });
    expect(release).toMatchObject({ name: 'Spring launch', status: 'open', itemCount: 0 });
    await editor.releases.addItem({ releaseId: release.id, entity: 'content', entityKey: 'hero' });
    await editor.releases.addItem({
      releaseId: release.id,
      entity: 'testimonials',
      entityKey: String(quote.id),
    });
    expect(await editor.releases.of({ entity: 'content', entityKey: 'hero' })).toEqual([
      { id: release.id, name: 'Spring launch', status: 'open', action: 'publish' },
    ]);
    const detail = await editor.releases.byId({ id: release.id });
    expect(detail.items).toEqual([
      {
        entity: 'content',
        entityKey: 'hero',
        label: 'hero',
        status: 'changed',
        versionAt: expect.any(Date),
        changes: null,
      },
      {
        entity: 'testimonials',
        entityKey: String(quote.id),
        label: 'Ana Lopez',
        status: 'draft',
        versionAt: expect.any(Date),
        changes: null,
      },
    ]);
    // A draft saved after the block was added is shown as changed, field by field, until the
    // release takes it (issue 39 item 2).
    await editor.content.saveDraft({ section: 'hero', content: { title: 'Newer title' } });
    const changed = await editor.releases.byId({ id: release.id });
    expect(changed.items[0]?.changes).toEqual([
      { field: 'title', reviewed: 'New title', current: 'Newer title' },
    ]);
    await editor.releases.useCurrentDraft({
      releaseId: release.id,
      entity: 'content',
      entityKey: 'hero',
    });
    expect((await editor.releases.byId({ id: release.id })).items[0]?.changes).toBeNull();

    const published = await editor.releases.publishNow({ id: release.id });
    expect(published).toMatchObject({ status: 'published' });
    expect((await visitor.content.get({ section: 'hero' })).content).toEqual({
      title: 'Newer title',
    });
    expect((await visitor.catalog.testimonials()).map((t) => t.quote)).toEqual(['A new quote']);
    // Published: its items are no longer marked as changed since (their drafts are gone).
    const after = await editor.releases.byId({ id: release.id });
    expect(after.items.map((item) => item.changes)).toEqual([null, null]);
    await expect(editor.releases.cancel({ id: release.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This release was published: it cannot change',
    });
  });

  it('takes a testimonial off the site with a release that unpublishes', async () => {
    const live = await editor.admin.testimonials.create({
      name: 'Campaign',
      quote: 'Campaign quote',
    });
    const release = await editor.releases.create({ name: 'End of campaign', action: 'unpublish' });
    expect(release.action).toBe('unpublish');
    await expect(
      editor.releases.addItem({ releaseId: release.id, entity: 'content', entityKey: 'hero' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'A page block cannot be taken off the site: add it to a release that publishes',
    });
    await editor.releases.addItem({
      releaseId: release.id,
      entity: 'testimonials',
      entityKey: String(live.id),
    });
    await editor.releases.publishNow({ id: release.id });
    expect(await visitor.catalog.testimonials()).toEqual([]);
  });

  it('says why nothing was published, and checks what it is given', async () => {
    const quote = await editor.admin.testimonials.createDraft({ name: 'Bo', quote: 'Soon' });
    const release = await editor.releases.create({ name: 'Broken' });
    await editor.releases.addItem({
      releaseId: release.id,
      entity: 'testimonials',
      entityKey: String(quote.id),
    });
    await collections.testimonials.delete(h.db, quote.id);
    expect((await editor.releases.byId({ id: release.id })).items[0]).toMatchObject({
      status: 'deleted',
      label: `Testimonial #${quote.id}`,
    });
    await expect(editor.releases.publishNow({ id: release.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Nothing was published: Testimonial #${quote.id} was deleted after it was added`,
    });
    // Tried again unchanged: the same answer, never a server error.
    await expect(editor.releases.publishNow({ id: release.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Nothing was published: Testimonial #${quote.id} was deleted after it was added`,
    });
    expect(await editor.releases.byId({ id: release.id })).toMatchObject({
      status: 'failed',
      error: `Testimonial #${quote.id} was deleted after it was added`,
    });

    await expect(
      editor.releases.addItem({ releaseId: release.id, entity: 'content', entityKey: 'nope' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      editor.releases.addItem({ releaseId: release.id, entity: 'clients', entityKey: '4242' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Client not found' });
    await expect(
      editor.releases.schedule({ id: release.id, publishAt: new Date(Date.now() - 60_000) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const live = await editor.admin.clients.create({ name: 'Nothing to publish' });
    await expect(
      editor.releases.addItem({
        releaseId: release.id,
        entity: 'clients',
        entityKey: String(live.id),
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This client has no draft to publish: save a draft first',
    });
    await expect(
      editor.releases.addItem({ releaseId: release.id, entity: 'content', entityKey: 'about' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The about block has no draft to publish: save a draft first',
    });
    await expect(editor.releases.create({ name: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(editor.releases.byId({ id: 4242 })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const at = new Date(Date.now() + 3_600_000);
    expect(await editor.releases.schedule({ id: release.id, publishAt: at })).toMatchObject({
      status: 'scheduled',
      publishAt: at,
      error: null,
    });
    const link = await editor.previewLinks.create({ releaseId: release.id });
    expect(await editor.previewLinks.list({ releaseId: release.id })).toHaveLength(1);
    await editor.releases.cancel({ id: release.id });
    expect(await editor.previewLinks.list({ releaseId: release.id })).toEqual([]);
    expect(await editor.previewLinks.list()).not.toContainEqual(
      expect.objectContaining({ id: link.id }),
    );
    await expect(editor.previewLinks.create({ releaseId: release.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
