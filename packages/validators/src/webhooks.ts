import './zod-config';
import { z } from 'zod';
import { idSchema, optionalText, textString } from './common';
import { LEAD_STATUSES } from './lead-values';
import { UPLOAD_KINDS } from './uploads';

export { WEBHOOK_HEADERS, WEBHOOK_TOLERANCE_S } from './webhook-values';

/**
 * Webhooks (issue 43): the events the site sends, each payload's schema (the one source of the
 * OpenAPI document's `webhooks` section and of the typed client's `verifyFormaWebhook`), and the
 * console's inputs for endpoints and their delivery log.
 */

/** The event types an endpoint can subscribe to (issue 43 item 1). */
export const WEBHOOK_EVENT_TYPES = [
  'content.published',
  'release.published',
  'release.failed',
  'record.published',
  'record.unpublished',
  'record.deleted',
  'lead.created',
  'lead.status_changed',
  'media.uploaded',
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "Send test" sends to one endpoint; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;
/** Every type an event can have. */
export type AnyWebhookEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** What each event type tells, for the console and the document. */
export const WEBHOOK_EVENT_LABELS: Record<AnyWebhookEventType, string> = {
  'content.published': 'A content block was published (saved live, published or restored)',
  'release.published': 'A release was published (or took its records off the site)',
  'release.failed': 'A release failed: nothing of it was published',
  'record.published': 'A designer, work, testimonial or client went live or changed live',
  'record.unpublished': 'A record was taken off the site (it is a draft again)',
  'record.deleted': 'A record was deleted',
  'lead.created': 'An inquiry arrived (not spam)',
  'lead.status_changed': "A lead's status changed",
  'media.uploaded': 'A file was uploaded',
  'booking.created': 'A visitor booked a call',
  'booking.rescheduled': 'A call was moved to another time',
  'booking.cancelled': 'A call was cancelled (by the visitor or the team)',
  'webhook.test': 'A test sent from the Webhooks screen',
};

/** Who caused an event: the console user, or null (the site itself: a schedule, a visitor). */
export const webhookActor = z
  .object({ id: z.number().int(), username: z.string() })
  .nullable()
  .meta({ description: 'The console user who made the change; null for the site itself' });

const releaseSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  action: z.enum(['publish', 'unpublish']),
  items: z.array(z.object({ entity: z.string(), key: z.string() })).meta({
    description: 'What it holds: content sections, setting keys, record ids by collection',
  }),
});

const recordRef = {
  collection: z.string().meta({
    description: 'designers, designerWorks, testimonials or clients (as in `admin.<collection>`)',
    example: 'designers',
  }),
  id: z.number().int(),
};

const leadSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
});

const bookingSummary = z.object({
  id: z.number().int(),
  uid: z.string().meta({ description: 'The iCalendar UID, the same across reschedules' }),
  eventType: z.string().meta({ example: 'intro-call' }),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  timeZone: z.string().meta({ description: "The visitor's IANA time zone" }),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  host: z.object({ id: z.number().int(), name: z.string() }),
  leadId: z.number().int().nullable(),
  designer: z.string().nullable().meta({ description: "The profile's slug it came from" }),
  answers: z.record(z.string(), z.string()),
  source: z.record(z.string(), z.string()),
});

