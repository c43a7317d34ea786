import { hashPreviewToken } from '@forma/api';
import { findPreviewLink, isLivePreviewLink, type DB, type PreviewLink } from '@forma/db';
import { previewTokenSchema } from '@forma/validators';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from './head';

/** The `<meta>` telling the landing islands the document is a preview (apps/web island-names.ts). */
export const PREVIEW_META = 'forma-preview';

/** When a link expires or expired, for people: "27 Nov 2026, 18:00 UTC". */
const formatUtc = (date: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)} UTC`;

/**
 * `html` (the landing document rendered with the drafts) marked as a preview: kept out of search
 * (`robots` noindex), flagged for the islands (they keep the drafts they hydrate from instead of
 * fetching the published blocks), and with a bar along the bottom saying what the visitor sees and
 * until when. The bar's styles are inline: the document's CSS holds only the rules its markup used.
 */
export function markAsPreview(html: string, expiresAt: Date): string {
  const head = [
    '<meta name="robots" content="noindex, nofollow">',
    `<meta name="${PREVIEW_META}" content="${expiresAt.toISOString()}">`,
    // Room below the footer, so the bar never covers the end of the page.
    '<style>body{padding-bottom:96px}</style>',
  ].join('\n    ');
  const bar =
    '<aside aria-label="Preview" style="position:fixed;inset:auto 0 0 0;z-index:2147483000;' +
    'padding:10px 16px;background:#4c1d95;color:#fff;font:500 14px/1.4 system-ui,sans-serif;' +
    'text-align:center;box-shadow:0 -4px 16px rgb(0 0 0 / 0.35)">' +
    '<strong>Preview</strong>: the site with its unpublished drafts. Only people with this link ' +
    `can open it, until ${escapeHtml(formatUtc(expiresAt))}.</aside>`;
  return html.replace('</head>', `    ${head}\n  </head>`).replace('</body>', `${bar}\n</body>`);
}

/** A small page saying why a preview link does not open, with the way to the live site. */
function linkPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${escapeHtml(title)}</title>
  </head>
  <body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#07070c;color:#e4e4e7;font:16px/1.5 system-ui,sans-serif">
    <main style="max-width:32rem;padding:24px">
      <h1 style="font-size:1.5rem;color:#fff">${escapeHtml(title)}</h1>
      <p>${escapeHtml(message)}</p>
      <p><a href="/" style="color:#c4b4ff">Go to the live site</a></p>
    </main>
  </body>
</html>
`;
}

/** Why `link` no longer opens, for its page. */
const closedMessage = (link: PreviewLink) =>
  link.revokedAt
    ? `This preview link was revoked on ${formatUtc(link.revokedAt)}. Ask the person who shared it for a new one.`
    : `This preview link expired on ${formatUtc(link.expiresAt)}. Ask the person who shared it for a new one.`;

/** Headers of every answer of the route: never stored, never indexed, the token never leaked. */
function privateHtml(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8');
}

/**
 * `GET /preview/{token}` (issue 20 item 2): the whole site with every draft, for anyone with the
 * link, no account needed. A live link (not expired, not revoked) gets the landing document
 * rendered for this request from the published data with the drafts in place (`preview`; never
 * from the public cache), marked by markAsPreview; `no-store`, `noindex` and `no-referrer` on
 * every answer. A malformed or unknown token answers 404, an expired or revoked link 410, each
 * with a page saying so; 503 when the content cannot be read.
 */
export function registerPreviewRoute(
  app: FastifyInstance,
  options: { db: DB; preview: () => Promise<string> },
): void {
  app.get<{ Params: { token: string } }>('/preview/:token', async (request, reply) => {
    const token = previewTokenSchema.safeParse(request.params.token);
    const link = token.success
      ? await findPreviewLink(options.db, hashPreviewToken(token.data))
      : undefined;
    if (!link)
      return privateHtml(reply, 404).send(
        linkPage(
          'This preview link does not exist',
          'Check that the whole address was copied, or ask for a new link.',
        ),
      );
    if (!isLivePreviewLink(link))
      return privateHtml(reply, 410).send(
        linkPage('This preview link no longer opens', closedMessage(link)),
      );
    let html: string;
    try {
      html = await options.preview();
    } catch (err) {
      request.log.error({ err }, 'preview: rendering the drafts failed');
      return privateHtml(reply, 503).send(
        linkPage('The preview could not be made', 'Try again in a moment.'),
      );
    }
    return privateHtml(reply, 200).send(markAsPreview(html, link.expiresAt));
  });
}
