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
});
