import { randomBytes } from 'node:crypto';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  disabledWebhookEndpoints,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  recordWebhookTest,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  type WebhookEndpoint,
} from '@forma/db';
import {
  webhookDeliveriesInput,
  webhookDeliveryIdInput,
  webhookEndpointCreateInput,
  webhookEndpointIdInput,
  webhookEndpointUpdateInput,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { totpKeysOf } from '../auth/two-factor';
import { sealTotpSecret } from '../auth/totp-encryption';
import { adminProcedure, createTRPCRouter } from '../trpc';

/** How long a rotated-out secret keeps signing beside the new one, ms (24 h). */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A new signing secret: `whsec_` and 32 random bytes, base64url. Shown once, stored sealed. */
const newSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const notFound = () =>
  new TRPCError({ code: 'NOT_FOUND', message: 'This webhook endpoint no longer exists' });

/** An endpoint as the console shows it: never its secrets. */
const endpointAnswer = ({ secret: _s, previousSecret: _p, ...endpoint }: WebhookEndpoint) =>
  endpoint;

/**
 * Webhooks (issue 43 item 4), admins only (every write in the audit log, with secrets left out):
 * endpoints with their URL, events and whether they are active; a secret shown once when made
 * or rotated; "Send test"; the delivery log with replay; the endpoints switched off for failing.
 */
export const webhooksRouter = createTRPCRouter({
  /**
   * Every endpoint, oldest first, with its queue at a glance: `{ id, url, description, events,
   * active, failingSince, disabledAt, disabledReason, rotating, pending, dead, lastDeliveryAt,
   * lastStatus, lastStatusCode, … }[]`.
   */
  list: adminProcedure.query(({ ctx }) => listWebhookEndpoints(ctx.db)),

  /** The endpoints switched off after failing for a day (the dashboard's notice). */
  disabled: adminProcedure.query(({ ctx }) => disabledWebhookEndpoints(ctx.db)),

  /**
   * Adds an endpoint. Answers `{ endpoint, secret }`: the signing secret, shown this once.
   * BAD_REQUEST for an address that is not http(s), or no events.
   */
  create: adminProcedure.input(webhookEndpointCreateInput).mutation(async ({ ctx, input }) => {
    const secret = newSecret();
    const endpoint = await createWebhookEndpoint(ctx.db, {
      ...input,
      secret: sealTotpSecret(secret, totpKeysOf(ctx)),
      createdBy: ctx.user.id,
    });
    return { endpoint: endpointAnswer(endpoint), secret };
  }),

  /**
   * Changes an endpoint's URL, description, events or whether it is active (switching it on
   * again clears a switch-off). Answers the endpoint. NOT_FOUND.
   */
  update: adminProcedure.input(webhookEndpointUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, ...patch } = input;
    const endpoint = await updateWebhookEndpoint(ctx.db, id, patch);
    if (!endpoint) throw notFound();
    return endpointAnswer(endpoint);
  }),

  /**
   * A new signing secret for endpoint `id`, shown this once; the old one keeps signing beside it
   * for 24 h (deliveries carry two `v1=`), so the receiver can switch without losing any.
   * Answers `{ secret, previousUntil }`. NOT_FOUND.
   */
  rotateSecret: adminProcedure.input(webhookEndpointIdInput).mutation(async ({ ctx, input }) => {
    const secret = newSecret();
    const previousUntil = new Date(Date.now() + WEBHOOK_ROTATION_OVERLAP_MS);
    const endpoint = await rotateWebhookSecret(
      ctx.db,
      input.id,
      sealTotpSecret(secret, totpKeysOf(ctx)),
      previousUntil,
    );
    if (!endpoint) throw notFound();
    return { secret, previousUntil };
  }),

  /** Deletes an endpoint and its delivery log. Answers `{ success: true }`. NOT_FOUND. */
  delete: adminProcedure.input(webhookEndpointIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteWebhookEndpoint(ctx.db, input.id))) throw notFound();
    return { success: true as const };
  }),

  /**
   * Sends endpoint `id` a `webhook.test` event (whether it is active or not), through the queue
   * like any event: the log shows how it went. Answers `{ deliveryId }`. NOT_FOUND.
   */
  sendTest: adminProcedure.input(webhookEndpointIdInput).mutation(async ({ ctx, input }) => {
    if (!(await getWebhookEndpoint(ctx.db, input.id))) throw notFound();
    const deliveryId = await recordWebhookTest(ctx.db, input.id, ctx.user.id);
    ctx.jobs?.kickWebhooks?.();
    return { deliveryId };
  }),

  /**
   * The delivery log, newest first, by endpoint and status, one page: `{ items, total }`, each
   * with the event's id and type, the endpoint, status, attempts, next attempt, the last answer's
   * code, time, duration (ms) and excerpt, or its error.
   */
  deliveries: adminProcedure
    .input(webhookDeliveriesInput)
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.db, input)),

  /**
   * Sends delivery `id`'s event to its endpoint again (same event id), now. Answers
   * `{ deliveryId }` of the new delivery. NOT_FOUND.
   */
  replay: adminProcedure.input(webhookDeliveryIdInput).mutation(async ({ ctx, input }) => {
    const deliveryId = await replayWebhookDelivery(ctx.db, input.id);
    if (deliveryId === undefined)
      throw new TRPCError({ code: 'NOT_FOUND', message: 'This delivery no longer exists' });
    ctx.jobs?.kickWebhooks?.();
    return { deliveryId };
  }),
});
