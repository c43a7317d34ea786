import './zod-config';
import { z } from 'zod';

/** Largest page of the audit log list. */
export const AUDIT_LOG_MAX_PAGE = 100;

const optionalFilter = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The audit log list (issue 9 item 7): a text search, the entity and the user, a date range
 * (ISO dates or timestamps; `to` before `from` is refused) and paging.
 */
export const auditLogListInput = z
  .object({
    search: optionalFilter('Search', 200),
    entity: optionalFilter('Entity', 100),
    username: optionalFilter('User', 100),
    from: z.coerce.date({ error: 'From must be a date' }).optional(),
    to: z.coerce.date({ error: 'To must be a date' }).optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be an integer')
      .min(1, 'limit must be at least 1')
      .max(AUDIT_LOG_MAX_PAGE, `limit must be at most ${AUDIT_LOG_MAX_PAGE}`)
      .default(25),
    offset: z.coerce
      .number({ error: 'offset must be a number' })
      .int('offset must be an integer')
      .min(0, 'offset must be at least 0')
      .max(1_000_000, 'offset is too large')
      .default(0),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The end of the date range is before its start',
    path: ['to'],
  });
export type AuditLogListInput = z.input<typeof auditLogListInput>;
