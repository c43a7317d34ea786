import { validationIssuesOf } from '@forma/api';
import { TRPCError } from '@trpc/server';
import { HttpError } from '../http-error';

/** HTTP status of each tRPC error code the procedures throw (DESIGN.md REST errors). */
const STATUS_BY_CODE: Partial<Record<TRPCError['code'], number>> = {
  PARSE_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * Maps an error thrown by a procedure to what the REST adapter answers: a TRPCError with a client
 * code becomes an HttpError (BAD_REQUEST carries the zod issues, its message is the first
 * issue's); anything else (INTERNAL_SERVER_ERROR, non-tRPC errors) is returned as its cause so
 * the app's error handler logs it and answers 500 (or 503 when the database is unreachable).
 */
export function toRestError(err: unknown): unknown {
  if (!(err instanceof TRPCError)) return err;
  const status = STATUS_BY_CODE[err.code];
  if (status === undefined) return err.cause ?? err;
  if (status === 503) {
    const unavailable = new HttpError(503, 'Service unavailable');
    unavailable.cause = err; // logged by the error handler, never sent
    return unavailable;
  }
  const issues = err.code === 'BAD_REQUEST' ? validationIssuesOf(err.cause) : undefined;
  const message = issues?.[0]?.message ?? err.message;
  return new HttpError(status, issues ? message : err.message, issues);
}
