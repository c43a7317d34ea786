import { insertAuditRecord, type DB } from '@forma/db';
import type { PublicUser } from '@forma/validators';

/**
 * What recording an admin write needs of a procedure's context. Narrower than trpc.ts's `Context`
 * (which satisfies it) so this module sits below trpc.ts, whose admin procedures call it.
 */
export interface AuditContext {
  db: DB;
  user: Pick<PublicUser, 'id' | 'username' | 'role'> | null;
  clientIp?: string | undefined;
  log?: { error(obj: object, msg?: string): void } | undefined;
}

/** Field names whose values never reach the log (passwords, secrets, codes, tokens). */
const SECRET_FIELD = /pass(word)?|secret|token|code|recovery|otp|hash/i;
/** Longest text kept per field, characters (longer texts are cut with an ellipsis). */
const MAX_TEXT = 200;
/** Most fields kept per write. */
const MAX_FIELDS = 40;

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A value as logged: secrets replaced, long texts cut, nested values summarized. */
function loggedValue(key: string, value: unknown): unknown {
  if (SECRET_FIELD.test(key)) return '[redacted]';
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
  if (Array.isArray(value)) return `[${value.length} items]`;
  if (isObject(value)) return `{${Object.keys(value).slice(0, 10).join(', ')}}`;
  return value;
}

/**
 * The changed fields of a write's input, without secrets: the `data` of an update, the `content`
 * of a content block, a setting's `value`, otherwise the input itself; `id`s and the section or
 * key that name the row are left out (they are the entity id).
 */
export function auditChanges(input: unknown): Record<string, unknown> {
  if (!isObject(input)) return {};
  const source = isObject(input.data)
    ? input.data
    : isObject(input.content)
      ? input.content
      : input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source).slice(0, MAX_FIELDS)) {
    if (source === input && ['id', 'section', 'key'].includes(key)) continue;
    out[key] = loggedValue(key, value);
  }
  return out;
}

/** `admin.designers.update` -> `designers`; `content.update` -> `content`. */
export function auditEntity(path: string): string {
  const parts = path.split('.');
  return parts[0] === 'admin' && parts.length > 2 ? parts[1]! : parts[0]!;
}

/** Which row a write touched: its id, section, key, or the new row's id; else null. */
export function auditEntityId(input: unknown, result: unknown): string | null {
  const from = (v: unknown) =>
    isObject(v) ? (v.id ?? v.section ?? v.key ?? v.historyId ?? null) : null;
  const ids = isObject(input) && Array.isArray(input.ids) ? input.ids : null;
  if (ids) return ids.slice(0, 50).join(',');
  const id = from(input) ?? from(result);
  return id === null || id === undefined ? null : String(id).slice(0, 200);
}

/**
 * Records one successful admin write (issue 9 item 7): who, the procedure, which row, the
 * changed fields without secrets, the client address. Never throws: a failed insert is logged,
 * the write itself has happened.
 */
export async function recordAdminWrite(
  ctx: AuditContext,
  path: string,
  input: unknown,
  result: unknown,
): Promise<void> {
  if (!ctx.user) return;
  try {
    await insertAuditRecord(ctx.db, {
      userId: ctx.user.id,
      username: ctx.user.username,
      action: path,
      entity: auditEntity(path),
      entityId: auditEntityId(input, result),
      changes: auditChanges(input),
      ip: ctx.clientIp ?? null,
      role: ctx.user.role,
    });
  } catch (error) {
    ctx.log?.error({ err: error, action: path }, 'audit log write failed');
  }
}