/** Each event type's `data`: the changed record. */
export const webhookEventData = {
  'content.published': z.object({
    section: z.string(),
    revision: z.number().int(),
    content: z.record(z.string(), z.unknown()).meta({ description: 'The live block' }),
  }),
  'release.published': z.object({ release: releaseSummary }),
  'release.failed': z.object({ release: releaseSummary, reason: z.string() }),
  'record.published': z.object({
    ...recordRef,
    record: z.record(z.string(), z.unknown()).meta({ description: 'The record as it is live' }),
  }),
  'record.unpublished': z.object({
    ...recordRef,
    record: z.record(z.string(), z.unknown()).meta({ description: 'The record, now a draft' }),
  }),
  'record.deleted': z.object(recordRef),
  'lead.created': z.object({
    lead: leadSummary.extend({
      inquiryType: z.string(),
      message: z.string(),
      designer: z.string().nullable().meta({ description: "The profile's slug it came from" }),
      createdAt: z.iso.datetime(),
    }),
  }),
  'lead.status_changed': z.object({
    lead: leadSummary,
    from: z.enum(LEAD_STATUSES),
    to: z.enum(LEAD_STATUSES),
  }),
  'media.uploaded': z.object({
    media: z.object({
      name: z.string(),
      url: z.string(),
      kind: z.enum(UPLOAD_KINDS),
      contentType: z.string(),
      bytes: z.number().int(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
    }),
  }),
  'booking.created': z.object({ booking: bookingSummary }),
  'booking.rescheduled': z.object({
    booking: bookingSummary,
    previousStart: z.iso.datetime().meta({ description: 'When the call was before' }),
  }),
  'booking.cancelled': z.object({
    booking: bookingSummary,
    by: z.enum(['visitor', 'host']),
    reason: z.string(),
  }),
  'webhook.test': z.object({ endpointId: z.number().int(), message: z.string() }),
} satisfies Record<AnyWebhookEventType, z.ZodType>;

/** The `data` of an event of type `T`. */
export type WebhookEventData<T extends AnyWebhookEventType> = z.infer<(typeof webhookEventData)[T]>;

/** The body of every delivery: the event's id (the idempotency key), type, time, actor, data. */
export function webhookPayloadSchema<T extends AnyWebhookEventType>(type: T) {
  return z.object({
    id: z.uuid().meta({ description: 'The event id: the same on every retry and replay' }),
    type: z.literal(type),
    createdAt: z.iso.datetime().meta({ description: 'When the change happened (ISO 8601)' }),
    actor: webhookActor,
    data: webhookEventData[type],
  });
}

/** Any event's body, as `verifyFormaWebhook` answers it. */
export type FormaWebhookEvent = {
  [T in AnyWebhookEventType]: z.infer<ReturnType<typeof webhookPayloadSchema<T>>>;
}[AnyWebhookEventType];

/** Any delivery's body, checked: one member per event type (webhooks.test.ts checks none is missing). */
export const webhookPayload = z.discriminatedUnion('type', [
  webhookPayloadSchema('content.published'),
  webhookPayloadSchema('release.published'),
  webhookPayloadSchema('release.failed'),
  webhookPayloadSchema('record.published'),
  webhookPayloadSchema('record.unpublished'),
  webhookPayloadSchema('record.deleted'),
  webhookPayloadSchema('lead.created'),
  webhookPayloadSchema('lead.status_changed'),
  webhookPayloadSchema('media.uploaded'),
  webhookPayloadSchema('booking.created'),
  webhookPayloadSchema('booking.rescheduled'),
  webhookPayloadSchema('booking.cancelled'),
  webhookPayloadSchema('webhook.test'),
]);

/** An endpoint's address: http(s), no user name or password, at most 2,000 characters. */
export const webhookUrl = textString('URL', 'URL is required')
  .trim()
  .min(1, 'URL is required')
  .max(2000, 'URL must be at most 2000 characters')
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
    },
    { message: 'Enter a full address starting with https:// (or http://)' },
  )
  .refine((value) => !URL.canParse(value) || !new URL(value).username, {
    message: 'Leave the user name and password out of the address',
  })
  .meta({ label: 'URL' });

const eventList = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Choose events from the list' }))
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

/** A new endpoint: `{ url, description?, events, active? }`. */
export const webhookEndpointCreateInput = z.object({
  url: webhookUrl,
  description: optionalText('Description', 200).default(''),
  events: eventList,
  active: z.boolean().default(true),
});
export type WebhookEndpointCreateInput = z.input<typeof webhookEndpointCreateInput>;

/** A change to endpoint `id`: any of its fields. */
export const webhookEndpointUpdateInput = z.object({
  id: idSchema,
  url: webhookUrl.optional(),
  description: optionalText('Description', 200).optional(),
  events: eventList.optional(),
  active: z.boolean().optional(),
});

/** `{ id }` of an endpoint. */
export const webhookEndpointIdInput = z.object({ id: idSchema });

/** The delivery statuses the log filters by. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'dead', 'replaced'] as const;

/** One page of the delivery log, newest first: by endpoint and status. */
export const webhookDeliveriesInput = z.object({
  endpointId: idSchema.optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type WebhookDeliveriesInput = z.input<typeof webhookDeliveriesInput>;

/** `{ id }` of a delivery (replay). */
export const webhookDeliveryIdInput = z.object({ id: idSchema });

/** Longest part of a receiver's answer kept in the log, characters. */
export const WEBHOOK_RESPONSE_EXCERPT = 500;
