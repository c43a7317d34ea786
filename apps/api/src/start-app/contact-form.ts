import { CONTACT_FORM_PATH, CONTACT_SENT_PATH } from '@forma/validators/contact';
import type { SiteMessage } from '@forma/validators';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Largest form body read, bytes: the fields at their limits (validators LIMITS: a 5,000-character
 * message) fit in it, even when every character is escaped as three UTF-8 bytes (9 bytes each).
 */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * The browser's headers the inner `POST /api/contact` keeps, so it sees the same visitor: its
 * address behind a proxy (rate limits), its origin (CSRF), its user agent (the lead's record).
 */
export const FORWARDED_HEADERS = [
  'host',
  'origin',
  'sec-fetch-site',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
] as const;

/** A message page whose one link leads back. */
type ContactMessage = Required<SiteMessage>;

const BACK_TO_FORM = { href: '/#contact', label: 'Back to the form' };

/** `text` ending as a sentence does (validation messages have no full stop). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The message page for a refused submission: the API's own message, and the way back. */
function refusal(status: number, serverMessage: string | undefined): ContactMessage {
  if (status === 400)
    return {
      title: 'Please check the form',
      text: `${sentence(serverMessage ?? 'Some fields are not filled in as they should be')} Go back to correct it: your browser keeps what you typed.`,
      link: BACK_TO_FORM,
    };
  return {
    title: 'Failed to send message',
    text: serverMessage ?? 'Please try again later.',
    link: BACK_TO_FORM,
  };
}

/** The `message` of an API answer's JSON body, if it has one. */
function messageOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  } catch {
    // Not JSON: no message of its own.
  }
  return undefined;
}

/**
 * The contact form without JavaScript (issue 18 item 4; progressive enhancement of SPEC 5's
 * form, which posts `application/x-www-form-urlencoded` to CONTACT_FORM_PATH when no script
 * intercepts it):
 * - `POST /contact`: the fields go, as JSON, through `POST /api/contact` itself (the same
 *   validation, spam signals, rate limit, CSRF check and notifications), from the same visitor;
 *   201 answers `303 See Other` to CONTACT_SENT_PATH (a reload of it sends nothing again), any refusal a `noindex` message page with
 *   the API's status and message (400 for bad fields, 403, 413, 429...) and a link back to the
 *   form. A body over FORM_BODY_LIMIT bytes is a 413 message page.
 * `GET /contact/sent` ("Message sent!") is the web app's page (src/site/routes/contact/sent.tsx);
 * the refusals are its `/contact` page, rendered with the message in its request context
 * (start-app.ts `renderStartPage`). The form body parser is registered in this plugin's own
 * scope: no other route reads forms.
 */
export function registerContactForm(app: FastifyInstance): void {
  const page = (request: FastifyRequest, message: ContactMessage) =>
    app.renderStartPage(request, CONTACT_FORM_PATH, { message });
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'contact form: sending failed');
      const message =
        status === 413
          ? refusal(400, 'The message is too long to send.')
          : status === 415
            ? refusal(400, 'The form could not be read.')
            : refusal(status, undefined);
      return app.sendStartPage(request, reply, status, await page(request, message));
    });

    scope.post(CONTACT_FORM_PATH, async (request, reply) => {
      const fields =
        request.body && typeof request.body === 'object' && !Array.isArray(request.body)
          ? request.body
          : {};
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers,
        payload: JSON.stringify(fields),
        ...(request.socket.remoteAddress ? { remoteAddress: request.socket.remoteAddress } : {}),
      });
      if (answer.statusCode === 201) return reply.redirect(CONTACT_SENT_PATH, 303);
      const message = refusal(answer.statusCode, messageOf(answer.body));
      const retryAfter = answer.headers['retry-after'];
      if (typeof retryAfter === 'string') reply.header('retry-after', retryAfter);
      return app.sendStartPage(request, reply, answer.statusCode, await page(request, message));
    });
  });
}
