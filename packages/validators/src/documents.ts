/**
 * What the server puts into the HTML documents it sends, for the browser's code to read (issue 18
 * item 7: who is signed in comes with the page, so no request fails to learn it). Zod-free: the
 * app's boot chunk and the landing page's script import it.
 */

/**
 * The id of the `<script type="application/json">` that holds who is signed in, in every document
 * the server sends with a script: the landing page and the app's document (`/auth`, `/admin`, the
 * 404 page: apps/web index.html). It holds the user as `GET /api/user` answers it, or `null` for
 * nobody. Absent when the document did not come from the API server (Vite's dev server): the app
 * then asks `GET /api/user`.
 */
export const USER_SCRIPT_ID = 'signed-in-user';
