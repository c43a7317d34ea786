import type { InquiryType } from '@forma/validators/contact';
import {
  INQUIRY_TYPE_VALUES,
  LEAD_SORTS,
  LEAD_STATUSES,
  type LeadSort,
  type LeadStatus,
} from '@forma/validators/lead-values';

/**
 * The lead inbox's URL search (issue 11 item 1):
 * `/admin/contact-submissions?view=board&status=new&type=project&assignee=none&read=false&from=2026-11-01&to=2026-11-23&sort=name&q=ada&page=2`,
 * plus `open={id}` (notification e-mails and the dashboard link there; the route redirects to the
 * lead's own page). The lead route (`/admin/contact-submissions/$id`) carries the same keys, so
 * "Back to inbox" returns to the same view.
 *
 * Plain code on purpose (no zod, type-only imports from the schemas): route `validateSearch`
 * functions are part of the route tree, i.e. of the initial JavaScript of every page including
 * the landing page.
 */
export interface InboxSearch {
  /** `board` shows the pipeline columns; the list is the default. */
  view?: 'board';
  status?: LeadStatus;
  /** Inquiry type filter. */
  type?: InquiryType;
  /** An admin's id, or `none` for unassigned leads. */
  assignee?: number | 'none';
  /** `false` = unread only, `true` = read only. */
  read?: boolean;
  /** Inclusive UTC days of the submission date, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  sort?: LeadSort;
  q?: string;
  page?: number;
  open?: number;
}

/** The list's default order (newest first); kept out of the URL. */
export const DEFAULT_LEAD_SORT: LeadSort = '-createdAt';

/** Longest search text kept, characters. */
const MAX_QUERY = 200;
/** Highest page number accepted. */
const MAX_PAGE = 100_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: unknown, max = 2_147_483_647): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

function day(value: unknown): string | undefined {
  return typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;
}

function bool(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/**
 * Parses the inbox's URL search: malformed values are dropped instead of failing the route, and
 * defaults (list view, newest first, empty search, page 1) stay out of the URL. Every key is
 * returned, also when undefined: the router merges this over the raw search, so an omitted key
 * would leak the raw value.
 */
export function validateInboxSearch(search: Record<string, unknown>): InboxSearch {
  const rawQ = typeof search.q === 'string' ? search.q.trim() : undefined;
  const q = rawQ !== undefined && rawQ.length <= MAX_QUERY ? rawQ : undefined;
  const page = positiveInt(search.page, MAX_PAGE);
  const sort = oneOf(LEAD_SORTS, search.sort);
  return {
    view: search.view === 'board' ? 'board' : undefined,
    status: oneOf(LEAD_STATUSES, search.status),
    type: oneOf(INQUIRY_TYPE_VALUES, search.type),
    assignee: search.assignee === 'none' ? 'none' : positiveInt(search.assignee),
    read: bool(search.read),
    from: day(search.from),
    to: day(search.to),
    sort: sort === DEFAULT_LEAD_SORT ? undefined : sort,
    q: q || undefined,
    page: page && page > 1 ? page : undefined,
    open: positiveInt(search.open),
  };
}

/** True when any filter narrows the leads (the status tab, view, sort and page do not count). */
export function hasLeadFilters(search: InboxSearch): boolean {
  return !!(
    search.q ||
    search.type ||
    search.assignee !== undefined ||
    search.read !== undefined ||
    search.from ||
    search.to
  );
}

/**
 * The filters of `admin.leads.list`/`board` and of the CSV export for this URL search (the
 * shape of `LeadFilters` in `@forma/validators`).
 */
export function leadFiltersOf(search: InboxSearch) {
  return {
    q: search.q,
    status: search.status,
    inquiryType: search.type,
    assigneeId: search.assignee,
    isRead: search.read,
    from: search.from,
    to: search.to,
  };
}

/** The board's filters: the list's without the status (each column is a status). */
export function leadBoardFiltersOf(search: InboxSearch) {
  const { status, ...filters } = leadFiltersOf(search);
  void status;
  return filters;
}

/**
 * `/api/admin/leads/export.csv?...` with the view's filters (and sort) as query parameters:
 * the same leads the list shows, every page.
 */
export function leadExportUrl(search: InboxSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({
    ...leadFiltersOf(search),
    sort: search.sort,
  }))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return `/api/admin/leads/export.csv${query ? `?${query}` : ''}`;
}
