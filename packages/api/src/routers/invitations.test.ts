import { findInvitation, listAuditLog, type DatabaseHandle } from '@forma/db';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCaller } from '../index';
import { totpKeyring } from '../auth/totp-encryption';
import { callerAs, FakeSession, makeUser } from '../test-helpers';
import { hashInvitationToken } from './invitations';

const DAY = 86_400_000;
const PASSWORD = 'Quiet-Harbor-Lantern-42!';
const tokenOf = (path: string) => path.slice('/invite/'.length);

describe.each(DATABASE_KINDS)('invitations on %s', (kind) => {
  let h: DatabaseHandle;
  let admin: PublicUser;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    admin = await makeUser(h, 'admin', { role: 'admin' });
  });

  it('invites with a role; the link makes the account with that role once, signs it in, and is logged', async () => {
    const before = Date.now();
    const made = await callerAs(h, admin).invitations.create({
      email: ' dana@example.com ',
      role: 'editor',
    });
    expect(made).toMatchObject({ email: 'dana@example.com', role: 'editor', state: 'open' });
    expect(made.emailStatus).toBe('none');
    expect(made.path).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(made.expiresAt.getTime() - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(made.expiresAt.getTime() - before).toBeLessThanOrEqual(7 * DAY + 5000);
    const token = tokenOf(made.path);
    const stored = await findInvitation(h.db, hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(await callerAs(h, admin).invitations.list())).not.toContain(token);

    const visitor = callerAs(h, null);
    expect(await visitor.invitations.lookup({ token })).toMatchObject({
      state: 'open',
      email: 'dana@example.com',
      role: 'editor',
    });
    const session = new FakeSession();
    const dana = await createCaller({ db: h.db, session, user: null }).invitations.accept({
      token,
      username: 'dana',
      password: PASSWORD,
    });
    expect(dana).toMatchObject({ username: 'dana', role: 'editor', isAdmin: false });
    expect(session.current).toBe(dana.id);
    expect(JSON.stringify(dana)).not.toContain('password');

    // Used: refused a second time, gone from the list, and in the audit log.
    await expect(
      visitor.invitations.accept({ token, username: 'dana2', password: PASSWORD }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/no longer opens/),
    });
    expect(await visitor.invitations.lookup({ token })).toEqual({ state: 'accepted' });
    expect(await callerAs(h, admin).invitations.list()).toEqual([]);
    const actions = (await listAuditLog(h.db, { limit: 50, offset: 0 })).items.map((e) => [
      e.action,
      e.username,
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['invitations.create', 'admin'],
        ['invitations.accept', 'dana'],
      ]),
    );
  });

  it('refuses a revoked, an expired and an unknown link; sending again replaces the link', async () => {
    const caller = callerAs(h, admin);
    const visitor = callerAs(h, null);
    const revoked = await caller.invitations.create({ email: 'r@example.com', role: 'viewer' });
    await caller.invitations.revoke({ id: revoked.id });
    await expect(caller.invitations.revoke({ id: revoked.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await visitor.invitations.lookup({ token: tokenOf(revoked.path) })).toEqual({
      state: 'revoked',
    });
    await expect(
      visitor.invitations.accept({
        token: tokenOf(revoked.path),
        username: 'rr',
        password: PASSWORD,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const old = await caller.invitations.create({
      email: 'e@example.com',
      role: 'viewer',
      days: 1,
    });
    await h.db
      .updateTable('invitations')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', old.id)
      .execute();
    expect(await visitor.invitations.lookup({ token: tokenOf(old.path) })).toEqual({
      state: 'expired',
    });
    await expect(
      visitor.invitations.accept({ token: tokenOf(old.path), username: 'ee', password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const again = await caller.invitations.resend({ id: old.id });
    expect(again.state).toBe('open');
    expect(await visitor.invitations.lookup({ token: tokenOf(old.path) })).toEqual({
      state: 'missing',
    });
    const viewer = await visitor.invitations.accept({
      token: tokenOf(again.path),
      username: 'eve',
      password: PASSWORD,
    });
    expect(viewer.role).toBe('viewer');

    await expect(visitor.invitations.lookup({ token: 'x'.repeat(43) })).resolves.toEqual({
      state: 'missing',
    });
    await expect(visitor.invitations.lookup({ token: 'short' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('keeps the link open when the username is taken or the password weak', async () => {
    await makeUser(h, 'taken');
    const made = await callerAs(h, admin).invitations.create({
      email: 't@example.com',
      role: 'editor',
    });
    const visitor = callerAs(h, null);
    const token = tokenOf(made.path);
    await expect(
      visitor.invitations.accept({ token, username: 'taken', password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Username already exists' });
    await expect(
      visitor.invitations.accept({ token, username: 'fresh', password: 'password' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await visitor.invitations.lookup({ token })).state).toBe('open');
    const user = await visitor.invitations.accept({ token, username: 'fresh', password: PASSWORD });
    expect(user.role).toBe('editor');
  });

  it('is for admins only, and validates the address, role and days', async () => {
    const editor = await makeUser(h, 'ed', { role: 'editor' });
    await expect(
      callerAs(h, editor).invitations.create({ email: 'a@example.com', role: 'viewer' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerAs(h, editor).invitations.list()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(callerAs(h, null).invitations.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const caller = callerAs(h, admin);
    await expect(
      caller.invitations.create({ email: 'nope', role: 'viewer' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.invitations.create({ email: 'a@example.com', role: 'owner' as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.invitations.create({ email: 'a@example.com', role: 'viewer', days: 31 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('queues the e-mail when this host sends e-mail, and wakes the mailer', async () => {
    let kicked = 0;
    const caller = createCaller({
      db: h.db,
      session: new FakeSession(),
      user: admin,
      jobs: { kickPatternVectorizer: () => {}, kickInvitationMailer: () => (kicked += 1) },
      totpKeys: totpKeyring({ sessionSecret: 'a-session-secret-of-at-least-32-characters' }),
    });
    const made = await caller.invitations.create({ email: 'm@example.com', role: 'viewer' });
    expect(made.emailStatus).toBe('pending');
    expect(kicked).toBe(1);
    // The link waits for the mailer sealed, never in clear.
    const stored = await findInvitation(h.db, hashInvitationToken(tokenOf(made.path)));
    expect(stored?.emailLink).toMatch(/^v1:/);
    expect(stored?.emailLink).not.toContain(tokenOf(made.path));
  });
});
