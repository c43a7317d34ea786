import type { RoleNeeded } from '@forma/validators';
import type { z } from 'zod';

/**
 * Who may call a procedure: anyone, a signed-in user, or a console role and those above it
 * (issue 20 item 4: viewer < editor < admin). Set once, by the procedure builder the procedure is
 * made from (`publicProcedure`, `authedProcedure`, `roleProcedure(role)`), never by hand: the
 * REST routes and the OpenAPI document read it from there (issue 40 item 3).
 */
export type Access = 'public' | 'signed-in' | RoleNeeded;

/** The per-path rate limits the host applies (apps/api plugins/rate-limits.ts), by name. */
export type RateLimitName =
  'login' | 'register' | 'contact' | 'twoFactor' | 'password' | 'analytics' | 'booking';

/**
 * A REST operation of a procedure (issue 40): the host serves it on `method` `path` and lists it in
 * the OpenAPI document, with the procedure's own input schema as its parameters and body.
 *
 * The input of a call is the path parameters plus the query string (GET, DELETE) or the JSON body's
 * fields (other methods), or, with `bodyKey`, the path parameters plus the whole body under that
 * key (`PATCH /api/admin/designers/{id}` -> `{ id, data: body }`).
 */
export interface RestOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template; each `{name}` is a field of the procedure's input. */
  path: `/api/${string}`;
  /** One line for the reference ("Sign in"). */
  summary: string;
  /** More detail, Markdown (SPEC's quirks, what a 404 means). */
  description?: string;
  /** Group in the reference ("Public content", "Account", "Admin: settings"). */
  tag: string;
  /** The success answer's JSON body: what the procedure returns. */
  answer: z.ZodType;
  /** What the success answer means ("Signed in"); default "Done". */
  answerDescription?: string;
  /**
   * Success status; default 200. 405: an operation kept on its path although this collection does
   * not support it (its procedure always refuses; `answer` is then the error shape).
   */
  status?: 200 | 201 | 202 | 405;
  /** Statuses the call can answer besides the derived ones (409 for a taken name). */
  errors?: number[];
  /** The per-path rate limit the host applies (429 past it). */
  rateLimit?: RateLimitName;
  /** See the interface: the input key the whole JSON body fills. */
  bodyKey?: string;
  /**
   * A GET whose input keeps its filters under this key: query keys that are not other input
   * fields go there (`?featured=true` -> `{ filters: { featured: 'true' } }`), and the reference
   * lists each filter as a query parameter of its own.
   */
  filtersKey?: string;
  /** Largest accepted body, bytes (413 above), when it differs from the app's. */
  bodyLimit?: number;
  /**
   * The JSON body may also come as `text/plain` (what `navigator.sendBeacon` sends for a string);
   * the reference says so.
   */
  plainTextBody?: boolean;
  /** A null result answers this error instead (GET /api/user: 401 for a visitor). */
  nullAnswers?: { status: 401 | 404; message: string };
  /** The answer is never kept by a cache (`Cache-Control: private, no-store`). */
  private?: boolean;
  /**
   * A public list that a client may page with `?limit=&offset=` (SPEC 7 lists): the answer is then
   * that page with `X-Total-Count` and `Link` headers.
   */
  paged?: boolean;
  /**
   * Conditional requests on the resource's revision (issue 41 item 1, RFC 9110): `'etag'`, a GET
   * whose answer's `revision` is sent as `ETag: "r<revision>"`; `'if-match'`, a write whose
   * `If-Match: "r<revision>"` fills the input's `revision` (the revision the change is based on)
   * and whose stale revision answers 412 Precondition Failed rather than 409. Without If-Match a
   * write keeps SPEC's behaviour (the body's `revision`, if any, still applies).
   */
  revision?: 'etag' | 'if-match';
}

/** The metadata of every procedure (`initTRPC.meta`). */
export interface ProcedureMeta {
  /** Set by the procedure's builder (see Access). */
  access?: Access;
  /** The REST operations that call this procedure (usually one). */
  rest?: RestOperation | readonly RestOperation[];
}
