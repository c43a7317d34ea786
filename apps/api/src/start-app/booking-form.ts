import {
  BOOK_FORM_PATH,
  BOOK_MANAGE_PATH,
  BOOK_PATH,
  BOOKING_QUESTION_KEYS,
} from '@forma/validators/booking-values';
import type { BookingFormState } from '@forma/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// The same body limit and forwarded headers as the contact form's no-JavaScript post.
import { FORM_BODY_LIMIT, FORWARDED_HEADERS } from './contact-form';

const NO_STORE = 'private, no-store';

type Fields = Record<string, string>;

/** The form's fields as strings (the last of a repeated name). */
function fieldsOf(body: unknown): Fields {
  const fields: Fields = {};
  if (body && typeof body === 'object' && !Array.isArray(body))
    for (const [key, value] of Object.entries(body as Record<string, unknown>))
      if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** `{ message, issues }` of an API answer's JSON body. */
function errorOf(body: string): { message?: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  try {
    const parsed = JSON.parse(body) as { message?: unknown; issues?: unknown };
    if (Array.isArray(parsed.issues))
      for (const issue of parsed.issues as { path?: unknown; message?: unknown }[]) {
        if (!Array.isArray(issue.path) || typeof issue.message !== 'string') continue;
        const path = issue.path.map(String);
        const key = path[0] === 'answers' || path[0] === 'source' ? (path[1] ?? path[0]) : path[0];
        if (key && !errors[key]) errors[key] = issue.message;
      }
    return {
      message: typeof parsed.message === 'string' ? parsed.message : undefined,
      errors,
    };
  } catch {
    return { errors };
  }
}

/** The JSON `POST /api/bookings` takes, from the booking form's fields. */
export function bookingBodyOf(fields: Fields): Record<string, unknown> {
  const answers: Record<string, string> = {};
  for (const key of BOOKING_QUESTION_KEYS) if (fields[key]) answers[key] = fields[key];
  const source: Record<string, string> = {};
  if (fields.page) source.page = fields.page;
  if (fields.utm_source) source.utmSource = fields.utm_source;
  if (fields.utm_medium) source.utmMedium = fields.utm_medium;
  if (fields.utm_campaign) source.utmCampaign = fields.utm_campaign;
  return {
    eventType: fields.eventType || undefined,
    start: fields.start ?? '',
    timeZone: fields.timeZone ?? '',
    name: fields.name ?? '',
    email: fields.email ?? '',
    company: fields.company ?? '',
    answers,
    source,
    ...(fields.designer ? { designer: fields.designer } : {}),
    ...(fields.website ? { website: fields.website } : {}),
  };
}

/**
 * The booking page's address for a refused post: the same type, zone, designer, slot, came-from
 * page and UTM tags.
 */
function bookPathOf(fields: Fields): string {
  const params = new URLSearchParams();
  if (fields.eventType) params.set('type', fields.eventType);
  if (fields.timeZone) params.set('tz', fields.timeZone);
  if (fields.designer) params.set('designer', fields.designer);
  if (fields.from) params.set('from', fields.from);
  if (fields.start) params.set('slot', fields.start);
  if (fields.page?.startsWith('/') && fields.page !== BOOK_PATH) params.set('page', fields.page);
  for (const utm of ['utm_source', 'utm_medium', 'utm_campaign'])
    if (fields[utm]) params.set(utm, fields[utm]);
  const search = params.toString();
  return search ? `${BOOK_PATH}?${search}` : BOOK_PATH;
}

/**
 * The booking pages' forms without JavaScript (issue 42 item 2), beside the JSON REST paths and
 * through them (`app.inject`, the visitor's own headers and address: the same Origin check, rate
 * limits, spam signals and validation):
 * - `POST /book`: books through `POST /api/bookings`; 201 answers `303 See Other` to the
 *   booking's signed manage page (its confirmation); a refusal renders `/book` again, with the
 *   API's status, message, each field's error and what was typed (409: that day's fresh slots).
 * - `POST /book/manage/{uid}/reschedule` and `/cancel`: through the REST paths of the signed
 *   link; success answers 303 to the manage page; a refusal renders it with the message.
 * Every answer is `private, no-store`.
 */
export function registerBookingForm(app: FastifyInstance): void {
  async function inner(request: FastifyRequest, url: string, payload: unknown) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return app.inject({
      method: 'POST',
      url,
      headers,
      payload: JSON.stringify(payload),
      ...(request.socket.remoteAddress ? { remoteAddress: request.socket.remoteAddress } : {}),
    });
  }

  async function refused(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    state: BookingFormState,
    retryAfter?: unknown,
  ) {
    if (typeof retryAfter === 'string') reply.header('retry-after', retryAfter);
    reply.header('x-robots-tag', 'noindex');
    const page = await app.renderStartPage(request, path, { bookingForm: state });
    return app.sendStartPage(request, reply, state.status, page, NO_STORE);
  }

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'booking form: failed');
      return refused(request, reply, BOOK_PATH, {
        status,
        message:
          status === 413
            ? 'The form is too long to send.'
            : status === 500
              ? 'Something went wrong. Please try again.'
              : 'The form could not be read.',
        errors: {},
        fields: {},
      });
    });

    scope.post(BOOK_FORM_PATH, async (request, reply) => {
      const fields = fieldsOf(request.body);
      const answer = await inner(request, '/api/bookings', bookingBodyOf(fields));
      if (answer.statusCode === 201) {
        const { managePath } = answer.json<{ managePath: string }>();
        return reply.header('cache-control', NO_STORE).redirect(`${managePath}&done=booked`, 303);
      }
      const { message, errors } = errorOf(answer.body);
      return refused(
        request,
        reply,
        bookPathOf(fields),
        {
          status: answer.statusCode,
          message: message ?? 'We could not book this call. Please try again.',
          errors,
          fields,
        },
        answer.headers['retry-after'],
      );
    });

    scope.post<{ Params: { uid: string; action: string } }>(
      `${BOOK_MANAGE_PATH}/:uid/:action`,
      async (request, reply) => {
        const { uid, action } = request.params;
        if (action !== 'reschedule' && action !== 'cancel') return reply.sendStartPageFor();
        const fields = fieldsOf(request.body);
        const token = fields.token ?? '';
        const payload =
          action === 'reschedule'
            ? { token, start: fields.start ?? '' }
            : { token, reason: fields.reason ?? '' };
        const answer = await inner(
          request,
          `/api/bookings/${encodeURIComponent(uid)}/${action}`,
          payload,
        );
        const manage = `${BOOK_MANAGE_PATH}/${encodeURIComponent(uid)}?token=${encodeURIComponent(token)}`;
        if (answer.statusCode === 200) {
          const { managePath } = answer.json<{ managePath: string }>();
          return reply
            .header('cache-control', NO_STORE)
            .redirect(`${managePath}&done=${action === 'cancel' ? 'cancelled' : 'moved'}`, 303);
        }
        const { message, errors } = errorOf(answer.body);
        const again = action === 'reschedule' ? `${manage}&move=1` : `${manage}&cancel=1`;
        return refused(
          request,
          reply,
          again,
          {
            status: answer.statusCode,
            message: message ?? 'That did not work. Please try again.',
            errors,
            fields,
          },
          answer.headers['retry-after'],
        );
      },
    );
  });
}
