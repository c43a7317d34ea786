/**
 * A server function's input that must be a string (a query string, a slug, a token): returned as
 * it is; anything else throws (Start answers the call with an error). Plain code, not a schema
 * library: it runs in the browser too, where the page's code stays small.
 */
export function stringInput(input: unknown): string {
  if (typeof input !== 'string') throw new TypeError('expected a string');
  return input;
}
