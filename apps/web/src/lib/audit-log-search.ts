/**
 * The admin audit log's URL search (`/admin/audit-log?entity=designers&page=2`).
 *
 * Plain code on purpose (no zod, no admin imports): route `validateSearch` functions are part of
 * the route tree, i.e. of the initial JavaScript of every page including the landing page.
 */

/** The list's state, kept in the URL (`/admin/audit-log?entity=designers&page=2`). */
export interface AuditLogSearch {
  q?: string;
  entity?: string;
  user?: string;
  from?: string;
  to?: string;
  page?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the URL's search params leniently: unknown or malformed values are dropped. */
export function validateAuditLogSearch(raw: Record<string, unknown>): AuditLogSearch {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.slice(0, 200) : undefined);
  const date = (v: unknown) => (typeof v === 'string' && DATE.test(v) ? v : undefined);
  const page = Number(raw.page);
  return {
    q: text(raw.q),
    entity: text(raw.entity),
    user: text(raw.user),
    from: date(raw.from),
    to: date(raw.to),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}
