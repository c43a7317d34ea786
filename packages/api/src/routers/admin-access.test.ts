import type { DatabaseHandle } from '@forma/db';
import { createTestDatabase } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCollections } from '../collections';
import { callerAs, makeUser } from '../test-helpers';

describe('admin procedures', () => {
  let h: DatabaseHandle;
  let member: PublicUser;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
    member = await makeUser(h, 'member');
  });
  afterAll(async () => h?.close());

  const calls = {
    dashboard: (c: ReturnType<typeof callerAs>) => c.admin.dashboard(),
    'content.update': (c: ReturnType<typeof callerAs>) =>
      c.content.update({ section: 'hero', content: {} }),
    'content.history': (c: ReturnType<typeof callerAs>) => c.content.history({ section: 'hero' }),
    'settings.list': (c: ReturnType<typeof callerAs>) => c.settings.list(),
    'settings.update': (c: ReturnType<typeof callerAs>) =>
      c.settings.update({ key: 'aiSectionEnabled', value: 'true' }),
    ...Object.fromEntries(
      Object.keys(adminCollections).map((key) => [
        `${key}.list`,
        (c: ReturnType<typeof callerAs>) =>
          (c.admin as unknown as Record<string, { list: () => Promise<unknown> }>)[key]!.list(),
      ]),
    ),
  };

  it.each(Object.entries(calls))('%s: anonymous is UNAUTHORIZED', async (_name, call) => {
    await expect(call(callerAs(h, null))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(Object.entries(calls))('%s: non-admin is FORBIDDEN', async (_name, call) => {
    await expect(call(callerAs(h, member))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
