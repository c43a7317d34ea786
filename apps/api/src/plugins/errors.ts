import { INVALID_TEXT_MESSAGE, isDatabaseUnavailable, isInvalidTextError } from '@forma/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { wantsPage } from './web-app';

/** `{ message, issues? }`: the one error shape of every REST answer (DESIGN.md). */
export interface ErrorBody {
  message: string;
  issues?: unknown[];
}

/** Status and client body of any error; 5xx details never leave the server. */
export function describeError(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message };
    if (error.issues) body.issues = error.issues;
    return { status: error.statusCode, body };
  }
  const e = error as Partial<FastifyError> | undefined;
  if (e?.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e?.statusCode === 413)
    return { status: 413, body: { message: 'Request body is too large' } };
  if (e?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status: 400, body: { message: 'Malformed JSON body' } };
  if (e?.validation)
    return {
      status: 400,
      body: { message: e.message ?? 'Invalid request', issues: e.validation as unknown[] },
    };
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500)
    return { status: e.statusCode, body: { message: e.message ?? 'Bad request' } };
  // Text the database cannot store (a NUL byte) that failed outside a procedure is bad input too.
  if (isInvalidTextError(error)) return { status: 400, body: { message: INVALID_TEXT_MESSAGE } };
  if (isDatabaseUnavailable(error))
    return { status: 503, body: { message: 'Service unavailable' } };
  return { status: 500, body: { message: 'Internal server error' } };
}

/** The innermost message of an error and its causes (`connect ECONNREFUSED ...`), for logs. */
function unavailableReason(error: unknown): string {
  let e: unknown = error;
  let message = 'unknown';
  for (let depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const m = (e as { message?: unknown }).message;
    if (typeof m === 'string' && m) message = m;
    e = (e as { cause?: unknown }).cause;
  }
  return message;
}

/**
 * Error and not-found handlers of the whole app: every failure becomes `{ message, issues? }` with
 * its status (400 bad input and malformed JSON, 413, 429, 503 database down, 500 otherwise and
 * logged); unknown GETs that accept HTML get the web app's 404 page (when `pages`: start-app.ts), anything else 404.
 */
export function registerErrorHandlers(app: FastifyInstance, options: { pages: boolean }): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = describeError(error);
    // A database outage fails every request: one short line each, not a stack.
    if (status === 503)
      request.log.warn({ status, reason: unavailableReason(error) }, 'database unavailable');
    else if (status >= 500) request.log.error({ err: error, status }, 'request failed');
    else if (status !== 404) request.log.info({ status, message: body.message }, 'request refused');
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.pages && wantsPage(request)) return reply.sendStartPageFor();
    return reply.code(404).send({ message: 'Not found' });
  });
}
