import type { DatabaseHandle } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCaller } from '../index';
import { NO_ARTWORK_MESSAGE, NO_PNG_MESSAGE } from '../patterns';
import { callerAs, FakeSession, makeUser } from '../test-helpers';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" onload="alert(1)"><script>alert(2)</script><circle cx="10" cy="10" r="4"/></svg>';
const PNG = `/uploads/${'a'.repeat(64)}.png`;
const OTHER_PNG = `/uploads/${'b'.repeat(64)}.png`;

describe('pattern rules and vectorize', () => {
  let h: DatabaseHandle;
  let admin: PublicUser;
  let kicks: number;
  let caller: ReturnType<typeof createCaller>;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    admin = await makeUser(h, 'admin', { isAdmin: true });
    kicks = 0;
    const session = new FakeSession();
    session.current = admin.id;
    const jobs = { kickPatternVectorizer: () => void (kicks += 1) };
    caller = createCaller({ db: h.db, session, user: admin, jobs });
  });

  /** Sets job columns directly, as the vectorizer would. */
  const setState = (id: number, values: Record<string, unknown>) =>
    h.db.updateTable('patterns').set(values).where('id', '=', id).execute();

  it('sanitizes SVG content: the pattern is ready at once, not vectorized', async () => {
    const p = await caller.admin.patterns.create({ name: 'Dots', svgContent: SVG });
    expect(p).toMatchObject({ status: 'ready', isVectorized: false, statusMessage: '' });
    expect(p.svgContent).toContain('<circle');
    expect(p.svgContent).not.toMatch(/script|onload/i);
    expect(kicks).toBe(0);
  });

  it('refuses content that is not an SVG with a clear message', async () => {
    await expect(
      caller.admin.patterns.create({ name: 'Bad', svgContent: '<html><body>hi</body></html>' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^Invalid SVG content: Not an SVG document/),
    });
    const p = await caller.admin.patterns.create({ name: 'Ok', svgContent: SVG });
    await expect(
      caller.admin.patterns.update({ id: p.id, data: { svgContent: 'not svg' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses a PNG to vectorize that is not a PNG, on create and update, storing nothing', async () => {
    for (const pngUrl of ['/uploads/a.svg', '/uploads/a.jpg', '/uploads/a.webp'])
      await expect(caller.admin.patterns.create({ name: 'Waves', pngUrl })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('must be a PNG file'),
      });
    expect((await caller.admin.patterns.list()).total).toBe(0);
    const p = await caller.admin.patterns.create({ name: 'Waves', pngUrl: PNG });
    await expect(
      caller.admin.patterns.update({ id: p.id, data: { pngUrl: '/uploads/a.jpg' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await caller.admin.patterns.byId({ id: p.id })).toMatchObject({ pngUrl: PNG });
  });

  it('queues a new PNG for the vectorizer and wakes it', async () => {
    const p = await caller.admin.patterns.create({ name: 'Waves', pngUrl: PNG });
    expect(p).toMatchObject({ status: 'pending', attempts: 0, isVectorized: false });
    expect(kicks).toBe(1);

    await setState(p.id, {
      status: 'failed',
      statusMessage: 'The PNG could not be read',
      attempts: 3,
    });
    const changed = await caller.admin.patterns.update({ id: p.id, data: { pngUrl: OTHER_PNG } });
    expect(changed).toMatchObject({ status: 'pending', statusMessage: '', attempts: 0 });
    expect(kicks).toBe(2);
  });

  it('a new SVG and a new PNG together keep the SVG', async () => {
    const p = await caller.admin.patterns.create({ name: 'Both', pngUrl: PNG, svgContent: SVG });
    expect(p).toMatchObject({ status: 'ready', isVectorized: false });
    expect(kicks).toBe(0);
  });

  it('a pattern created with neither file fails with a hint', async () => {
    const p = await caller.admin.patterns.create({
      name: 'Empty',
      cssProperties: { opacity: 0.4 },
    });
    expect(p).toMatchObject({ status: 'failed', statusMessage: NO_ARTWORK_MESSAGE });
    expect(p.cssProperties).toEqual({ opacity: 0.4 });
  });

  it('keeps the status when the form sends the same files back', async () => {
    const p = await caller.admin.patterns.create({ name: 'Waves', pngUrl: PNG });
    const svg = (await caller.admin.patterns.create({ name: 'x', svgContent: SVG })).svgContent;
    await setState(p.id, { status: 'ready', isVectorized: true, svgContent: svg, attempts: 1 });
    kicks = 0;
    const saved = await caller.admin.patterns.update({
      id: p.id,
      data: { name: 'Waves 2', pngUrl: PNG, svgContent: svg, cssProperties: { size: 'cover' } },
    });
    expect(saved).toMatchObject({ name: 'Waves 2', status: 'ready', isVectorized: true });
    expect(saved.cssProperties).toEqual({ size: 'cover' });
    expect(kicks).toBe(0);
  });

  it('does not let the client set the status by hand', async () => {
    const p = await caller.admin.patterns.create({ name: 'Waves', pngUrl: PNG });
    for (const status of ['ready', 'processing', 'failed'] as const)
      await expect(
        caller.admin.patterns.update({ id: p.id, data: { status } }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('status is set by the server'),
      });
    await expect(
      caller.admin.patterns.create({ name: 'Fake', status: 'ready' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // isVectorized is the server's too: ignored
    const same = await caller.admin.patterns.update({ id: p.id, data: { isVectorized: true } });
    expect(same).toMatchObject({ status: 'pending', isVectorized: false });
  });

  it("status 'pending' on an update queues the PNG again", async () => {
    const p = await caller.admin.patterns.create({ name: 'Waves', pngUrl: PNG });
    await setState(p.id, { status: 'failed', statusMessage: 'Nope', attempts: 3 });
    const queued = await caller.admin.patterns.update({ id: p.id, data: { status: 'pending' } });
    expect(queued).toMatchObject({ status: 'pending', statusMessage: '', attempts: 0 });

    const svgOnly = await caller.admin.patterns.create({ name: 'Dots', svgContent: SVG });
    await expect(
      caller.admin.patterns.update({ id: svgOnly.id, data: { status: 'pending' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: NO_PNG_MESSAGE });
  });

  it('vectorize queues the PNG again and wakes the worker', async () => {
    const p = await caller.admin.patterns.create({ name: 'Waves', pngUrl: PNG });
    await setState(p.id, {
      status: 'failed',
      statusMessage: 'The PNG could not be read',
      attempts: 3,
      lockedAt: new Date(),
    });
    kicks = 0;
    const row = await caller.admin.patterns.vectorize({ id: p.id });
    expect(row).toMatchObject({
      id: p.id,
      status: 'pending',
      statusMessage: '',
      attempts: 0,
      lockedAt: null,
    });
    expect(kicks).toBe(1);
    // the generic procedures are still there next to it
    expect((await caller.admin.patterns.list()).total).toBe(1);
    expect(await caller.admin.patterns.byId({ id: p.id })).toMatchObject({ status: 'pending' });
  });

  it('vectorize: NOT_FOUND, no PNG, admins only', async () => {
    await expect(caller.admin.patterns.vectorize({ id: 999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Pattern not found',
    });
    const svgOnly = await caller.admin.patterns.create({ name: 'Dots', svgContent: SVG });
    await expect(caller.admin.patterns.vectorize({ id: svgOnly.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This pattern has no PNG to vectorize',
    });
    const member = await makeUser(h, 'member');
    await expect(
      callerAs(h, member).admin.patterns.vectorize({ id: svgOnly.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      callerAs(h, null).admin.patterns.vectorize({ id: svgOnly.id }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(kicks).toBe(0);
  });
});
