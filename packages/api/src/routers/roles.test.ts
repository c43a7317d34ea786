import type { DatabaseHandle } from '@forma/db';
import { createTestDatabase } from '@forma/db/testing';
import { USER_ROLES, type PublicUser, type RoleNeeded, type UserRole } from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCollections } from '../collections';
import { appRouter } from '../root';
import { callerAs, makeUser } from '../test-helpers';

/**
 * Issue 20 item 4, the role table: every procedure of the app router and who may call it. Written
 * out here from the rules, not read from the code: a viewer reads the console, an editor
 * also changes content, collections, media, patterns, the page's settings, snapshots and leads;
 * users, the audit log and the database tools are the admin's.
 */
const OPEN = 'anyone';
const SIGNED_IN = 'signed-in';
type Needs = RoleNeeded | typeof OPEN | typeof SIGNED_IN;

const PROCEDURES: Record<string, Needs> = {
  'auth.me': OPEN,
  'auth.login': OPEN,
  'auth.verifyTwoFactor': OPEN,
  'auth.register': OPEN,
  'auth.changePassword': SIGNED_IN,
  'auth.logout': OPEN,
  'auth.twoFactor.status': SIGNED_IN,
  'auth.twoFactor.setup': SIGNED_IN,
  'auth.twoFactor.enable': SIGNED_IN,
  'auth.twoFactor.disable': SIGNED_IN,
  'content.get': OPEN,
  'content.update': 'editor',
  'content.history': 'viewer',
  'content.overview': 'viewer',
  'content.restore': 'editor',
  'content.draft': 'viewer',
  'content.editable': 'viewer',
  'presence.watch': 'viewer',
  'content.saveDraft': 'editor',
  'content.publish': 'editor',
  'content.discardDraft': 'editor',
  'settings.get': OPEN,
  'settings.list': 'viewer',
  'settings.update': 'editor',
  'settings.delete': 'editor',
  'settings.drafts': 'viewer',
  'settings.saveDraft': 'editor',
  'settings.publish': 'editor',
  'settings.discardDraft': 'editor',
  'snapshots.list': 'viewer',
  'previewLinks.list': 'viewer',
  'previewLinks.create': 'editor',
  'previewLinks.revoke': 'editor',
  'invitations.list': 'admin',
  'invitations.create': 'admin',
  'invitations.resend': 'admin',
  'invitations.revoke': 'admin',
  'invitations.lookup': OPEN,
  'invitations.accept': OPEN,
  'webhooks.list': 'admin',
  'webhooks.disabled': 'admin',
  'webhooks.create': 'admin',
  'webhooks.update': 'admin',
  'webhooks.rotateSecret': 'admin',
  'webhooks.delete': 'admin',
  'webhooks.sendTest': 'admin',
  'webhooks.deliveries': 'admin',
  'webhooks.replay': 'admin',
  'releases.list': 'viewer',
  'releases.byId': 'viewer',
  'releases.of': 'viewer',
  'releases.create': 'editor',
  'releases.addItem': 'editor',
  'releases.removeItem': 'editor',
  'releases.useCurrentDraft': 'editor',
  'releases.schedule': 'editor',
  'releases.publishNow': 'editor',
  'releases.cancel': 'editor',
  'snapshots.create': 'editor',
  'snapshots.changes': 'viewer',
  'snapshots.restore': 'editor',
  'snapshots.delete': 'editor',
  'contact.submit': OPEN,
  'catalog.designers': OPEN,
  'catalog.designerWorks': OPEN,
  'catalog.designerProfile': OPEN,
  'catalog.projects': OPEN,
  'catalog.testimonials': OPEN,
  'catalog.clients': OPEN,
  'analytics.track': OPEN,
  'admin.dashboard': 'viewer',
  'admin.databaseTools': 'admin',
  'admin.leads.list': 'viewer',
  'admin.leads.board': 'viewer',
  'admin.leads.byId': 'viewer',
  'admin.leads.suggestDesigners': 'viewer',
  'admin.leads.exportRows': 'viewer',
  'admin.leads.assignees': 'viewer',
  'admin.leads.setStatus': 'editor',
  'admin.leads.assign': 'editor',
  'admin.leads.setRead': 'editor',
  'admin.leads.addNote': 'editor',
  'admin.leads.shortlistAdd': 'editor',
  'admin.leads.shortlistRemove': 'editor',
  'admin.leads.delete': 'editor',
  'admin.leads.deleteByEmail': 'editor',
  'admin.media.usage': 'viewer',
  'admin.media.thumbnail': 'viewer',
  'admin.patterns.vectorize': 'editor',
  'admin.users.setPassword': 'admin',
  'admin.users.revokeSessions': 'admin',
  'booking.eventTypes': OPEN,
  'booking.slots': OPEN,
  'booking.book': OPEN,
  'booking.get': OPEN,
  'booking.rescheduleSlots': OPEN,
  'booking.reschedule': OPEN,
  'booking.cancel': OPEN,
  'calls.list': 'viewer',
  'calls.get': 'viewer',
  'calls.hosts': 'viewer',
  'calls.summary': 'viewer',
  'calls.availability': 'viewer',
  'calls.saveAvailability': 'viewer',
  'calls.saveOverride': 'viewer',
  'calls.deleteOverride': 'viewer',
  'calls.eventTypes': 'viewer',
  'calls.slots': 'editor',
  'calls.cancel': 'editor',
  'calls.reschedule': 'editor',
  'calls.noShow': 'editor',
  'calls.createEventType': 'admin',
  'calls.updateEventType': 'admin',
  'calls.deleteEventType': 'admin',
  'auditLog.list': 'admin',
  'auditLog.facets': 'admin',
};
const COLLECTION_READS = ['list', 'byId'];
const COLLECTION_WRITES = [
  'create',
  'update',
  'delete',
  'bulkDelete',
  'bulkFeature',
  'reorder',
  'createDraft',
  'saveDraft',
  'publish',
  'discardDraft',
  'unpublish',
];
for (const key of Object.keys(adminCollections)) {
  // The users are the admin's alone; every other collection is content.
  for (const name of COLLECTION_READS)
    PROCEDURES[`admin.${key}.${name}`] = key === 'users' ? 'admin' : 'viewer';
  for (const name of COLLECTION_WRITES)
    PROCEDURES[`admin.${key}.${name}`] = key === 'users' ? 'admin' : 'editor';
}

