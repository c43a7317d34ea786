import { createServerFn } from '@tanstack/react-start';
import type { CurrentUser } from '../lib/auth';

/**
 * Who signed in with this request (`SiteRequestContext.sessionUser`: from its session cookie, as
 * `GET /api/user` answers), so the console's guard runs with the document instead of after its
 * code (issue 44 item 2); null for nobody.
 */
export const readDocumentUser = createServerFn({ method: 'GET' }).handler(
  async ({ context }): Promise<CurrentUser | null> =>
    ((await context.sessionUser?.()) ?? null) as CurrentUser | null,
);
