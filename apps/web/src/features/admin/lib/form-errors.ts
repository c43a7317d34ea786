import { TRPCClientError } from '@trpc/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

interface ServerIssue {
  path: string[];
  message: string;
}

/** The zod issues of a failed tRPC call (`data.issues`, see packages/api trpc.ts), or []. */
export function serverIssues(error: unknown): ServerIssue[] {
  if (!(error instanceof TRPCClientError)) return [];
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as ServerIssue[]) : [];
}

/**
 * Puts the server's validation messages under the form fields they belong to. `strip` removes a
 * leading input segment (`data` of `update({ id, data })`). Returns true when at least one field
 * got a message; issues without a known field are left to the caller's toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
  strip: string[] = [],
): boolean {
  let applied = false;
  for (const issue of serverIssues(error)) {
    const path = [...issue.path];
    for (const segment of strip) if (path[0] === segment) path.shift();
    const name = path.join('.');
    const match = fieldNames.find((field) => name === field || name.startsWith(`${field}.`));
    if (!match) continue;
    setError(
      match as Path<T>,
      { type: 'server', message: issue.message },
      { shouldFocus: !applied },
    );
    applied = true;
  }
  return applied;
}

/** The message at a dotted path (`items.0.title`) of react-hook-form's nested errors, if any. */
export function errorAt(errors: unknown, name: string): string | undefined {
  let node = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