const RANK: Record<UserRole, number> = { viewer: 1, editor: 2, admin: 3 };
const ROLE_CASES = [null, ...USER_ROLES] as const;

/** The error code of calling `path` as `user` with no input, or 'ok'. */
async function outcome(h: DatabaseHandle, user: PublicUser | null, path: string): Promise<string> {
  let target: unknown = callerAs(h, user);
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  try {
    await (target as (input?: unknown) => Promise<unknown>)(undefined);
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

describe('roles: who may call each procedure', () => {
  let h: DatabaseHandle;
  const users = new Map<UserRole | null, PublicUser>();
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
    for (const role of ROLE_CASES) users.set(role, await makeUser(h, `role-${role}`, { role }));
  });
  afterAll(async () => h?.close());

  it('the table names every procedure of the router, and nothing else', () => {
    const served = Object.keys(appRouter._def.procedures).sort();
    expect(Object.keys(PROCEDURES).sort()).toEqual(served);
  });

  const gated = Object.entries(PROCEDURES).filter(
    (entry): entry is [string, RoleNeeded] => entry[1] !== OPEN && entry[1] !== SIGNED_IN,
  );

  it.each(gated)('%s needs %s', async (path, needed) => {
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    seen.anonymous = await outcome(h, null, path);
    expected.anonymous = 'UNAUTHORIZED';
    for (const role of ROLE_CASES) {
      const name = role ?? 'no role';
      const code = await outcome(h, users.get(role)!, path);
      const allowed = role !== null && RANK[role] >= RANK[needed];
      // Allowed: anything but a refusal (the missing input is a BAD_REQUEST, or the call runs).
      seen[name] = allowed ? (code === 'FORBIDDEN' ? code : 'allowed') : code;
      expected[name] = allowed ? 'allowed' : 'FORBIDDEN';
    }
    expect(seen).toEqual(expected);
  });

  it('says why a viewer may not write, and the audit log records the role of each write', async () => {
    const viewer = callerAs(h, users.get('viewer')!);
    await expect(
      viewer.settings.update({ key: 'aiSectionEnabled', value: 'false' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your role can read the console but not change it',
    });
    await callerAs(h, users.get('editor')!).settings.update({
      key: 'aiSectionEnabled',
      value: 'false',
    });
    const log = await callerAs(h, users.get('admin')!).auditLog.list({ search: 'settings' });
    expect(log.items[0]).toMatchObject({
      username: 'role-editor',
      role: 'editor',
      action: 'settings.update',
    });
  });
});
