/** A query string's fields: each key once as a string, a repeated key as the list of its values. */
export type SearchFields = Record<string, string | string[]>;

/**
 * The fields of the query string `search` (`?q=...` or `q=...`), values as sent: the router's
 * `parseSearch` for these pages (issue 38), so `?page=2` stays the text the form sent, not a
 * number, and `?skill=a&skill=b` a list, which the directory's query refuses as the form never
 * sends it. Pure.
 */
export function parseSearchFields(search: string): SearchFields {
  const fields: SearchFields = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = fields[key];
    fields[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return fields;
}

/** The query string (`?a=1&b=2`, or '' when empty) of `fields`: the inverse of parseSearchFields. */
export function stringifySearchFields(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
