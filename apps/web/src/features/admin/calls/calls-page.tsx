import { BOOKING_STATUSES } from '@forma/validators/booking-values';
import { Card, FormField, Select, Textarea, toast } from '@forma/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { CALL_SORTS, type CallSort, type CallsSearch } from '../../../lib/calls-search';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { SearchBox } from '../components/search-box';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { useCanEdit } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';
import { CallDetailDialog } from './call-detail-dialog';
import { callStatusLabel, callTime, type CallRow } from './call-format';
import { CallList, type CallActions } from './call-list';
import { RescheduleDialog } from './reschedule-dialog';

const PAGE_SIZE = 20;

const SORT_LABELS: Record<CallSort, string> = {
  starts: 'Time, earliest first',
  '-starts': 'Time, latest first',
  name: 'Visitor, A to Z',
  '-name': 'Visitor, Z to A',
  created: 'Booked, oldest first',
  '-created': 'Booked, newest first',
};

/**
 * /admin/calls (issue 42 item 6), every console role: the booked calls, Upcoming (soonest first)
 * or Past (latest first), filtered by host and status, searched in name, e-mail and company,
 * sorted and paged, all kept in the URL (`search`). Details for everyone; editors and admins
 * reschedule (RescheduleDialog), cancel (a confirm with an optional reason) and mark no-shows;
 * the visitor is e-mailed, and a toast says what happened.
 */
