/**
 * JSON of `value` safe inside a `<script>` element: `<`, `>` and `&` as `\u003c`, `\u003e`,
 * `\u0026` (a stored `</script>` or `<!--` cannot end or change the element), U+2028/U+2029
 * escaped too. `JSON.parse` reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
