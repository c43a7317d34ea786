import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasCookie } from '../cache/public-read';

/**
 * The signed-in user of `request` as `GET /api/user` answers it (asked through `app.inject`, so
 * the session rules are the API's own), with that answer's Set-Cookie (the session's refreshed
 * cookie); null when the request has no session cookie or its session is not valid.
 */
export async function signedInUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: unknown; setCookie: string | string[] | undefined } | null> {
  if (!hasCookie(request.headers.cookie, app.sessionCookieName)) return null;
  const response = await app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { cookie: request.headers.cookie ?? '' },
  });
  if (response.statusCode !== 200) return null;
  return { user: response.json(), setCookie: response.headers['set-cookie'] };
}
