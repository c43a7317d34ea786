import { USER_SCRIPT_ID } from '@forma/validators/documents';
import { jsonForScript } from './json-for-script';

/**
 * The `<script type="application/json" id="signed-in-user">` (`USER_SCRIPT_ID`) of a document the
 * server sends: `user` as `GET /api/user` answers it, or null for nobody (issue 18 item 7).
 */
export const userScript = (user: unknown): string =>
  `<script id="${USER_SCRIPT_ID}" type="application/json">${jsonForScript(user ?? null)}</script>`;

/**
 * `html` with `user` in its user script: the one it has (nobody's) replaced, or, when it has
 * none, one added before `</body>` (at the end when there is no `</body>`).
 */
export function withUserScript(html: string, user: unknown): string {
  const nobody = userScript(null);
  if (html.includes(nobody)) return html.replace(nobody, () => userScript(user));
  const end = html.lastIndexOf('</body>');
  const script = userScript(user);
  return end === -1 ? html + script : html.slice(0, end) + script + html.slice(end);
}
