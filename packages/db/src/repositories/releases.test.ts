import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '../testing';
import { drafts, testimonials } from './collections';
import {
  contentHistory,
  getContent,
  getContentDraft,
  saveContent,
  saveContentDraft,
} from './content';
import { createPreviewLink, findPreviewLink } from './preview-links';
import { getSnapshot, listSnapshots } from './snapshots';
import { getSetting, listSettingDrafts, putSetting, saveSettingDraft } from './settings';
import {
  addReleaseItem,
  cancelRelease,
  createRelease,
  getRelease,
  itemVersions,
  listReleases,
  publishDueRelease,
  publishRelease,
  refreezeReleaseItem,
  removeReleaseItem,
  scheduleRelease,
} from './releases';

const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('releases on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => truncateAll(h));

  /** A release of a hero draft and a new testimonial, as an editor prepares one. */
  async function prepared(name = 'Spring launch') {
    await saveContent(h.db, 'hero', { title: 'Winter title' }, null);
    await saveContentDraft(h.db, 'hero', { title: 'Spring title' }, null);
    const quote = await drafts.testimonials.createDraft(
      h.db,
      { name: 'Ana', quote: 'Spring quote' },
      null,
    );
    const release = await createRelease(h.db, { name, userId: null });
    await addReleaseItem(h.db, release.id, { entity: 'content', entityKey: 'hero' });
    await addReleaseItem(h.db, release.id, { entity: 'testimonials', entityKey: String(quote.id) });
    // Adding twice keeps one item.
    await addReleaseItem(h.db, release.id, { entity: 'content', entityKey: 'hero' });
    return { release, quote };
  }
  const liveQuotes = async () => (await testimonials.items(h.db)).map((t) => t.quote);

  it('publishes every draft of a release together, once, and revokes its preview links', async () => {
    const { release } = await prepared();
    const link = await createPreviewLink(h.db, {
      tokenHash: 'a'.repeat(64),
      userId: null,
      expiresAt: new Date(Date.now() + 60 * MINUTE),
      releaseId: release.id,
    });
    expect((await getRelease(h.db, release.id))!.items).toHaveLength(2);
    expect((await listReleases(h.db))[0]).toMatchObject({ name: 'Spring launch', itemCount: 2 });

    const result = await publishRelease(h.db, release.id, null);
    expect(result).toMatchObject({ outcome: 'published', release: { status: 'published' } });
    expect((await getContent(h.db, 'hero'))?.content).toEqual({ title: 'Spring title' });
    expect(await liveQuotes()).toEqual(['Spring quote']);
    expect((await findPreviewLink(h.db, link.tokenHash))!.revokedAt).toBeInstanceOf(Date);
    // The site as it was is kept in a whole-site snapshot.
    const [snapshot] = await listSnapshots(h.db);
    expect(snapshot).toMatchObject({ name: 'Before release “Spring launch”' });
    expect((await getSnapshot(h.db, snapshot!.id))?.blocks).toMatchObject({
      hero: { title: 'Winter title' },
    });
    await expect(publishRelease(h.db, release.id, null)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      addReleaseItem(h.db, release.id, { entity: 'content', entityKey: 'about' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('publishes its settings drafts with it, an unset included, and none when it fails', async () => {
    const { release, quote } = await prepared();
    await putSetting(h.db, 'selectedProjectsStyle', 'arc');
    await putSetting(h.db, 'aiSectionEnabled', 'false');
    await saveSettingDraft(h.db, 'selectedProjectsStyle', 'holo', null);
    await saveSettingDraft(h.db, 'aiSectionEnabled', null, null);
    for (const key of ['selectedProjectsStyle', 'aiSectionEnabled'])
      await addReleaseItem(h.db, release.id, { entity: 'setting', entityKey: key });

    // A deleted record fails the release: the settings stay as they were, drafts kept.
    await testimonials.delete(h.db, quote.id);
    expect(await publishRelease(h.db, release.id, null)).toMatchObject({ outcome: 'failed' });
    expect((await getSetting(h.db, 'selectedProjectsStyle'))?.value).toBe('arc');
    expect((await getSetting(h.db, 'aiSectionEnabled'))?.value).toBe('false');
    expect(await listSettingDrafts(h.db)).toHaveLength(2);

    await removeReleaseItem(h.db, release.id, {
      entity: 'testimonials',
      entityKey: String(quote.id),
    });
    expect(await publishRelease(h.db, release.id, null)).toMatchObject({ outcome: 'published' });
    expect((await getSetting(h.db, 'selectedProjectsStyle'))?.value).toBe('holo');
    expect(await getSetting(h.db, 'aiSectionEnabled')).toBeUndefined();
    expect(await listSettingDrafts(h.db)).toEqual([]);
    // The snapshot before it holds the settings as they were.
    const [snapshot] = await listSnapshots(h.db);
    expect((await getSnapshot(h.db, snapshot!.id))?.settings).toMatchObject({
      selectedProjectsStyle: 'arc',
      aiSectionEnabled: 'false',
    });
  });

  it('refuses a setting in a release that takes records off the site', async () => {
    const release = await createRelease(h.db, { name: 'End', userId: null, action: 'unpublish' });
    await expect(
      addReleaseItem(h.db, release.id, { entity: 'setting', entityKey: 'aiSectionEnabled' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps a block or record in one open release at a time, naming the other (issue 39 item 2)', async () => {
    const { quote } = await prepared();
    const second = await createRelease(h.db, { name: 'Summer', userId: null });
    for (const item of [
      { entity: 'content', entityKey: 'hero' },
      { entity: 'testimonials', entityKey: String(quote.id) },
    ] as const)
      await expect(addReleaseItem(h.db, second.id, item)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining('“Spring launch”'),
      });
    expect((await getRelease(h.db, second.id))?.items).toEqual([]);
    // Once the first release is done, the block may go in another.
    const first = (await listReleases(h.db)).find((r) => r.name === 'Spring launch')!;
    await cancelRelease(h.db, first.id);
    await addReleaseItem(h.db, second.id, { entity: 'content', entityKey: 'hero' });
    expect((await getRelease(h.db, second.id))?.items.map((i) => i.entityKey)).toEqual(['hero']);
  });

  it('publishes the version it holds, marks a draft changed since, keeps the newer draft (issue 39 item 2)', async () => {
    const { release, quote } = await prepared();
    await saveContentDraft(h.db, 'hero', { title: 'Spring title, edited after review' }, null);
    await drafts.testimonials.saveDraft(h.db, quote.id, { quote: 'A quote edited late' }, null);
    await saveSettingDraft(h.db, 'aiSectionEnabled', 'false', null);
    await addReleaseItem(h.db, release.id, { entity: 'setting', entityKey: 'aiSectionEnabled' });
    await saveSettingDraft(h.db, 'aiSectionEnabled', 'true', null);

    const detail = (await getRelease(h.db, release.id))!;
    const versions = await Promise.all(
      detail.items.map((item) => itemVersions(h.db, release.action, item)),
    );
    expect(versions).toEqual([
      {
        reviewed: { content: { title: 'Spring title' } },
        current: { content: { title: 'Spring title, edited after review' } },
      },
      {
        reviewed: { fields: expect.objectContaining({ quote: 'Spring quote' }) },
        current: { fields: expect.objectContaining({ quote: 'A quote edited late' }) },
      },
      { reviewed: { value: 'false' }, current: { value: 'true' } },
    ]);

    expect((await publishRelease(h.db, release.id, null)).outcome).toBe('published');
    // What was reviewed went live; what was saved after stays a draft, nothing lost.
    expect((await getContent(h.db, 'hero'))?.content).toEqual({ title: 'Spring title' });
    expect((await getContentDraft(h.db, 'hero'))?.content).toEqual({
      title: 'Spring title, edited after review',
    });
    expect(await liveQuotes()).toEqual(['Spring quote']);
    const row = await testimonials.byId(h.db, quote.id);
    expect(row).toMatchObject({ quote: 'Spring quote', draft: { quote: 'A quote edited late' } });
    expect((await getSetting(h.db, 'aiSectionEnabled'))?.value).toBe('false');
    expect((await listSettingDrafts(h.db)).map((d) => [d.key, d.value])).toEqual([
      ['aiSectionEnabled', 'true'],
    ]);
  });

  it('publishes the current draft once an editor takes it (“Use the current draft”)', async () => {
    const { release } = await prepared();
    await saveContentDraft(h.db, 'hero', { title: 'Spring title, final' }, null);
    await refreezeReleaseItem(h.db, release.id, { entity: 'content', entityKey: 'hero' });
    const hero = (await getRelease(h.db, release.id))!.items.find((i) => i.entity === 'content')!;
    expect(await itemVersions(h.db, release.action, hero)).toEqual({
      reviewed: { content: { title: 'Spring title, final' } },
    });
    await publishRelease(h.db, release.id, null);
    expect((await getContent(h.db, 'hero'))?.content).toEqual({ title: 'Spring title, final' });
    expect(await getContentDraft(h.db, 'hero')).toBeUndefined();
    await expect(
      refreezeReleaseItem(h.db, release.id, { entity: 'content', entityKey: 'hero' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('publishes a scheduled release when its time comes, not before', async () => {
    const { release } = await prepared();
    const at = new Date(Date.now() + 5 * MINUTE);
    expect(await scheduleRelease(h.db, release.id, at)).toMatchObject({ status: 'scheduled' });
    expect(await publishDueRelease(h.db)).toBeUndefined();
    expect(await liveQuotes()).toEqual([]);
    const outcome = await publishDueRelease(h.db, new Date(at.getTime() + 1000));
    expect(outcome).toMatchObject({ outcome: 'published', release: { id: release.id } });
    expect(await liveQuotes()).toEqual(['Spring quote']);
    expect(await publishDueRelease(h.db, new Date(at.getTime() + 2000))).toBeUndefined();
  });

  it('publishes nothing when a record was deleted meanwhile, and says why', async () => {
    const { release, quote } = await prepared();
    await scheduleRelease(h.db, release.id, new Date(Date.now() - 1000));
    await testimonials.delete(h.db, quote.id);
    const outcome = await publishDueRelease(h.db);
    expect(outcome).toMatchObject({
      outcome: 'failed',
      reason: `Testimonial #${quote.id} was deleted after it was added`,
      release: {
        status: 'failed',
        error: `Testimonial #${quote.id} was deleted after it was added`,
      },
    });
    // The hero's draft was not published either.
    expect((await getContent(h.db, 'hero'))?.content).toEqual({ title: 'Winter title' });
    expect(await contentHistory(h.db, 'hero')).toHaveLength(1);
    expect(await listSnapshots(h.db)).toEqual([]);
    expect(await publishDueRelease(h.db)).toBeUndefined();
    // Tried again unchanged, it fails again with the same reason, still publishing nothing.
    expect(await publishRelease(h.db, release.id, null)).toMatchObject({
      outcome: 'failed',
      release: {
        status: 'failed',
        error: `Testimonial #${quote.id} was deleted after it was added`,
      },
    });
    expect((await getContent(h.db, 'hero'))?.content).toEqual({ title: 'Winter title' });

    // Taking the item out makes it open again, and it publishes.
    await removeReleaseItem(h.db, release.id, {
      entity: 'testimonials',
      entityKey: String(quote.id),
    });
    expect(await getRelease(h.db, release.id)).toMatchObject({ status: 'open', error: null });
    expect(await publishRelease(h.db, release.id, null)).toMatchObject({ outcome: 'published' });
    expect((await getContent(h.db, 'hero'))?.content).toEqual({ title: 'Spring title' });
  });

  it('takes its records off the site at its time when it unpublishes', async () => {
    const live = await testimonials.create(h.db, { name: 'Campaign', quote: 'Campaign quote' });
    await drafts.testimonials.saveDraft(h.db, live.id, { quote: 'Reworded' }, null);
    const release = await createRelease(h.db, {
      name: 'End of campaign',
      userId: null,
      action: 'unpublish',
    });
    await expect(
      addReleaseItem(h.db, release.id, { entity: 'content', entityKey: 'hero' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await addReleaseItem(h.db, release.id, { entity: 'testimonials', entityKey: String(live.id) });
    const at = new Date(Date.now() + 60_000);
    await scheduleRelease(h.db, release.id, at);
    expect(await liveQuotes()).toEqual(['Campaign quote']);
    expect(await publishDueRelease(h.db, new Date(at.getTime() + 1))).toMatchObject({
      outcome: 'published',
    });
    expect(await liveQuotes()).toEqual([]);
    // It is a draft again, as its draft said.
    expect(await testimonials.byId(h.db, live.id)).toMatchObject({
      publishedAt: null,
      draft: null,
      quote: 'Reworded',
    });
  });

  it('is never published once cancelled', async () => {
    const { release } = await prepared();
    await scheduleRelease(h.db, release.id, new Date(Date.now() - 1000));
    expect(await cancelRelease(h.db, release.id)).toMatchObject({ status: 'cancelled' });
    expect(await publishDueRelease(h.db)).toBeUndefined();
    expect(await liveQuotes()).toEqual([]);
    await expect(scheduleRelease(h.db, release.id, new Date())).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(publishRelease(h.db, 99_999, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a scheduled release on Postgres with several instances', () => {
  let h: DatabaseHandle;
  let others: DatabaseHandle[] = [];
  /** Another instance: its own pool on the same database. */
  const instance = async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${h.connection!.database}`;
    const other = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    others.push(other);
    return other;
  };
  beforeAll(async () => {
    h = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await Promise.all(others.map((o) => o.close()));
    await h?.close();
  });
  beforeEach(async () => {
    await Promise.all(others.map((o) => o.close()));
    others = [];
    await truncateAll(h);
  });

  async function scheduledRelease(publishAt: Date) {
    await saveContentDraft(h.db, 'hero', { title: 'Launch title' }, null);
    const quote = await drafts.testimonials.createDraft(
      h.db,
      { name: 'Bo', quote: 'Launch quote' },
      null,
    );
    const release = await createRelease(h.db, { name: 'Launch', userId: null });
    await addReleaseItem(h.db, release.id, { entity: 'content', entityKey: 'hero' });
    await addReleaseItem(h.db, release.id, { entity: 'testimonials', entityKey: String(quote.id) });
    await scheduleRelease(h.db, release.id, publishAt);
    return release;
  }

  it('is published exactly once when two instances race for it', async () => {
    const release = await scheduledRelease(new Date(Date.now() - 1000));
    const [a, b] = [await instance(), await instance()];
    const outcomes = await Promise.all([
      publishDueRelease(a.db),
      publishDueRelease(b.db),
      publishDueRelease(a.db),
      publishDueRelease(b.db),
    ]);
    expect(outcomes.filter((o) => o?.outcome === 'published')).toHaveLength(1);
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(3);
    expect(await contentHistory(h.db, 'hero')).toHaveLength(1);
    expect((await testimonials.items(h.db)).map((t) => t.quote)).toEqual(['Launch quote']);
    expect(await getRelease(h.db, release.id)).toMatchObject({ status: 'published' });
  });

  it('is published by the next instance after a restart, once', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const release = await scheduledRelease(at);
    const before = await instance();
    expect(await publishDueRelease(before.db)).toBeUndefined();
    // The instance stops before the time comes; another starts after it.
    await before.close();
    others = others.filter((o) => o !== before);
    const after = await instance();
    const later = new Date(at.getTime() + 1_000);
    expect(await publishDueRelease(after.db, later)).toMatchObject({ outcome: 'published' });
    expect(await publishDueRelease(after.db, later)).toBeUndefined();
    expect(await getRelease(h.db, release.id)).toMatchObject({ status: 'published' });
    expect(await contentHistory(h.db, 'hero')).toHaveLength(1);
  });
});
