import {
  addReleaseItem,
  createRelease,
  getRelease,
  saveContent,
  saveContentDraft,
  scheduleRelease,
} from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishNextRelease } from '../src/jobs/release-publisher';
import { createTestApp, type TestApp } from './helpers';

/**
 * The release publisher (issue 20 item 3): a scheduled release whose time came goes live, and
 * the public reads, cached until then, show it at once.
 */
describe.each(DATABASE_KINDS)('the release publisher on %s', (kind) => {
  let t: TestApp;
  const logged: string[] = [];
  const log = {
    info: (_: object, msg: string) => logged.push(msg),
    warn: (_: object, msg: string) => logged.push(msg),
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    logged.length = 0;
  });

  const heroTitle = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/content/hero' })).json() as {
        content: { title?: string };
      }
    ).content.title;

  it('publishes a due release once, and the cached public read follows', async () => {
    const db = t.database.db;
    await saveContent(db, 'hero', { title: 'Before the launch' }, null);
    await saveContentDraft(db, 'hero', { title: 'After the launch' }, null);
    const release = await createRelease(db, { name: 'Launch', userId: null });
    await addReleaseItem(db, release.id, { entity: 'content', entityKey: 'hero' });
    const at = new Date(Date.now() + 3_600_000);
    await scheduleRelease(db, release.id, at);
    expect(await heroTitle()).toBe('Before the launch');

    // Before its time, nothing; once the clock passes it, once.
    expect(await publishNextRelease({ db, log })).toBe(false);
    const later = () => new Date(at.getTime() + 1_000);
    expect(await publishNextRelease({ db, log, now: later })).toBe(true);
    expect(await publishNextRelease({ db, log, now: later })).toBe(false);
    expect(logged).toEqual(['published a scheduled release']);
    expect((await getRelease(db, release.id))?.status).toBe('published');
    await expect.poll(heroTitle, { timeout: 2_000 }).toBe('After the launch');
  });
});
