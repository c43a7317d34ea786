import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { insertAuditRecord } from './audit-log';
import * as collections from './collections';
import { saveContent } from './content';
import { putSetting } from './settings';
import { latestPublicChange } from './site-changes';

const audit = (action: string) => ({
  userId: null,
  username: 'boss',
  action,
  entity: action.split('.').at(-2) ?? action,
  entityId: '1',
  changes: {},
  ip: null,
  role: 'admin',
});

/** Waits long enough for the next timestamp to be later at millisecond precision. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(DATABASE_KINDS)('latestPublicChange on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  it('is null for an empty database, then follows every public write', async () => {
    expect(await latestPublicChange(h.db)).toBeNull();

    const designer = await collections.designers.create(h.db, { name: 'Ana', title: 'Designer' });
    const afterDesigner = await latestPublicChange(h.db);
    expect(afterDesigner?.getTime()).toBe(new Date(designer.createdAt).getTime());

    await tick();
    const block = await saveContent(h.db, 'hero', { title: 'Hi' }, null);
    const afterContent = await latestPublicChange(h.db);
    expect(afterContent?.getTime()).toBe(block.updatedAt.getTime());
    expect(afterContent!.getTime()).toBeGreaterThan(afterDesigner!.getTime());

    await tick();
    const setting = await putSetting(h.db, 'aiSectionEnabled', 'false');
    expect((await latestPublicChange(h.db))?.getTime()).toBe(setting.updatedAt.getTime());

    // An edit of a row without updated_at is dated by its audit row; other entities are not.
    await tick();
    const before = (await latestPublicChange(h.db))!.getTime();
    await insertAuditRecord(h.db, audit('admin.leads.update'));
    await insertAuditRecord(h.db, audit('auth.changePassword'));
    expect((await latestPublicChange(h.db))?.getTime()).toBe(before);
    await tick();
    await insertAuditRecord(h.db, audit('admin.designers.update'));
    const afterEdit = (await latestPublicChange(h.db))!.getTime();
    expect(afterEdit).toBeGreaterThan(before);
    await tick();
    await insertAuditRecord(h.db, { ...audit('snapshots.restore'), entity: 'snapshots' });
    expect((await latestPublicChange(h.db))!.getTime()).toBeGreaterThan(afterEdit);
  });
});
