import { Button, Card, FormField, Select, toast } from '@forma/ui';
import { WEBHOOK_DELIVERY_STATUSES } from '@forma/validators/webhooks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ChevronRight, RotateCw, ScrollText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { WebhooksSearch } from '../../../lib/webhooks-search';
import { Pagination } from '../components/pagination';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { excerpt, formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import { DeliveryStatusBadge } from './webhook-badges';
import {
  answerText,
  attemptsText,
  deliveryState,
  DELIVERY_STATE_LABELS,
  durationText,
  eventName,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhook-format';

/** Deliveries per page. */
const PAGE_SIZE = 20;
/** How often the log is read again while a delivery is on its way, ms. */
export const WEBHOOK_POLL_MS = 2_000;

/** The status filter's words (a pending delivery may be retrying). */
const STATUS_FILTER_LABELS: Record<(typeof WEBHOOK_DELIVERY_STATUSES)[number], string> = {
  pending: 'Pending or retrying',
  delivered: DELIVERY_STATE_LABELS.delivered,
  dead: 'Dead (given up)',
  replaced: 'Replaced by a replay',
};

/**
 * The webhook delivery log (issue 43), newest first: event, endpoint, status, HTTP code, time,
 * attempts, duration and the receiver's answer or the error (cut short, the whole text one click
 * away), with Replay on each. Filters by endpoint and status and pages, all in the URL (`search`,
 * changed through `onSearch`). While a delivery here is on its way (pending to an active endpoint,
 * or a test), or `waiting` (the endpoints list counts one), it is read again every 2 s, so a test
 * or replay shows its result without a reload, and each read refreshes the endpoints' counts. A table from 768 px (scrolling inside its own region when
 * narrow), a list of entries below.
 */
export function DeliveryLog({
  search,
  onSearch,
  endpoints,
  waiting,
}: {
  search: WebhooksSearch;
  onSearch: (next: Partial<WebhooksSearch>) => void;
  endpoints: readonly WebhookEndpointRow[];
  waiting: boolean;
}) {
  const { trpc, queryClient } = useAdminContext();
  const page = search.page ?? 1;
  const active = new Set(endpoints.filter((e) => e.active).map((e) => e.id));
  // On its way: pending to an active endpoint, or a test (sent to a paused one too).
  const onItsWay = (d: WebhookDeliveryRow) =>
    d.status === 'pending' && (active.has(d.endpointId) || d.eventType === 'webhook.test');
  const list = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({
      endpointId: search.endpoint,
      status: search.status,
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      waiting || query.state.data?.items.some(onItsWay) ? WEBHOOK_POLL_MS : false,
  });
  // What the log learns while it waits (a delivery done), the endpoints' counts show too.
  const logWaiting = list.data?.items.some(onItsWay) ?? false;
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current)
      void queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });
    wasWaiting.current = logWaiting;
  }, [list.dataUpdatedAt, logWaiting, queryClient, trpc]);
  const replay = useMutation(trpc.webhooks.replay.mutationOptions());
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const filtered = search.endpoint !== undefined || search.status !== undefined;

  const onReplay = (row: WebhookDeliveryRow) =>
    replay.mutate(
      { id: row.id },
      {
        onSuccess: () =>
          toast({
            title: 'Replay queued',
            description: `The same event (same id) is on its way to ${row.url} again.`,
          }),
        onError: (error) =>
          toast({
            title: 'Could not replay the delivery',
            description: errorMessage(error),
            variant: 'destructive',
          }),
        onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.pathKey() }),
      },
    );
  const replaying = (row: WebhookDeliveryRow) => replay.isPending && replay.variables.id === row.id;

  return (
    <Card role="region" aria-labelledby="delivery-log" className="overflow-hidden">
      <div className="flex flex-col gap-4 px-5 pt-5 sm:px-6 sm:pt-6 md:flex-row md:items-end">
        <div className="min-w-0 flex-1">
          <h2
            id="delivery-log"
            tabIndex={-1}
            className="scroll-mt-24 text-base font-semibold tracking-tight outline-none"
          >
            Delivery log
          </h2>
          <p className="text-sm text-white/60">
            Every attempt to send an event, newest first. A failed one is retried for a day (after 1
            min, 5 min, 30 min, 2 h…), then it is dead; Replay sends it again now.
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2 md:w-[28rem] md:shrink-0">
          <FormField id="delivery-endpoint" label="Endpoint">
            {(wiring) => (
              <Select
                {...wiring}
                value={search.endpoint === undefined ? '' : String(search.endpoint)}
                onChange={(e) =>
                  onSearch({ endpoint: e.target.value ? Number(e.target.value) : undefined })
                }
              >
                <option value="">All endpoints</option>
                {endpoints.map((endpoint) => (
                  <option key={endpoint.id} value={endpoint.id}>
                    {excerpt(endpoint.url, 48)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="delivery-status" label="Status">
            {(wiring) => (
              <Select
                {...wiring}
                value={search.status ?? ''}
                onChange={(e) =>
                  onSearch({
                    status: WEBHOOK_DELIVERY_STATUSES.find((s) => s === e.target.value),
                  })
                }
              >
                <option value="">Any status</option>
                {WEBHOOK_DELIVERY_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_FILTER_LABELS[status]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
      </div>

      <div className="mt-5 border-t border-white/[0.07]">
        {list.isError ? (
          <div className="p-4 sm:p-6">
            <ErrorState
              title="Could not load the delivery log"
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </div>
        ) : list.isPending ? (
          <div role="status" aria-label="Loading deliveries" className="space-y-2 p-5">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full rounded-xl" />
            ))}
          </div>
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={ScrollText}
            title={filtered ? 'No deliveries match' : 'No deliveries yet'}
          >
            {filtered
              ? 'Change or clear the filters to see more.'
              : 'Send a test to an endpoint, or wait for the site’s next event.'}
          </EmptyState>
        ) : (
          <>
            {isDesktop ? (
              <DeliveryTable
                items={list.data.items}
                busy={list.isPlaceholderData}
                onReplay={onReplay}
                replaying={replaying}
              />
            ) : (
              <DeliveryCards
                items={list.data.items}
                busy={list.isPlaceholderData}
                onReplay={onReplay}
                replaying={replaying}
              />
            )}
            <div className="border-t border-white/[0.07]">
              <Pagination
                label="Delivery log pages"
                page={page}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                onPage={(next) => onSearch({ page: next > 1 ? next : undefined })}
              />
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

/** The rows' props of both views. */
interface RowsProps {
  items: readonly WebhookDeliveryRow[];
  busy: boolean;
  onReplay: (row: WebhookDeliveryRow) => void;
  replaying: (row: WebhookDeliveryRow) => boolean;
}

/** The log as a table (768 px and wider); narrow, it scrolls inside its own focusable region. */
function DeliveryTable({ items, busy, onReplay, replaying }: RowsProps) {
  return (
    <div
      // A narrow window scrolls the table sideways: the region takes focus so keys scroll it.
      tabIndex={0}
      role="region"
      aria-label="Deliveries"
      className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none focus-visible:ring-inset"
    >
      <table
        className="w-full min-w-[900px] text-left text-sm transition-opacity aria-busy:opacity-60"
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">Webhook deliveries, newest first</caption>
        <thead className="border-b border-white/[0.07] bg-white/[0.02] text-xs text-white/60 uppercase">
          <tr>
            {['Event', 'Endpoint', 'Status', 'HTTP', 'Time', 'Attempts', 'Duration', 'Answer'].map(
              (label) => (
                <th key={label} scope="col" className={`${CELL} font-medium`}>
                  {label}
                </th>
              ),
            )}
            <th scope="col" className={CELL}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/[0.06]">
          {items.map((row) => (
            <DeliveryTableRow
              key={row.id}
              row={row}
              onReplay={onReplay}
              replaying={replaying(row)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Padding of the log table's cells. */
const CELL = 'px-3 py-3 first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6';

/**
 * One delivery of the table; its answer opens in a row of its own under it, the table's width
 * (the answer cell holds only its first words).
 */
function DeliveryTableRow({
  row,
  onReplay,
  replaying,
}: {
  row: WebhookDeliveryRow;
  onReplay: (row: WebhookDeliveryRow) => void;
  replaying: boolean;
}) {
  const [open, setOpen] = useState(false);
  const answerId = `delivery-${row.id}-answer`;
  return (
    <>
      <tr data-delivery-id={row.id} className={open ? 'border-b-0 align-top' : 'align-top'}>
        <td className={CELL}>
          <span className="block font-medium whitespace-nowrap text-white">
            {eventName(row.eventType)}
          </span>
          <span className="block font-mono text-xs whitespace-nowrap text-white/55">
            {row.eventType}
          </span>
          {row.replayOf !== null ? (
            <span className="block text-xs whitespace-nowrap text-white/55">
              Replay of #{row.replayOf}
            </span>
          ) : null}
        </td>
        <td className={`${CELL} max-w-[11rem]`}>
          <span className="block truncate text-white/75" title={row.url}>
            {row.url}
          </span>
        </td>
        <td className={`${CELL} w-[8.5rem]`}>
          <StatusCell row={row} />
        </td>
        <td className={`${CELL} text-white/75 tabular-nums`}>{row.lastStatusCode ?? '—'}</td>
        <td className={`${CELL} w-[8rem] text-white/70`}>
          <TimeCell row={row} />
        </td>
        <td className={`${CELL} text-white/70 tabular-nums`}>{row.attempts}</td>
        <td className={`${CELL} whitespace-nowrap text-white/70 tabular-nums`}>
          {durationText(row.lastDurationMs)}
        </td>
        <td className={`${CELL} max-w-[13rem]`}>
          <AnswerToggle row={row} open={open} onToggle={setOpen} controls={answerId} />
        </td>
        <td className={`${CELL} text-right`}>
          <ReplayButton row={row} onReplay={onReplay} pending={replaying} />
        </td>
      </tr>
      {open ? (
        <tr id={answerId}>
          <td colSpan={9} className="px-5 pb-4 sm:px-6">
            <AnswerText row={row} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The log as a list of entries (under 768 px): nothing scrolls sideways. */
function DeliveryCards({ items, busy, onReplay, replaying }: RowsProps) {
  return (
    <ul
      aria-label="Deliveries"
      aria-busy={busy || undefined}
      className="divide-y divide-white/[0.06] transition-opacity aria-busy:opacity-60"
    >
      {items.map((row) => (
        <DeliveryCard key={row.id} row={row} onReplay={onReplay} replaying={replaying(row)} />
      ))}
    </ul>
  );
}

/** One delivery of the list: event and state, endpoint, code, attempts, time, the answer. */
function DeliveryCard({
  row,
  onReplay,
  replaying,
}: {
  row: WebhookDeliveryRow;
  onReplay: (row: WebhookDeliveryRow) => void;
  replaying: boolean;
}) {
  const [open, setOpen] = useState(false);
  const answerId = `delivery-${row.id}-answer`;
  return (
    <li data-delivery-id={row.id} className="flex flex-col gap-2 px-5 py-4">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium text-white">
          {eventName(row.eventType)}
          {row.replayOf !== null ? (
            <span className="ml-2 text-xs font-normal text-white/55">
              replay of #{row.replayOf}
            </span>
          ) : null}
        </p>
        <StatusCell row={row} align="end" />
      </div>
      <p className="text-xs break-all text-white/55">{row.url}</p>
      <p className="text-xs text-white/60 tabular-nums">
        {row.lastStatusCode === null ? 'No answer' : `HTTP ${row.lastStatusCode}`} ·{' '}
        {attemptsText(row.attempts)} · {durationText(row.lastDurationMs)} · <TimeCell row={row} />
      </p>
      <AnswerToggle row={row} open={open} onToggle={setOpen} controls={answerId} />
      {open ? (
        <div id={answerId}>
          <AnswerText row={row} />
        </div>
      ) : null}
      <div>
        <ReplayButton row={row} onReplay={onReplay} pending={replaying} />
      </div>
    </li>
  );
}

/** A delivery's state badge, with when a retrying one is tried next. */
function StatusCell({
  row,
  align = 'start',
}: {
  row: WebhookDeliveryRow;
  align?: 'start' | 'end';
}) {
  const state = deliveryState(row);
  return (
    <span
      className={`inline-flex shrink-0 flex-col gap-1 ${align === 'end' ? 'items-end text-right' : 'items-start'}`}
    >
      <DeliveryStatusBadge state={state} />
      {state === 'retrying' ? (
        <span className="text-xs text-white/55">next try {formatDateTime(row.nextAttemptAt)}</span>
      ) : null}
    </span>
  );
}

/** When a delivery was last tried, or when it was queued if it has not been yet. */
function TimeCell({ row }: { row: WebhookDeliveryRow }) {
  return row.lastAttemptAt ? (
    <time dateTime={new Date(row.lastAttemptAt).toISOString()}>
      {formatDateTime(row.lastAttemptAt)}
    </time>
  ) : (
    <>
      queued{' '}
      <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTime(row.createdAt)}</time>
    </>
  );
}

/**
 * The receiver's answer or the error, cut to its first words, as a button that shows or hides
 * the whole text (`controls` is the id of where it shows); "No answer yet" before any attempt,
 * "Empty answer" for an answer without a body (a 204).
 */
function AnswerToggle({
  row,
  open,
  onToggle,
  controls,
}: {
  row: WebhookDeliveryRow;
  open: boolean;
  onToggle: (open: boolean) => void;
  controls: string;
}) {
  const text = answerText(row);
  if (text === null)
    return (
      <span className="text-xs text-white/55">
        {row.lastAttemptAt ? 'Empty answer' : 'No answer yet'}
      </span>
    );
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={() => onToggle(!open)}
      className="group flex w-full items-start gap-1.5 rounded text-left text-xs text-white/75 hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
    >
      <ChevronRight
        aria-hidden
        className={`mt-px size-3.5 shrink-0 text-white/50 transition-transform ${open ? 'rotate-90' : ''}`}
      />
      <span className="line-clamp-2 break-words">{excerpt(text, 70)}</span>
      <span className="sr-only">
        {open ? ' (hide the whole answer)' : ' (show the whole answer)'}
      </span>
    </button>
  );
}

/** The whole answer or error the log keeps (the answer's first 500 characters). */
function AnswerText({ row }: { row: WebhookDeliveryRow }) {
  return (
    <pre className="max-h-64 overflow-auto rounded-lg border border-white/10 bg-black/30 p-3 font-mono text-[12px] break-all whitespace-pre-wrap text-white/80">
      {answerText(row)}
    </pre>
  );
}

/** Replay: sends the delivery's event to its endpoint again, now. */
function ReplayButton({
  row,
  onReplay,
  pending,
}: {
  row: WebhookDeliveryRow;
  onReplay: (row: WebhookDeliveryRow) => void;
  pending: boolean;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={pending}
      aria-label={`Replay delivery #${row.id} (${eventName(row.eventType)})`}
      onClick={() => onReplay(row)}
    >
      {pending ? null : <RotateCw aria-hidden />}
      Replay
    </Button>
  );
}
