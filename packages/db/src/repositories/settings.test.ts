import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import {
  discardSettingDraft,
  getSetting,
  listSettingDrafts,
  listSettings,
  publishSettingDraft,
  publishSettingValue,
  putSetting,
  saveSettingDraft,
} from './settings';

describe.each(DATABASE_KINDS)('settings repository on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  it('inserts, then updates the same key (upsert)', async () => {
    expect(await getSetting(h.db, 'selectedProjectsStyle')).toBeUndefined();
    const first = await putSetting(h.db, 'selectedProjectsStyle', 'arc');
    await new Promise((r) => setTimeout(r, 20));
    const second = await putSetting(h.db, 'selectedProjectsStyle', 'holo');
    expect(second.id).toBe(first.id);
    expect(second.value).toBe('holo');
    expect(second.updatedAt.getTime()).toBeGreaterThan(first.updatedAt.getTime());
    expect((await getSetting(h.db, 'selectedProjectsStyle'))?.value).toBe('holo');
  });

  it('lists settings ordered by key', async () => {
    await putSetting(h.db, 'aiSectionEnabled', 'false');
    expect((await listSettings(h.db)).map((s) => [s.key, s.value])).toEqual([
      ['aiSectionEnabled', 'false'],
      ['selectedProjectsStyle', 'holo'],
    ]);
  });

  it('keeps a draft off the site until it is published, then drops it', async () => {
    await putSetting(h.db, 'landingDesignerCount', '8');
    const draft = await saveSettingDraft(h.db, 'landingDesignerCount', '4', null);
    expect(draft).toMatchObject({ key: 'landingDesignerCount', value: '4', userId: null });
    // Saving again replaces the draft.
    await saveSettingDraft(h.db, 'landingDesignerCount', '12', null);
    expect((await getSetting(h.db, 'landingDesignerCount'))?.value).toBe('8');
    expect((await listSettingDrafts(h.db)).map((d) => [d.key, d.value, d.username])).toEqual([
      ['landingDesignerCount', '12', null],
    ]);

    expect(await publishSettingDraft(h.db, 'landingDesignerCount')).toMatchObject({
      setting: { key: 'landingDesignerCount', value: '12' },
    });
    expect((await getSetting(h.db, 'landingDesignerCount'))?.value).toBe('12');
    expect(await listSettingDrafts(h.db)).toEqual([]);
    expect(await publishSettingDraft(h.db, 'landingDesignerCount')).toBeUndefined();
  });

  it('publishes an unset draft by removing the setting; discards a draft unchanged', async () => {
    await putSetting(h.db, 'landingProjectCount', '12');
    await saveSettingDraft(h.db, 'landingProjectCount', null, null);
    expect(await publishSettingDraft(h.db, 'landingProjectCount')).toEqual({ setting: null });
    expect(await getSetting(h.db, 'landingProjectCount')).toBeUndefined();

    await saveSettingDraft(h.db, 'landingProjectCount', '4', null);
    expect(await discardSettingDraft(h.db, 'landingProjectCount')).toBe(true);
    expect(await discardSettingDraft(h.db, 'landingProjectCount')).toBe(false);
    expect(await getSetting(h.db, 'landingProjectCount')).toBeUndefined();

    // Publishing a value directly drops a waiting draft too.
    await saveSettingDraft(h.db, 'landingProjectCount', '8', null);
    await publishSettingValue(h.db, 'landingProjectCount', '4');
    expect((await getSetting(h.db, 'landingProjectCount'))?.value).toBe('4');
    expect(await listSettingDrafts(h.db)).toEqual([]);
  });
});
