import { Badge, Button } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import { Ban, CalendarClock, Eye, UserX } from 'lucide-react';
import {
  callStatusLabel,
  callStatusVariant,
  callTime,
  hasStarted,
  type CallRow,
} from './call-format';

/** What can be done to a call from its row (the page runs the calls and dialogs). */
export interface CallActions {
  onOpen: (row: CallRow) => void;
  /** Absent for a viewer: no Reschedule, Cancel or No-show. */
  onReschedule?: (row: CallRow) => void;
  onCancel?: (row: CallRow) => void;
  onNoShow?: (row: CallRow) => void;
}

/**
 * The calls (issue 42 item 6), one card each at every width (nothing scrolls sideways at
 * 390 px): the time in the host's zone and the visitor's, the visitor (name, e-mail, company),
 * the host, the event type, the status, a link to the lead, and the row's actions: Details for
 * everyone; Reschedule and Cancel for a confirmed call, No-show once it started (editors and
 * admins).
 */
export function CallList({
  items,
  busy,
  actions,
}: {
  items: readonly CallRow[];
  busy: boolean;
  actions: CallActions;
}) {
  return (
    <ul
      aria-label="Calls"
      aria-busy={busy || undefined}
      className={`divide-y divide-white/[0.06] transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      {items.map((row) => (
        <CallCard key={row.id} row={row} actions={actions} />
      ))}
    </ul>
  );
}

function CallCard({ row, actions }: { row: CallRow; actions: CallActions }) {
  const confirmed = row.status === 'confirmed';
  const who = row.name;
  return (
    <li data-call-id={row.id} className="flex flex-col gap-3 px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        <div className="min-w-0 basis-56">
          <p className="font-medium text-white tabular-nums">
            <time dateTime={new Date(row.startsAt).toISOString()}>
              {callTime(row.startsAt, row.hostTimeZone)}
            </time>{' '}
            <span className="text-xs font-normal text-white/55">{row.hostTimeZone}</span>
          </p>
          {row.timeZone !== row.hostTimeZone ? (
            <p className="text-sm text-white/60 tabular-nums">
              {callTime(row.startsAt, row.timeZone)}{' '}
              <span className="text-xs">{row.timeZone} (visitor)</span>
            </p>
          ) : (
            <p className="text-xs text-white/55">The visitor’s zone too</p>
          )}
        </div>
        <div className="min-w-0 flex-1 basis-56">
          <h3 className="font-medium break-words text-white">{row.name}</h3>
          <p className="text-sm break-all text-white/60">{row.email}</p>
          {row.company ? <p className="text-sm break-words text-white/60">{row.company}</p> : null}
        </div>
        <dl className="grid min-w-0 basis-56 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-white/55">Host</dt>
          <dd className="break-words text-white/85">{row.hostName}</dd>
          <dt className="text-white/55">Type</dt>
          <dd className="break-words text-white/85">{row.eventTypeTitle}</dd>
          <dt className="text-white/55">Status</dt>
          <dd>
            <Badge variant={callStatusVariant(row.status)}>{callStatusLabel(row.status)}</Badge>
          </dd>
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Details of the call with ${who}`}
          onClick={() => actions.onOpen(row)}
        >
          <Eye aria-hidden />
          Details
        </Button>
        {row.leadId !== null ? (
          <Link
            to="/admin/contact-submissions/$id"
            params={{ id: String(row.leadId) }}
            aria-label={`Open lead of ${who}`}
            className="inline-flex h-9 items-center rounded-full px-3 text-sm font-medium text-violet-200 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          >
            Open lead
          </Link>
        ) : null}
        {confirmed && actions.onReschedule ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Reschedule the call with ${who}`}
            onClick={() => actions.onReschedule?.(row)}
          >
            <CalendarClock aria-hidden />
            Reschedule
          </Button>
        ) : null}
        {confirmed && actions.onCancel ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Cancel call with ${who}`}
            onClick={() => actions.onCancel?.(row)}
          >
            <Ban aria-hidden />
            Cancel call
          </Button>
        ) : null}
        {confirmed && actions.onNoShow && hasStarted(row) ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`No-show: ${who} did not come`}
            onClick={() => actions.onNoShow?.(row)}
          >
            <UserX aria-hidden />
            No-show
          </Button>
        ) : null}
      </div>
    </li>
  );
}
