import type { DatabaseHandle } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, makeUser } from '../test-helpers';

describe('settings router', () => {
  let h: DatabaseHandle;
  let admin: PublicUser;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    admin = await makeUser(h, 'admin', { isAdmin: true });
  });

  it('get is NOT_FOUND for unknown keys and for known keys not set', async () => {
    const anon = callerAs(h, null);
    await expect(anon.settings.get({ key: 'bogus' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(anon.settings.get({ key: 'selectedContactFormDesign' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('update validates the value per key and get returns it', async () => {
    const caller = callerAs(h, admin);
    await expect(
      caller.settings.update({ key: 'selectedContactFormDesign', value: '9' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.settings.update({ key: 'projectsSectionEnabled', value: 'yes' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.settings.update({ key: 'bogus' as never, value: '1' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await caller.settings.update({ key: 'selectedContactFormDesign', value: '3' });
    await caller.settings.update({ key: 'selectedContactFormDesign', value: '4' });
    expect(await callerAs(h, null).settings.get({ key: 'selectedContactFormDesign' })).toEqual({
      key: 'selectedContactFormDesign',
      value: '4',
    });
    const list = await caller.settings.list();
    expect(list.map((s) => s.key)).toEqual(['selectedContactFormDesign']);
  });

  it('delete is admin only, NOT_FOUND for unknown or unset keys, and unsets the value', async () => {
    const caller = callerAs(h, admin);
    const member = await makeUser(h, 'member');
    await expect(
      callerAs(h, null).settings.delete({ key: 'aiSectionEnabled' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      callerAs(h, member).settings.delete({ key: 'aiSectionEnabled' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.settings.delete({ key: 'bogus' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.settings.delete({ key: 'aiSectionEnabled' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    await caller.settings.update({ key: 'aiSectionEnabled', value: 'false' });
    await caller.settings.update({ key: 'selectedAiDesignStyle', value: '2' });
    expect(await caller.settings.delete({ key: 'aiSectionEnabled' })).toEqual({ success: true });
    await expect(callerAs(h, null).settings.get({ key: 'aiSectionEnabled' })).rejects.toMatchObject(
      { code: 'NOT_FOUND' },
    );
    expect((await caller.settings.list()).map((s) => s.key)).toEqual(['selectedAiDesignStyle']);
    await expect(caller.settings.delete({ key: 'aiSectionEnabled' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('keeps a draft off the public read until it is published (issue 20 item 1)', async () => {
    const caller = callerAs(h, admin);
    const anon = callerAs(h, null);
    await caller.settings.update({ key: 'selectedProjectsStyle', value: 'arc' });
    await expect(
      caller.settings.saveDraft({ key: 'selectedProjectsStyle', value: 'nope' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.settings.saveDraft({ key: 'bogus' as never, value: '1' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    await caller.settings.saveDraft({ key: 'selectedProjectsStyle', value: 'holo' });
    expect(await anon.settings.get({ key: 'selectedProjectsStyle' })).toMatchObject({
      value: 'arc',
    });
    expect(await caller.settings.drafts()).toEqual([
      expect.objectContaining({ key: 'selectedProjectsStyle', value: 'holo', username: 'admin' }),
    ]);

    expect(await caller.settings.publish({ key: 'selectedProjectsStyle' })).toEqual({
      key: 'selectedProjectsStyle',
      value: 'holo',
    });
    expect(await anon.settings.get({ key: 'selectedProjectsStyle' })).toMatchObject({
      value: 'holo',
    });
    expect(await caller.settings.drafts()).toEqual([]);
    await expect(caller.settings.publish({ key: 'selectedProjectsStyle' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('publishes a drafted unset, a value given at once, and discards a draft', async () => {
    const caller = callerAs(h, admin);
    const anon = callerAs(h, null);
    await caller.settings.update({ key: 'aiSectionEnabled', value: 'false' });
    await caller.settings.saveDraft({ key: 'aiSectionEnabled', value: null });
    expect(await caller.settings.publish({ key: 'aiSectionEnabled' })).toEqual({
      key: 'aiSectionEnabled',
      value: null,
    });
    await expect(anon.settings.get({ key: 'aiSectionEnabled' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    await caller.settings.saveDraft({ key: 'aiSectionEnabled', value: 'false' });
    await expect(
      caller.settings.publish({ key: 'aiSectionEnabled', value: 'maybe' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await caller.settings.publish({ key: 'aiSectionEnabled', value: 'true' })).toEqual({
      key: 'aiSectionEnabled',
      value: 'true',
    });
    // Publishing a value drops the draft that waited.
    expect(await caller.settings.drafts()).toEqual([]);

    await caller.settings.saveDraft({ key: 'aiSectionEnabled', value: 'false' });
    expect(await caller.settings.discardDraft({ key: 'aiSectionEnabled' })).toEqual({
      success: true,
    });
    await expect(caller.settings.discardDraft({ key: 'aiSectionEnabled' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await anon.settings.get({ key: 'aiSectionEnabled' })).toMatchObject({ value: 'true' });
  });

  it('a release takes a setting draft only when there is one', async () => {
    const caller = callerAs(h, admin);
    const release = await caller.releases.create({ name: 'Launch' });
    const item = {
      releaseId: release.id,
      entity: 'setting' as const,
      entityKey: 'aiSectionEnabled',
    };
    await expect(caller.releases.addItem(item)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The aiSectionEnabled setting has no draft to publish: save a draft first',
    });
    await expect(caller.releases.addItem({ ...item, entityKey: 'bogus' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await caller.settings.saveDraft({ key: 'aiSectionEnabled', value: 'false' });
    await caller.releases.addItem(item);
    expect((await caller.releases.byId({ id: release.id })).items).toEqual([
      {
        entity: 'setting',
        entityKey: 'aiSectionEnabled',
        label: 'aiSectionEnabled',
        status: 'changed',
        versionAt: expect.any(Date),
        changes: null,
      },
    ]);
    expect(await caller.releases.of({ entity: 'setting', entityKey: 'aiSectionEnabled' })).toEqual([
      { id: release.id, name: 'Launch', status: 'open', action: 'publish' },
    ]);
    await caller.releases.publishNow({ id: release.id });
    expect(await callerAs(h, null).settings.get({ key: 'aiSectionEnabled' })).toMatchObject({
      value: 'false',
    });
  });
});
