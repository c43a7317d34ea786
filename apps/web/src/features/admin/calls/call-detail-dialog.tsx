import { Badge, Button } from '@forma/ui';
import type { BookingQuestionKey } from '@forma/validators';
import { BOOKING_QUESTIONS } from '@forma/validators/booking-values';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { MODAL_DIALOG_CLASS, useModalDialog } from '../components/use-modal-dialog';
import { formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import {
  callStatusLabel,
  callStatusVariant,
  callTime,
  emailKindLabel,
  sourceLine,
} from './call-format';

const questionLabel = (key: string) =>
  key in BOOKING_QUESTIONS ? BOOKING_QUESTIONS[key as BookingQuestionKey].label : key;

/**
 * One call's details (issue 42 item 6), for every role: when (host's and visitor's zones), who,
 * where, the visitor's answers, where the booking came from (page, designer, UTM), a cancel
 * reason, and its e-mails (kind, recipient, status, sent at). `id` null: closed.
 */
export function CallDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { trpc } = useAdminContext();
  const ref = useModalDialog(id !== null, onClose);
  const titleId = useId();
  const detail = useQuery({
    ...trpc.calls.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
  });
  const call = detail.data?.call;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`${MODAL_DIALOG_CLASS} max-w-2xl`}
    >
      <div className="flex flex-col gap-5 p-6">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          {call ? `Call with ${call.name}` : 'Call details'}
        </h2>
        {id === null ? null : detail.isError ? (
          <ErrorState
            title="Could not load the call"
            error={detail.error}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : !call || !detail.data ? (
          <div role="status" aria-label="Loading the call" className="space-y-2">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-white/55">Status</dt>
              <dd>
                <Badge variant={callStatusVariant(call.status)}>
                  {callStatusLabel(call.status)}
                </Badge>
                {call.status === 'cancelled' ? (
                  <span className="ml-2 text-white/70">
                    by {call.cancelledBy === 'visitor' ? 'the visitor' : 'the team'}
                    {call.cancelReason ? `: ${call.cancelReason}` : ''}
                  </span>
                ) : null}
              </dd>
              <dt className="text-white/55">When (host)</dt>
              <dd className="tabular-nums">
                {callTime(call.startsAt, call.hostTimeZone)} ({call.hostTimeZone})
              </dd>
              <dt className="text-white/55">When (visitor)</dt>
              <dd className="tabular-nums">
                {callTime(call.startsAt, call.timeZone)} ({call.timeZone})
              </dd>
              <dt className="text-white/55">Visitor</dt>
              <dd className="break-words">
                {call.name} · <span className="break-all">{call.email}</span>
                {call.company ? ` · ${call.company}` : ''}
              </dd>
              <dt className="text-white/55">Host</dt>
              <dd>{call.hostName}</dd>
              <dt className="text-white/55">Event type</dt>
              <dd>{call.eventTypeTitle}</dd>
              <dt className="text-white/55">Location</dt>
              <dd className="break-all">{call.location || 'Sent in the invite'}</dd>
              <dt className="text-white/55">Source</dt>
              <dd className="break-words">{sourceLine(call)}</dd>
              <dt className="text-white/55">Booked</dt>
              <dd>{formatDateTime(call.createdAt)}</dd>
            </dl>
            <section aria-labelledby={`${titleId}-answers`}>
              <h3 id={`${titleId}-answers`} className="text-sm font-semibold">
                Answers
              </h3>
              {Object.keys(call.answers).length === 0 ? (
                <p className="mt-1 text-sm text-white/55">No questions were answered.</p>
              ) : (
                <dl className="mt-2 space-y-2 text-sm">
                  {Object.entries(call.answers).map(([key, value]) => (
                    <div key={key}>
                      <dt className="text-white/55">{questionLabel(key)}</dt>
                      <dd className="break-words whitespace-pre-wrap text-white/85">{value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </section>
            <section aria-labelledby={`${titleId}-emails`}>
              <h3 id={`${titleId}-emails`} className="text-sm font-semibold">
                E-mails
              </h3>
              {detail.data.emails.length === 0 ? (
                <p className="mt-1 text-sm text-white/55">None yet.</p>
              ) : (
                <ul aria-label="E-mails of this call" className="mt-2 divide-y divide-white/[0.06]">
                  {detail.data.emails.map((email) => (
                    <li
                      key={email.id}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
                    >
                      <span className="font-medium text-white/90">
                        {emailKindLabel(email.kind)}
                      </span>
                      <span className="text-white/60">
                        to {email.recipient === 'visitor' ? 'the visitor' : 'the host'}
                      </span>
                      <Badge
                        variant={
                          email.status === 'sent'
                            ? 'success'
                            : email.status === 'failed'
                              ? 'destructive'
                              : 'default'
                        }
                      >
                        {email.status}
                      </Badge>
                      <span className="text-white/55 tabular-nums">
                        {email.sentAt
                          ? `sent ${formatDateTime(email.sentAt)}`
                          : `due ${formatDateTime(email.dueAt)}`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
      <div className="flex justify-end border-t border-white/[0.07] px-6 py-4">
        <Button variant="secondary" size="sm" onClick={onClose} autoFocus>
          Close
        </Button>
      </div>
    </dialog>
  );
}
