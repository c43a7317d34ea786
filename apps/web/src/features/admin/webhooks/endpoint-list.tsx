import { Button, Switch } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import { KeyRound, Pencil, Send, Trash2 } from 'lucide-react';
import { formatCount, formatDateTime } from '../lib/format';
import { DeliveryStatusBadge, EndpointStateBadge, EventBadge } from './webhook-badges';
import { deliveryState, endpointState, type WebhookEndpointRow } from './webhook-format';

/** What can be done to an endpoint from its card (the page runs the calls and dialogs). */
export interface EndpointActions {
  onEdit: (row: WebhookEndpointRow) => void;
  onSendTest: (row: WebhookEndpointRow) => void;
  onRotate: (row: WebhookEndpointRow) => void;
  onDelete: (row: WebhookEndpointRow) => void;
  onToggle: (row: WebhookEndpointRow, active: boolean) => void;
  /** The endpoint whose test is being queued, or null. */
  sendingId: number | null;
  /** The endpoint being switched on or off, or null. */
  togglingId: number | null;
}

/**
 * The webhook endpoints (issue 43), one card each: URL and description, its state (active,
 * paused, failing since…, switched off with when and why), a switch to send it events or not,
 * its events as readable badges, its pending and dead deliveries (each a link that filters the
 * log), its last delivery (state, HTTP code, time), and Edit, Send test, Rotate secret and Delete.
 * A list of cards at every width: nothing scrolls sideways at 390 px.
 */
export function EndpointList({
  endpoints,
  actions,
}: {
  endpoints: readonly WebhookEndpointRow[];
  actions: EndpointActions;
}) {
  return (
    <ul aria-label="Webhook endpoints" className="divide-y divide-white/[0.06]">
      {endpoints.map((row) => (
        <EndpointCard key={row.id} row={row} actions={actions} />
      ))}
    </ul>
  );
}

/** One endpoint of EndpointList. */
function EndpointCard({ row, actions }: { row: WebhookEndpointRow; actions: EndpointActions }) {
  const state = endpointState(row);
  const switchId = `webhook-active-${row.id}`;
  const toggling = actions.togglingId === row.id;
  return (
    <li data-endpoint-id={row.id} className="flex flex-col gap-4 px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 font-medium break-all text-white">{row.url}</h3>
            <EndpointStateBadge state={state} />
          </div>
          {row.description ? (
            <p className="mt-1 text-sm break-words text-white/60">{row.description}</p>
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <Switch
            id={switchId}
            checked={row.active}
            disabled={toggling}
            aria-label={`Send events to ${row.url}`}
            onCheckedChange={(active) => actions.onToggle(row, active)}
          />
          <label htmlFor={switchId} className="cursor-pointer text-sm text-white/75">
            Send events
          </label>
        </div>
      </div>

      {state.detail ? (
        <p
          className={
            state.tone === 'danger'
              ? 'rounded-xl border border-red-400/25 bg-red-500/10 px-3 py-2 text-sm break-words text-red-100'
              : state.tone === 'warning'
                ? 'rounded-xl border border-amber-300/25 bg-amber-400/10 px-3 py-2 text-sm break-words text-amber-100'
                : 'text-sm text-white/60'
          }
        >
          {state.detail}
        </p>
      ) : null}
      {row.rotating && row.previousSecretExpiresAt ? (
        <p className="text-sm text-white/60">
          Secret rotated: the old one keeps signing beside the new one until{' '}
          {formatDateTime(row.previousSecretExpiresAt)}.
        </p>
      ) : null}

      <ul aria-label={`Events sent to ${row.url}`} className="flex flex-wrap gap-1.5">
        {row.events.map((type) => (
          <li key={type}>
            <EventBadge type={type} />
          </li>
        ))}
      </ul>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_auto_1fr]">
        <div>
          <dt className="text-xs text-white/55">Pending</dt>
          <dd>
            <CountLink row={row} status="pending" count={row.pending} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-white/55">Dead</dt>
          <dd>
            <CountLink row={row} status="dead" count={row.dead} />
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-white/55">Last delivery</dt>
          <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 text-white/75">
            {row.lastDeliveryAt && row.lastStatus ? (
              <>
                <DeliveryStatusBadge
                  state={deliveryState({
                    status: row.lastStatus,
                    attempts: 1,
                    lastAttemptAt: row.lastDeliveryAt,
                  })}
                />
                <span className="tabular-nums">
                  {row.lastStatusCode === null ? 'no answer' : `HTTP ${row.lastStatusCode}`}
                </span>
                <span className="text-white/55">{formatDateTime(row.lastDeliveryAt)}</span>
              </>
            ) : (
              <span className="text-white/55">None yet</span>
            )}
          </dd>
        </div>
      </dl>

      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Edit ${row.url}`}
          onClick={() => actions.onEdit(row)}
        >
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Send test to ${row.url}`}
          loading={actions.sendingId === row.id}
          onClick={() => actions.onSendTest(row)}
        >
          {actions.sendingId === row.id ? null : <Send aria-hidden />}
          Send test
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Rotate secret of ${row.url}`}
          onClick={() => actions.onRotate(row)}
        >
          <KeyRound aria-hidden />
          Rotate secret
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete ${row.url}`}
          onClick={() => actions.onDelete(row)}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** A count of an endpoint's deliveries in `status`, linking to the log filtered to them. */
function CountLink({
  row,
  status,
  count,
}: {
  row: WebhookEndpointRow;
  status: 'pending' | 'dead';
  count: number;
}) {
  if (count === 0) return <span className="text-white/75 tabular-nums">0</span>;
  return (
    <Link
      to="/admin/webhooks"
      search={{ endpoint: row.id, status }}
      hash="delivery-log"
      aria-label={`${formatCount(count)} ${status} deliveries to ${row.url}: show them in the log`}
      className={`rounded font-medium tabular-nums underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none ${
        status === 'dead' ? 'text-red-200' : 'text-sky-200'
      }`}
    >
      {formatCount(count)}
    </Link>
  );
}
