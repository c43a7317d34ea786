import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '../testing';
import { collections } from '../index';
import { claimPatternJob, settlePatternJob } from './pattern-jobs';

const options = { staleMs: 5 * 60_000, maxAttempts: 3 };

describe.each(DATABASE_KINDS)('pattern jobs on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => truncateAll(h));

  const pattern = (name: string, values: Record<string, unknown> = {}) =>
    collections.patterns.create(h.db, { name, pngUrl: `/uploads/${name}.png`, ...values });

  it('claims the oldest pending pattern once, then settles it', async () => {
    const a = await pattern('a');
    await pattern('b', { status: 'ready' });
    const claim = await claimPatternJob(h.db, options);
    expect(claim).toMatchObject({ id: a.id, pngUrl: '/uploads/a.png', attempts: 1 });
    expect(await claimPatternJob(h.db, options)).toBeUndefined();
    const row = await collections.patterns.byId(h.db, a.id);
    expect(row).toMatchObject({ status: 'processing', attempts: 1 });
    expect(row!.lockedAt).toEqual(claim!.lockedAt);

    const settled = await settlePatternJob(h.db, claim!, { status: 'ready', svgContent: '<svg/>' });
    expect(settled).toMatchObject({ status: 'ready', svgContent: '<svg/>', lockedAt: null });
  });

  it('does not settle a claim whose row was re-queued meanwhile', async () => {
    const a = await pattern('a');
    const claim = await claimPatternJob(h.db, options);
    await collections.patterns.update(h.db, a.id, {
      status: 'pending',
      attempts: 0,
      lockedAt: null,
    });
    expect(await settlePatternJob(h.db, claim!, { status: 'ready' })).toBeUndefined();
    expect(await collections.patterns.byId(h.db, a.id)).toMatchObject({ status: 'pending' });
  });

  it('claims a stale processing row again, and fails it after the last attempt', async () => {
    const a = await pattern('a');
    const stale = sql<Date>`now() - interval '10 minutes'`;
    await h.db
      .updateTable('patterns')
      .set({ status: 'processing', lockedAt: stale, attempts: 1 })
      .execute();
    const claim = await claimPatternJob(h.db, options);
    expect(claim).toMatchObject({ id: a.id, attempts: 2 });

    await h.db.updateTable('patterns').set({ lockedAt: stale, attempts: 3 }).execute();
    expect(await claimPatternJob(h.db, options)).toBeUndefined();
    expect(await collections.patterns.byId(h.db, a.id)).toMatchObject({
      status: 'failed',
      statusMessage: 'Vectorizing did not finish after 3 attempts. Try again.',
      lockedAt: null,
    });
  });

  it.runIf(kind === 'postgres')('never gives the same row to two concurrent claims', async () => {
    for (let i = 0; i < 8; i += 1) await pattern(`p${i}`);
    const claims = await Promise.all(
      Array.from({ length: 12 }, () => claimPatternJob(h.db, options)),
    );
    const ids = claims.flatMap((c) => (c ? [c.id] : []));
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
  });
});
