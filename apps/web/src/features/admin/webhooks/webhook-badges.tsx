import { Badge, cn } from '@forma/ui';
import {
  DELIVERY_STATE_LABELS,
  eventDescription,
  eventName,
  type DeliveryState,
} from './webhook-format';
import type { EndpointState } from './webhook-format';

/** Tint of each delivery state: blue waiting, amber retrying, green delivered, red dead, grey replaced. */
const DELIVERY_TONES: Record<DeliveryState, string> = {
  pending: 'border-sky-300/30 bg-sky-300/10 text-sky-100',
  retrying: 'border-amber-300/35 bg-amber-400/10 text-amber-100',
  delivered: 'border-emerald-300/25 bg-emerald-300/10 text-emerald-100',
  dead: 'border-red-300/35 bg-red-400/10 text-red-100',
  replaced: 'border-white/15 bg-white/[0.04] text-white/70',
};

/** Tint of each endpoint state. */
const ENDPOINT_TONES: Record<EndpointState['tone'], string> = {
  success: DELIVERY_TONES.delivered,
  warning: DELIVERY_TONES.retrying,
  danger: DELIVERY_TONES.dead,
  muted: 'border-white/15 bg-white/[0.04] text-white/70',
};

const PILL = 'inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** A webhook delivery's state as a small tinted pill ("Delivered"), issue 43. */
export function DeliveryStatusBadge({ state }: { state: DeliveryState }) {
  return (
    <span data-delivery-status={state} className={cn(PILL, DELIVERY_TONES[state])}>
      {DELIVERY_STATE_LABELS[state]}
    </span>
  );
}

/** A webhook endpoint's state as a small tinted pill ("Active", "Switched off"), issue 43. */
export function EndpointStateBadge({ state }: { state: EndpointState }) {
  return (
    <span data-endpoint-state={state.tone} className={cn(PILL, ENDPOINT_TONES[state.tone])}>
      {state.label}
    </span>
  );
}

/** An event type as a readable badge ("Lead status changed"), issue 43; its tooltip tells more. */
export function EventBadge({ type, className }: { type: string; className?: string }) {
  return (
    <Badge
      title={`${eventDescription(type)} (${type})`}
      className={cn('px-2.5 py-0.5 text-[11px]', className)}
    >
      {eventName(type)}
    </Badge>
  );
}
