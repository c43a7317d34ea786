import {
  addReleaseItem,
  createRelease,
  getRelease,
  saveContent,
  saveContentDraft,
  scheduleRelease,
} from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { RELEASE_MAX_ATTEMPTS } from '@forma/validators/releases';
import { sql } from 'kysely';
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

  it('lets a release that keeps failing wait, then marks it failed, while a later one goes out on time', async () => {
    const db = t.database.db;
    // Publishing the hero fails as a statement timeout would: not a rule of the release itself.
    await sql`create function forma_test_timeout() returns trigger language plpgsql as $$
      begin
        if new.content::text like '%BOOM%' then
          raise exception 'canceling statement due to statement timeout' using errcode = '57014';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger forma_test_timeout before insert or update on site_content
      for each row execute function forma_test_timeout()`.execute(db);
    try {
      await saveContentDraft(db, 'hero', { title: 'BOOM' }, null);
      await saveContentDraft(db, 'about', { title: 'The later release' }, null);
      const failing = await createRelease(db, { name: 'Failing', userId: null });
      await addReleaseItem(db, failing.id, { entity: 'content', entityKey: 'hero' });
      const later = await createRelease(db, { name: 'Later', userId: null });
      await addReleaseItem(db, later.id, { entity: 'content', entityKey: 'about' });
      const at = new Date(Date.now() + 3_600_000);
      await scheduleRelease(db, failing.id, at);
      await scheduleRelease(db, later.id, new Date(at.getTime() + 1_000));

      // One pass: the failing release waits, the later one is published in the same pass.
      let now = new Date(at.getTime() + 2_000);
      while (await publishNextRelease({ db, log, now: () => now }));
      expect((await getRelease(db, later.id))?.status).toBe('published');
      const waiting = await getRelease(db, failing.id);
      expect(waiting).toMatchObject({ status: 'scheduled', publishAttempts: 1 });
      expect(waiting?.error).toContain('statement timeout');
      // Not before its wait is over.
      expect(await publishNextRelease({ db, log, now: () => now })).toBe(false);

      // Each later attempt after its (growing) wait; the last one marks it failed.
      let previousWait = 0;
      for (let attempt = 2; attempt <= RELEASE_MAX_ATTEMPTS; attempt++) {
        const before = await getRelease(db, failing.id);
        const wait = before!.retryAt!.getTime() - now.getTime();
        expect(wait).toBeGreaterThan(previousWait);
        previousWait = wait;
        now = new Date(before!.retryAt!.getTime() + 1);
        expect(await publishNextRelease({ db, log, now: () => now })).toBe(true);
      }
      const failed = await getRelease(db, failing.id);
      expect(failed?.status).toBe('failed');
      expect(failed?.error).toMatch(
        new RegExp(
          `^Publishing failed ${RELEASE_MAX_ATTEMPTS} times\\. The last error: .*statement timeout`,
        ),
      );
      expect(await publishNextRelease({ db, log, now: () => now })).toBe(false);
      expect(
        logged.filter((m) => m.startsWith('publishing a scheduled release failed')),
      ).toHaveLength(RELEASE_MAX_ATTEMPTS - 1);
      expect(logged).toContain('a scheduled release failed: nothing was published');
    } finally {
      await sql`drop trigger if exists forma_test_timeout on site_content`.execute(db);
      await sql`drop function if exists forma_test_timeout()`.execute(db);
    }
  });
});
