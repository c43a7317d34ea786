import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { getSetting, listSettings, putSetting } from './settings';

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
});
