/**
 * The webhooks screen's URL search (`/admin/webhooks?endpoint=3&status=dead&page=2`, issue 43):
 * the delivery log's filters and page.
 *
 * Plain code on purpose (no zod, no admin imports): route `validateSearch` functions are part of
 * the route tree, i.e. of the initial JavaScript of every page including the landing page.
 */

/** The delivery statuses the log filters by (WEBHOOK_DELIVERY_STATUSES of the validators). */
const STATUSES = ['pending', 'delivered', 'dead', 'replaced'] as const;

/** The delivery log's state, kept in the URL. */
export interface WebhooksSearch {
  /** Only the deliveries of this endpoint. */
  endpoint?: number;
  status?: (typeof STATUSES)[number];
  page?: number;
}

/** Reads the URL's search params leniently: unknown or malformed values are dropped. */
export function validateWebhooksSearch(raw: Record<string, unknown>): WebhooksSearch {
  const endpoint = Number(raw.endpoint);
  const page = Number(raw.page);
  return {
    endpoint: Number.isInteger(endpoint) && endpoint > 0 ? endpoint : undefined,
    status: STATUSES.find((status) => status === raw.status),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
}
