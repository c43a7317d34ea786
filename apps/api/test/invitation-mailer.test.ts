import { randomBytes } from 'node:crypto';
import { hashInvitationToken, invitationPath, sealTotpSecret, totpKeyring } from '@forma/api';
import { createInvitation, getInvitation } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../src/jobs/lead-notifier';
import { mailNextInvitation, type InvitationMailerDeps } from '../src/jobs/invitation-mailer';
import { createTestApp, type TestApp } from './helpers';
import { MailSink } from './mail-sink';

/** Invitation e-mails (issue 44 item 1) through a local SMTP server started by the test. */

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const keys = totpKeyring({ sessionSecret: 'a-session-secret-of-at-least-32-characters' });

describe.each(DATABASE_KINDS)('invitation e-mails on %s', (kind) => {
  let t: TestApp;
  let sink: MailSink;
  let deps: InvitationMailerDeps;

  /** An invitation whose e-mail waits with its sealed link; returns it and its token. */
  async function invite(email: string) {
    const token = randomBytes(32).toString('base64url');
    const invitation = await createInvitation(t.database.db, {
      email,
      role: 'editor',
      tokenHash: hashInvitationToken(token),
      invitedBy: null,
      expiresAt: new Date(Date.now() + 86_400_000),
      emailLink: sealTotpSecret(invitationPath(token), keys),
    });
    return { invitation, token };
  }

  beforeAll(async () => {
    sink = new MailSink();
    t = await createTestApp(kind);
    deps = {
      db: t.database.db,
      log: silent,
      mailer: createMailer(await sink.listen()),
      from: 'team@forma.example',
      publicUrl: 'https://forma.example',
      keys,
      backoffMs: [0],
      maxAttempts: 2,
    };
  });
  afterAll(async () => {
    deps?.mailer.close();
    await t?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    await truncateAll(t.database);
    sink.messages.length = 0;
    sink.rejectNext = 0;
  });

  it('sends the link to the invited address once, then forgets the sealed link', async () => {
    const { invitation, token } = await invite('dana@example.com');
    expect(await mailNextInvitation(deps)).toEqual({ id: invitation.id, status: 'sent' });
    expect(await mailNextInvitation(deps)).toBeNull();
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail?.to).toMatchObject({ text: 'dana@example.com' });
    expect(mail?.subject).toBe('You are invited to the Forma console');
    expect(mail?.text).toContain(`https://forma.example/invite/${token}`);
    expect(mail?.text).toContain('as Editor');
    const stored = await getInvitation(t.database.db, invitation.id);
    expect(stored).toMatchObject({ emailStatus: 'sent', emailLink: null });
  });

  it('retries a refused e-mail, then marks it failed with why', async () => {
    const { invitation } = await invite('late@example.com');
    sink.rejectNext = 5;
    expect(await mailNextInvitation(deps)).toEqual({ id: invitation.id, status: 'retry' });
    expect(await mailNextInvitation(deps)).toEqual({ id: invitation.id, status: 'failed' });
    const stored = await getInvitation(t.database.db, invitation.id);
    expect(stored?.emailStatus).toBe('failed');
    expect(stored?.emailLastError).toMatch(/Mailbox busy/);
    expect(sink.messages).toHaveLength(0);
  });

  it('never sends the e-mail of a revoked invitation, nor one whose link cannot be opened', async () => {
    const { invitation } = await invite('gone@example.com');
    await t.database.db
      .updateTable('invitations')
      .set({ revokedAt: new Date() })
      .where('id', '=', invitation.id)
      .execute();
    expect(await mailNextInvitation(deps)).toBeNull();
    const other = await invite('rekeyed@example.com');
    const rekeyed = {
      ...deps,
      keys: totpKeyring({ sessionSecret: 'another-secret-of-at-least-32-characters' }),
    };
    expect(await mailNextInvitation(rekeyed)).toEqual({
      id: other.invitation.id,
      status: 'failed',
    });
    expect(sink.messages).toHaveLength(0);
  });
});