export function CallsPage({ search }: { search: CallsSearch }) {
  const { trpc, queryClient } = useAdminContext();
  const canEdit = useCanEdit();
  const navigate = useNavigate({ from: '/admin/calls' });
  const page = search.page ?? 1;
  const list = useQuery({
    ...trpc.calls.list.queryOptions({
      when: search.when ?? 'upcoming',
      hostId: search.host,
      status: search.status,
      q: search.q,
      sort: search.sort,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const hosts = useQuery(trpc.calls.hosts.queryOptions());
  const cancel = useMutation(trpc.calls.cancel.mutationOptions());
  const noShow = useMutation(trpc.calls.noShow.mutationOptions());
  const [moving, setMoving] = useState<CallRow | null>(null);
  const [cancelling, setCancelling] = useState<CallRow | null>(null);
  const [reason, setReason] = useState('');
  const [marking, setMarking] = useState<CallRow | null>(null);

  const setSearch = (next: Partial<CallsSearch>) =>
    void navigate({ search: { ...search, page: undefined, ...next }, replace: true });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.calls.pathKey() });
  const filtered = Boolean(search.host || search.status || search.q);

  const actions: CallActions = {
    onOpen: (row) => setSearch({ call: row.id, page: search.page }),
    ...(canEdit
      ? {
          onReschedule: setMoving,
          onCancel: (row: CallRow) => {
            setReason('');
            setCancelling(row);
          },
          onNoShow: setMarking,
        }
      : {}),
  };

  const onCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync({ id: cancelling.id, reason: reason.trim() });
      toast({
        title: 'Call cancelled',
        description: `${cancelling.name} (${cancelling.email}) is e-mailed the cancellation.`,
      });
    } catch (error) {
      toast({
        title: 'Could not cancel the call',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
    setCancelling(null);
    await refresh();
  };

  const onNoShow = async () => {
    if (!marking) return;
    try {
      await noShow.mutateAsync({ id: marking.id });
      toast({ title: 'Marked as a no-show', description: `${marking.name} did not come.` });
    } catch (error) {
      toast({
        title: 'Could not mark the no-show',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
    setMarking(null);
    await refresh();
  };

  return (
    <>
      <PageHeader
        eyebrow="Console"
        title="Calls"
        description="Calls booked through the site, with their hosts. Moving or cancelling one e-mails the visitor."
      />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-4 px-5 pt-5 sm:px-6 sm:pt-6">
          <div
            role="group"
            aria-label="Which calls"
            className="inline-flex w-fit gap-1 rounded-full border border-white/10 bg-white/[0.03] p-1"
          >
            {(['upcoming', 'past'] as const).map((when) => {
              const current = (search.when ?? 'upcoming') === when;
              return (
                <button
                  key={when}
                  type="button"
                  aria-pressed={current}
                  onClick={() => setSearch({ when: when === 'past' ? 'past' : undefined })}
                  className={`rounded-full px-4 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none ${
                    current ? 'bg-white/10 text-white' : 'text-white/60 hover:text-white'
                  }`}
                >
                  {when === 'past' ? 'Past' : 'Upcoming'}
                </button>
              );
            })}
          </div>
          <SearchBox
            id="calls-search"
            label="Search calls: name, e-mail, company"
            value={search.q ?? ''}
            onSearch={(q) => setSearch({ q: q || undefined })}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField id="calls-host" label="Host">
              {(wiring) => (
                <Select
                  {...wiring}
                  value={search.host === undefined ? '' : String(search.host)}
                  onChange={(e) =>
                    setSearch({ host: e.target.value ? Number(e.target.value) : undefined })
                  }
                >
                  <option value="">All hosts</option>
                  {(hosts.data ?? []).map((host) => (
                    <option key={host.userId} value={host.userId}>
                      {host.displayName}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField id="calls-status" label="Status">
              {(wiring) => (
                <Select
                  {...wiring}
                  value={search.status ?? ''}
                  onChange={(e) =>
                    setSearch({ status: BOOKING_STATUSES.find((s) => s === e.target.value) })
                  }
                >
                  <option value="">Any status</option>
                  {BOOKING_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {callStatusLabel(status)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField id="calls-sort" label="Sort">
              {(wiring) => (
                <Select
                  {...wiring}
                  value={search.sort ?? ''}
                  onChange={(e) =>
                    setSearch({ sort: CALL_SORTS.find((s) => s === e.target.value) })
                  }
                >
                  <option value="">
                    {search.when === 'past' ? 'Time, latest first' : 'Time, earliest first'}
                  </option>
                  {CALL_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {SORT_LABELS[sort]}
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
                title="Could not load the calls"
                error={list.error}
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
              />
            </div>
          ) : list.isPending ? (
            <div role="status" aria-label="Loading calls" className="space-y-2 p-5">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-20 w-full rounded-xl" />
              ))}
            </div>
          ) : list.data.items.length === 0 ? (
            <EmptyState
              icon={Phone}
              title={
                filtered
                  ? 'No calls match'
                  : search.when === 'past'
                    ? 'No past calls'
                    : 'No upcoming calls'
              }
            >
              {filtered
                ? 'Change or clear the filters to see more.'
                : 'Calls booked on /book appear here. Set your hours under Availability to take calls.'}
            </EmptyState>
          ) : (
            <>
              <CallList items={list.data.items} busy={list.isPlaceholderData} actions={actions} />
              <div className="border-t border-white/[0.07]">
                <Pagination
                  label="Calls pages"
                  page={page}
                  pageSize={PAGE_SIZE}
                  total={list.data.total}
                  onPage={(next) => setSearch({ page: next > 1 ? next : undefined })}
                />
              </div>
            </>
          )}
        </div>
      </Card>

      <CallDetailDialog
        id={search.call ?? null}
        onClose={() => setSearch({ call: undefined, page: search.page })}
      />
      <RescheduleDialog
        key={moving?.id ?? 0}
        call={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this call?"
        description={
          <>
            <p>
              The call with {cancelling?.name}
              {cancelling ? ` on ${callTime(cancelling.startsAt, cancelling.hostTimeZone)}` : ''} is
              cancelled, and {cancelling?.email} is e-mailed the cancellation (with the reason, when
              you give one). It cannot be undone.
            </p>
            <FormField id="cancel-reason" label="Reason (optional)" className="mt-4">
              <Textarea
                value={reason}
                maxLength={500}
                rows={3}
                onChange={(e) => setReason(e.target.value)}
              />
            </FormField>
          </>
        }
        confirmLabel="Cancel the call"
        cancelLabel="Keep the call"
        pending={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => void onCancel()}
      />
      <ConfirmDialog
        open={marking !== null}
        title="Mark as a no-show?"
        description={`${marking?.name ?? 'The visitor'} did not come to the call. It moves to No-show; no e-mail is sent.`}
        confirmLabel="Mark no-show"
        pending={noShow.isPending}
        onCancel={() => setMarking(null)}
        onConfirm={() => void onNoShow()}
      />
    </>
  );
}
