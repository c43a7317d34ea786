import type { DirectoryQuery } from '@forma/validators/directory-query';
import { parseSearchFields } from './search-params';

// Server-side only: called from server functions' handlers, which the client build strips, so
// this module (and the schema it loads) never reaches the browser.

/** Longest query string the directory reads, characters (its fields' limits fit in it). */
const SEARCH_MAX = 2000;

/**
 * The directory query of the query string `search` (SEARCH_MAX characters at most, validated by
 * `directoryQuery`), or the first problem's message (the page answers 400 with it). Loads the
 * schema on first use: call it from a server function's handler.
 */
export async function parseDirectorySearch(
  search: string,
): Promise<{ ok: true; query: DirectoryQuery } | { ok: false; message: string }> {
  if (search.length > SEARCH_MAX) return { ok: false, message: 'The search is too long' };
  // Loaded here, on the server: a schema at the top of this module would ship zod with the
  // router's own code to every page (route loaders are not split off).
  const { directoryQuery } = await import('@forma/validators/directory-query');
  const parsed = directoryQuery.safeParse(parseSearchFields(search));
  if (parsed.success) return { ok: true, query: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'The search could not be read' };
}
