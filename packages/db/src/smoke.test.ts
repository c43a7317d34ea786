import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { collections } from './index';
import { createTestDatabase, DATABASE_KINDS } from './testing';

describe.each(DATABASE_KINDS)('crud on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  it('creates and lists a designer with skills', async () => {
    const d = await collections.designers.create(h.db, {
      name: 'Ana',
      title: 'Designer',
      skills: ['UX', 'Brand'],
    });
    expect(d.skills).toEqual(['UX', 'Brand']);
    const p = await collections.patterns.create(h.db, {
      name: 'Dots',
      cssProperties: { opacity: 0.4 },
    });
    expect(p.cssProperties).toEqual({ opacity: 0.4 });
    const page = await collections.designers.list(h.db, { search: 'an' });
    expect(page.total).toBe(1);
  });
});
