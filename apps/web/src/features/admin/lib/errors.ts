import { TRPCClientError } from '@trpc/client';

/** True when the server said the session is gone or is not an admin's (tRPC 401/403). */
export function isAuthError(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: unknown } | undefined)?.code;
  return code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
}

/** A readable message for a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
