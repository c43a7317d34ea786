/**
 * Recognising database and validation errors without importing a driver: both `pg` and PGlite
 * errors carry the Postgres SQLSTATE in `code`; connection failures carry a Node errno code.
 */

/** Node / pg codes of a database that cannot be reached (refused, reset, timed out, DNS). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // Postgres: too many connections; a statement cancelled by statement_timeout (overloaded).
  '53300',
  '57014',
]);

/**
 * Postgres SQLSTATEs of a lost or refused connection: class 08 (connection exception) and 57P01
 * admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 57P04/57P05 dropped/idle.
 */
const UNREACHABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-5])$/;

const UNREACHABLE_MESSAGES = [
  /connection terminated/i, // also pg-pool's 'Connection terminated due to connection timeout'
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/i, // pg: connectionTimeoutMillis while connecting
  /^Query read timeout$/i, // pg: query_timeout (no answer from the server)
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
  /PGlite is closed/i,
];

/** Walks `cause` and AggregateError members (pg reports dual-stack failures as one). */
function* chain(err: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  const stack: unknown[] = [err];
  while (stack.length > 0) {
    const e = stack.pop();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const rec = e as Record<string, unknown>;
    yield rec;
    if ('cause' in rec) stack.push(rec.cause);
    if (Array.isArray(rec.errors)) stack.push(...rec.errors);
  }
}

/** The Postgres SQLSTATE (`23505`, `23503`, ...) of an error or its causes, if any. */
export function pgErrorCode(err: unknown): string | undefined {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * True when the error (or a cause, or a member of an AggregateError) means the database cannot be
 * reached or lost the connection: refused, reset, shut down (57P01-57P03), class 08, a connect or
 * query timeout of the pool, 'Connection terminated'. Such failures are answered 503.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    if (
      typeof e.code === 'string' &&
      (UNREACHABLE_CODES.has(e.code) || UNREACHABLE_SQLSTATE.test(e.code))
    )
      return true;
    if (
      typeof e.message === 'string' &&
      UNREACHABLE_MESSAGES.some((re) => re.test(e.message as string))
    )
      return true;
  }
  return false;
}

/**
 * SQLSTATEs of text the database cannot store: 22021 invalid byte sequence (a NUL byte), 22P05
 * untranslatable character (`\u0000` in jsonb, a character the encoding lacks).
 */
const INVALID_TEXT_CODES = new Set(['22021', '22P05']);

/** The client message of input the database refused as text (answered 400, never 500). */
export const INVALID_TEXT_MESSAGE =
  'The input contains a character that is not allowed (NUL, an unpaired surrogate, U+FFFE or U+FFFF)';

/**
 * True when the error (or a cause) is the database refusing text it cannot store (NUL bytes,
 * untranslatable characters): bad input that slipped past validation, answered 400.
 */
export function isInvalidTextError(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code !== undefined && INVALID_TEXT_CODES.has(code);
}

/** A validation issue as clients see it: where (`path`) and what (`message`). */
export interface ValidationIssue {
  path: (string | number)[];
  message: string;
  code?: string;
}

/**
 * The zod (or any Standard Schema) issues carried by an error or its causes, or undefined.
 * Paths are reduced to strings and numbers so they serialise as plain JSON.
 */
export function validationIssuesOf(err: unknown): ValidationIssue[] | undefined {
  for (const e of chain(err)) {
    if (Array.isArray(e.issues) && (e.name === 'ZodError' || e.name === 'SchemaError')) {
      return (e.issues as Array<Record<string, unknown>>).map((issue) => ({
        path: Array.isArray(issue.path)
          ? issue.path.map((p: unknown) =>
              typeof p === 'number'
                ? p
                : typeof p === 'object' && p && 'key' in p
                  ? String((p as { key: unknown }).key)
                  : String(p),
            )
          : [],
        message: String(issue.message ?? 'Invalid input'),
        ...(typeof issue.code === 'string' ? { code: issue.code } : {}),
      }));
    }
  }
  return undefined;
}
