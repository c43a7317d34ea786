import { schemaLabel } from '@forma/validators/common';
import type { ZodType } from 'zod';
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

/**
 * `message` under a field labelled `formLabel`, when the schema names the field `schemaLabel`
 * ("Media URL is required" under "Image or video" reads "Image or video is required"): the
 * schema's name at the start of the message is replaced by the form's label (issue 22 item 5).
 * Other messages are returned as they are.
 */
export function relabelMessage(
  message: string | undefined,
  schemaLabel: string | undefined,
  formLabel: string,
): string | undefined {
  if (!message || !schemaLabel || schemaLabel === formLabel) return message;
  if (!message.startsWith(schemaLabel)) return message;
  const rest = message.slice(schemaLabel.length);
  // Only a whole name: "Name" must not turn "Names are..." into "Full nameames are...".
  return /^[\s:,.]/.test(rest) || rest === '' ? `${formLabel}${rest}` : message;
}

/**
 * The message under the form field `field` (its dotted `name`, its `label`) in react-hook-form's
 * `errors`, naming the field by the form's label where `schema` (the form's zod schema) names it
 * otherwise (relabelMessage, schemaLabel).
 */
export function fieldErrorMessage(
  errors: unknown,
  field: { name: string; label: string },
  schema: ZodType | null | undefined,
): string | undefined {
  return relabelMessage(
    errorAt(errors, field.name),
    schema ? schemaLabel(schema, field.name) : undefined,
    field.label,
  );
}
