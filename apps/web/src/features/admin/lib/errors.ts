import { TRPCClientError } from '@trpc/client';

/** True when the server said the session is gone or is not an admin's (tRPC 401/403). */
export function isAuthError(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: unknown } | undefined)?.code;
  return code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
}

/**
 * True when the server refused a save based on an older revision (tRPC CONFLICT, issue 41):
 * someone saved first, and nothing was changed.
 */
export function isConflictError(error: unknown): boolean {
  return (
    error instanceof TRPCClientError &&
    (error.data as { code?: unknown } | undefined)?.code === 'CONFLICT'
  );
}

/**
 * A readable message for a failed call: for a validation failure the first issue's message
 * (prefixed with its field), never the raw issue list.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const issues = (error.data as { issues?: unknown } | undefined)?.issues;
    if (Array.isArray(issues) && issues.length > 0) {
      const first = issues[0] as { path?: unknown; message?: unknown };
      const path = Array.isArray(first.path) ? first.path.join('.') : '';
      const message = typeof first.message === 'string' ? first.message : '';
      if (message) return path && !message.includes(path) ? `${message} (${path})` : message;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
