import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Methods that change state: checked. GET, HEAD and OPTIONS never change anything. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths that take another body type than JSON, by exact path: the upload (multipart: its route
 * checks the type itself, after the admin check) and the analytics beacon (`navigator.sendBeacon`
 * sends text/plain). Both are still origin-checked.
 */
const OTHER_BODY_TYPES: Record<string, RegExp> = {
  '/api/admin/uploads': /^/,
  '/api/analytics/events': /^(text\/plain|application\/json)\b/i,
};

export interface CsrfOptions {
  /**
   * Extra origins allowed to make state-changing requests (`https://www.example.com`), e.g. the
   * public origin when a proxy in front rewrites the Host header (ALLOWED_ORIGINS).
   */
  allowedOrigins?: readonly string[];
}

/** `https://example.com` of a request as this server sees it (trustProxy-aware). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Why a state-changing request is refused as cross-site, or null when it may go on. Browsers
 * send `Sec-Fetch-Site` (and `Origin` on every POST/PUT/PATCH/DELETE): `cross-site` or
 * `same-site`, an `Origin` other than this site's (or `null`) are refused. Requests with neither
 * header come from non-browser clients (curl, server-side callers), which no CSRF can drive.
 * `Origin: null` with `Sec-Fetch-Site: same-origin` is the site's own page: under
 * `Referrer-Policy: no-referrer` (a signed manage link's page, or a browser set to send no
 * referrer) a browser posts a form with `Origin: null`; a page cannot forge `Sec-Fetch-Site`.
 */
export function crossSiteReason(
  request: FastifyRequest,
  allowed: ReadonlySet<string>,
): string | null {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (origin === 'null' && site === 'same-origin') return null;
  if (origin !== undefined) {
    if (origin === ownOrigin(request) || allowed.has(origin)) return null;
    return 'Cross-site requests are not allowed';
  }
  if (site === 'cross-site' || site === 'same-site') return 'Cross-site requests are not allowed';
  return null;
}

/** True when the request carries a body (a length above 0 or a chunked one). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/** TanStack Start's server functions (apps/api start-app.ts): the same cross-site refusal. */
const SERVER_FUNCTIONS_PREFIX = '/_serverFn/';

/**
 * CSRF defence (issue 9 item 5) for REST and tRPC alike: every POST, PUT, PATCH and DELETE under
 * /api, /trpc and the web app's server functions (/_serverFn) is refused with 403 `{ message }` when the browser says it comes from another
 * site (`Origin` / `Sec-Fetch-Site`), and a body must be JSON (415 otherwise; the upload route
 * checks its multipart itself, the analytics beacon may be text/plain). Runs before the body is read, so a refused request
 * changes nothing, logout included. Same-origin pages, curl and server-side callers pass.
 */
export function registerCsrfProtection(app: FastifyInstance, options: CsrfOptions = {}): void {
  const allowed = new Set((options.allowedOrigins ?? []).map((o) => o.replace(/\/+$/, '')));
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?', 1)[0] ?? '';
    const serverFunction = path.startsWith(SERVER_FUNCTIONS_PREFIX);
    if (!serverFunction && !/^\/(api|trpc)(\/|$)/.test(path)) return;
    const reason = crossSiteReason(request, allowed);
    if (reason) return reply.code(403).send({ message: reason });
    // Start reads and checks its server functions' bodies itself (JSON or form data).
    if (serverFunction) return;
    if (!hasBody(request)) return;
    const type = request.headers['content-type'] ?? '';
    const accepted = OTHER_BODY_TYPES[path] ?? /^application\/json\b/i;
    if (!accepted.test(type))
      return reply
        .code(415)
        .send({ message: 'Request bodies must be JSON (Content-Type: application/json)' });
  });
}
