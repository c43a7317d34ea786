import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import {
  createPreviewLink,
  findPreviewLink,
  isLivePreviewLink,
  listLivePreviewLinks,
  revokePreviewLink,
} from './preview-links';
import { insertUser } from './users';

const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('preview links repository on %s', (kind) => {
  let h: DatabaseHandle;
  let userId: number;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
    userId = (await insertUser(h.db, { username: 'maya', passwordHash: 'x' }))!.id;
  });
  afterAll(async () => h?.close());

  it('finds a link by its token hash, live until it expires', async () => {
    const now = new Date();
    const link = await createPreviewLink(h.db, {
      tokenHash: 'hash-live',
      userId,
      expiresAt: new Date(now.getTime() + 24 * HOUR),
    });
    const found = await findPreviewLink(h.db, 'hash-live');
    expect(found?.id).toBe(link.id);
    expect(isLivePreviewLink(found!, now)).toBe(true);
    expect(isLivePreviewLink(found!, new Date(now.getTime() + 25 * HOUR))).toBe(false);
    expect(await findPreviewLink(h.db, 'no-such-hash')).toBeUndefined();
  });

  it('lists only live links, newest first, with their authors', async () => {
    const now = new Date();
    await createPreviewLink(h.db, {
      tokenHash: 'hash-expired',
      userId,
      expiresAt: new Date(now.getTime() - HOUR),
    });
    const newer = await createPreviewLink(h.db, {
      tokenHash: 'hash-newer',
      userId: null,
      expiresAt: new Date(now.getTime() + HOUR),
    });
    const live = await listLivePreviewLinks(h.db, now);
    expect(live.map((l) => l.tokenHash)).toEqual(['hash-newer', 'hash-live']);
    expect(live.map((l) => l.username)).toEqual([null, 'maya']);
    expect(live[0]!.id).toBe(newer.id);
  });

  it('revokes a live link once; a revoked or expired link cannot be revoked', async () => {
    const now = new Date();
    const link = (await findPreviewLink(h.db, 'hash-newer'))!;
    expect(await revokePreviewLink(h.db, link.id, now)).toBe(true);
    expect(await revokePreviewLink(h.db, link.id, now)).toBe(false);
    const revoked = (await findPreviewLink(h.db, 'hash-newer'))!;
    expect(revoked.revokedAt).not.toBeNull();
    expect(isLivePreviewLink(revoked, now)).toBe(false);
    const expired = (await findPreviewLink(h.db, 'hash-expired'))!;
    expect(await revokePreviewLink(h.db, expired.id, now)).toBe(false);
    expect(await revokePreviewLink(h.db, 999_999, now)).toBe(false);
    expect((await listLivePreviewLinks(h.db, now)).map((l) => l.tokenHash)).toEqual(['hash-live']);
  });
});
