/** Rows per inbox page. */
export const INBOX_PAGE_SIZE = 20;

// The URL search parser lives outside features/admin: the route tree (initial JavaScript) uses it.
export { validateInboxSearch, type InboxSearch } from '../../../lib/inbox-search';
