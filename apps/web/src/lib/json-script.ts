/**
 * The JSON of the `<script type="application/json">` with the id `id` (data the server put into
 * the document: the landing page's content, who is signed in), or `fallback` when the document
 * has no such element or its text is not JSON.
 */
export function readJsonScript<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}
