import type { RouterOutputs } from '@forma/api';
import type { AnyWebhookEventType } from '@forma/validators';
import { WEBHOOK_EVENT_LABELS } from '@forma/validators/webhooks';
import { formatDateTime } from '../lib/format';

/** An endpoint as `webhooks.list` answers it (issue 43). */
export type WebhookEndpointRow = RouterOutputs['webhooks']['list'][number];
/** One row of the delivery log as `webhooks.deliveries` answers it (issue 43). */
export type WebhookDeliveryRow = RouterOutputs['webhooks']['deliveries']['items'][number];

/**
 * The short name of an event type for badges and the log (issue 43): "content.published" ->
 * "Content published", "lead.status_changed" -> "Lead status changed", "webhook.test" -> "Test".
 */
export function eventName(type: string): string {
  if (type === 'webhook.test') return 'Test';
  const words = type.replace(/[._]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What an event type tells, in a sentence (WEBHOOK_EVENT_LABELS), or the type itself. */
export function eventDescription(type: string): string {
  return WEBHOOK_EVENT_LABELS[type as AnyWebhookEventType] ?? type;
}

/** Where an endpoint stands, for its badge: tone and words, with the detail under it. */
export interface EndpointState {
  tone: 'success' | 'warning' | 'danger' | 'muted';
  label: string;
  /** A sentence under the badge (when it was switched off and why, since when it fails). */
  detail?: string;
}

/**
 * The state of endpoint `row` (issue 43): switched off for failing (when, why), paused by
 * someone, failing since a time (still delivering), or active.
 */
export function endpointState(
  row: Pick<WebhookEndpointRow, 'active' | 'disabledAt' | 'disabledReason' | 'failingSince'>,
): EndpointState {
  if (!row.active && row.disabledAt)
    return {
      tone: 'danger',
      label: 'Switched off',
      detail: `Switched off ${formatDateTime(row.disabledAt)}${
        row.disabledReason ? `: ${row.disabledReason}` : ''
      }. Switch it on again once the receiver works.`,
    };
  if (!row.active)
    return { tone: 'muted', label: 'Paused', detail: 'Paused: no events are sent to it.' };
  if (row.failingSince)
    return {
      tone: 'warning',
      label: 'Failing',
      detail: `Failing since ${formatDateTime(row.failingSince)}: deliveries are retried; after a day of failures it is switched off.`,
    };
  return { tone: 'success', label: 'Active' };
}

/** How a delivery reads in the log: its status, with a pending one that failed as "Retrying". */
export type DeliveryState = 'pending' | 'retrying' | 'delivered' | 'dead' | 'replaced';

/** The state of a delivery: `pending` with a failed attempt behind it is `retrying`. */
export function deliveryState(
  row: Pick<WebhookDeliveryRow, 'status' | 'attempts' | 'lastAttemptAt'>,
): DeliveryState {
  if (row.status === 'pending' && row.attempts > 0 && row.lastAttemptAt) return 'retrying';
  return row.status;
}

/** The words of each delivery state (badges, the status filter). */
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  delivered: 'Delivered',
  dead: 'Dead',
  replaced: 'Replaced',
};

/** "1 attempt", "3 attempts". */
export function attemptsText(attempts: number): string {
  return `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
}

/** "180 ms", "2.4 s"; an em dash when the delivery has no attempt yet. */
export function durationText(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * What the receiver answered or why the attempt failed, for the log: the error first (it says
 * why), then the answer's excerpt; null when there is neither (not tried yet).
 */
export function answerText(
  row: Pick<WebhookDeliveryRow, 'lastError' | 'lastResponse'>,
): string | null {
  const parts = [row.lastError, row.lastResponse].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join('\n') : null;
}
