import { BOOK_PATH } from '@forma/validators/booking-values';

/** The longest page path a booking records as where it came from (`source.page`). */
const MAX_PAGE_LENGTH = 200;

/**
 * The page of this site a request came from (issue 42 item 6, the lead's `source.page`): the
 * path of its `Referer` when that names `host` (the request's own; a default port left out)
 * over http(s) and is not a booking page itself. Undefined for another site's address, a bad
 * one, a path over 200 characters, or none.
 */
export function sitePageOf(referer: string | undefined, host: string): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  let own: URL;
  try {
    url = new URL(referer);
    own = new URL(`${url.protocol}//${host}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.host !== own.host) return undefined;
  const path = url.pathname;
  if (path === BOOK_PATH || path.startsWith(`${BOOK_PATH}/`) || path.length > MAX_PAGE_LENGTH)
    return undefined;
  return path;
}
