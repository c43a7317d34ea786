import { z } from 'zod';

/** Rows per inbox page. */
export const INBOX_PAGE_SIZE = 20;

const schema = z.object({
  /** Search text (name, email, company, message). */
  q: z.string().trim().max(200).optional().catch(undefined),
  /** 1-based page number. */
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  /** Id of the submission to show expanded (links from the dashboard). */
  open: z.coerce.number().int().positive().optional().catch(undefined),
});

export interface InboxSearch {
  q?: string;
  page?: number;
  open?: number;
}

/**
 * The inbox's URL search (`?q=&page=&open=`): malformed values are dropped instead of failing the
 * route, and defaults (empty search, page 1) stay out of the URL. Every key is returned, also when
 * undefined: the router merges this over the raw search, so an omitted key would leak the raw value.
 */
export function validateInboxSearch(search: Record<string, unknown>): InboxSearch {
  const { q, page, open } = schema.parse(search);
  return {
    q: q || undefined,
    page: page && page > 1 ? page : undefined,
    open: open || undefined,
  };
}
