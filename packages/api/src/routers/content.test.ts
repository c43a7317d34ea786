import type { DatabaseHandle } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, makeUser } from '../test-helpers';

describe('content router', () => {
  let h: DatabaseHandle;
  let admin: PublicUser;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    admin = await makeUser(h, 'admin', { isAdmin: true });
  });

  it('get is NOT_FOUND for an unknown section and for a section without a block', async () => {
    const anon = callerAs(h, null);
    await expect(anon.content.get({ section: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(anon.content.get({ section: 'hero' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('update sanitises the hero title, strips tags elsewhere and writes history', async () => {
    const caller = callerAs(h, admin);
    const saved = await caller.content.update({
      section: 'hero',
      content: {
        title:
          'Connect <span class="text-gradient" onclick="x()">with</span><br><script>alert(1)</script>By the <em class="x">best</em><img src=x onerror=alert(1)>',
        subtitle: 'Tom & Jerry <b>bold</b> &lt;i&gt;x&lt;/i&gt;',
        primaryCtaLink: '#projects',
      },
    });
    expect(saved.content.title).toBe(
      'Connect <span class="text-gradient">with</span><br>By the <em>best</em>',
    );
    expect(saved.content.subtitle).toBe('Tom & Jerry bold x');
    const got = await callerAs(h, null).content.get({ section: 'hero' });
    expect(got.content).toEqual(saved.content);

    await caller.content.update({ section: 'hero', content: { title: 'Second' } });
    const history = await caller.content.history({ section: 'hero' });
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ section: 'hero', userId: admin.id });
    expect(history[0]!.content).toEqual({ title: 'Second' });
  });

  it('a draft waits beside the live block until it is published or discarded (issue 20)', async () => {
    const editor = callerAs(h, await makeUser(h, 'eddie', { role: 'editor' }));
    const anon = callerAs(h, null);
    await editor.content.update({ section: 'hero', content: { title: 'Live title' } });
    const versions = (await editor.content.history({ section: 'hero' })).length;

    const draft = await editor.content.saveDraft({
      section: 'hero',
      content: { title: 'Draft <script>x()</script><em>title</em>' },
    });
    expect(draft.content).toEqual({ title: 'Draft <em>title</em>' });
    // The public read never shows it; the console does, with who saved it.
    expect((await anon.content.get({ section: 'hero' })).content).toEqual({ title: 'Live title' });
    expect(await editor.content.draft({ section: 'hero' })).toMatchObject({
      content: { title: 'Draft <em>title</em>' },
      username: 'eddie',
    });
    const overview = await editor.content.overview();
    expect(overview.find((row) => row.section === 'hero')?.draft).toMatchObject({
      username: 'eddie',
    });
    expect(overview.find((row) => row.section === 'about')?.draft).toBeNull();
    expect(await editor.content.history({ section: 'hero' })).toHaveLength(versions);

    await editor.content.publish({ section: 'hero', content: { title: 'Published title' } });
    expect((await anon.content.get({ section: 'hero' })).content).toEqual({
      title: 'Published title',
    });
    expect(await editor.content.draft({ section: 'hero' })).toBeNull();
    expect(await editor.content.history({ section: 'hero' })).toHaveLength(versions + 1);

    await editor.content.saveDraft({ section: 'hero', content: { title: 'Not this' } });
    expect(await editor.content.discardDraft({ section: 'hero' })).toEqual({ discarded: true });
    expect(await editor.content.draft({ section: 'hero' })).toBeNull();
    expect((await anon.content.get({ section: 'hero' })).content).toEqual({
      title: 'Published title',
    });

    await expect(
      editor.content.saveDraft({ section: 'nope' as never, content: {} }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      editor.content.saveDraft({ section: 'hero', content: { title: 5 } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('strips tags in nested arrays of other sections', async () => {
    const saved = await callerAs(h, admin).content.update({
      section: 'about',
      content: { title: '<h1>About</h1>', services: [{ name: '<i>UX</i>' }] },
    });
    expect(saved.content).toEqual({ title: 'About', services: [{ name: 'UX' }] });
  });

  it('validates content against its section schema', async () => {
    const caller = callerAs(h, admin);
    await expect(
      caller.content.update({
        section: 'hero',
        content: { primaryCtaLink: 'javascript:alert(1)' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.content.update({ section: 'nope' as never, content: {} }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.content.history({ section: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
