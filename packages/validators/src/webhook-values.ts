/** Webhook constants without zod (issue 43), for the typed client's `verifyFormaWebhook`. */

/** The header names of a delivery. */
export const WEBHOOK_HEADERS = {
  signature: 'forma-signature',
  eventId: 'forma-event-id',
  eventType: 'forma-event-type',
} as const;

/** How old a delivery's signature timestamp may be before a receiver refuses it: 5 minutes, s. */
export const WEBHOOK_TOLERANCE_S = 300;
