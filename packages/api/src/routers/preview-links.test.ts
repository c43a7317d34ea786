import { findPreviewLink, type DatabaseHandle } from '@forma/db';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, makeUser } from '../test-helpers';
import { hashPreviewToken } from './preview-links';

const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('preview links procedures on %s', (kind) => {
  let h: DatabaseHandle;
  let editor: PublicUser;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    editor = await makeUser(h, 'editor', { role: 'editor' });
  });

  it('makes a link for 24 hours by default, its token shown once and stored only as a hash', async () => {
    const caller = callerAs(h, editor);
    const before = Date.now();
    const made = await caller.previewLinks.create({});
    expect(made.path).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(made.username).toBe('editor');
    const lifetime = made.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(lifetime).toBeLessThanOrEqual(24 * HOUR + 5000);

    const token = made.path.slice('/preview/'.length);
    const stored = await findPreviewLink(h.db, hashPreviewToken(token));
    expect(stored?.id).toBe(made.id);
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = await caller.previewLinks.list();
    expect(listed).toEqual([
      { id: made.id, createdAt: made.createdAt, expiresAt: made.expiresAt, username: 'editor' },
    ]);
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('takes 1 to 168 hours and words a bad lifetime by its label', async () => {
    const caller = callerAs(h, editor);
    const hour = await caller.previewLinks.create({ hours: 1 });
    expect(hour.expiresAt.getTime() - hour.createdAt.getTime()).toBeLessThanOrEqual(HOUR + 5000);
    await expect(caller.previewLinks.create({ hours: 169 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Expires after (hours) must be at most 168'),
    });
    await expect(caller.previewLinks.create({ hours: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('revokes a live link once; then it is no longer listed', async () => {
    const caller = callerAs(h, editor);
    const kept = await caller.previewLinks.create({ hours: 2 });
    const gone = await caller.previewLinks.create({ hours: 2 });
    expect(await caller.previewLinks.revoke({ id: gone.id })).toEqual({ id: gone.id });
    await expect(caller.previewLinks.revoke({ id: gone.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await caller.previewLinks.list()).map((l) => l.id)).toEqual([kept.id]);
  });

  it('lets a viewer list the links but neither make nor revoke one', async () => {
    const link = await callerAs(h, editor).previewLinks.create({});
    const viewer = callerAs(h, await makeUser(h, 'viewer', { role: 'viewer' }));
    expect((await viewer.previewLinks.list()).map((l) => l.id)).toEqual([link.id]);
    await expect(viewer.previewLinks.create({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(viewer.previewLinks.revoke({ id: link.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(callerAs(h, null).previewLinks.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
