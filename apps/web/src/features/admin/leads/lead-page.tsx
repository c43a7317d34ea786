import { Button, Card, toast } from '@forma/ui';
import type { LeadDetail } from '@forma/validators';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Mail, MailOpen, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { InboxSearch } from '../../../lib/inbox-search';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { formatDateTime, inquiryTypeLabel } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import { useCanEdit } from '../lib/roles';
import { useLeadUpdates } from './lead-api';
import { LeadNotes } from './lead-notes';
import { LeadPipelineCard } from './lead-pipeline-card';
import { LeadShortlist } from './lead-shortlist';
import { LeadTimeline } from './lead-timeline';
import { StatusBadge } from './status-badge';

/**
 * /admin/contact-submissions/$id (issue 11 item 3): one lead: the message and contact details,
 * status (and spam), assignee, read state, internal notes, the timeline and the designer
 * shortlist; delete after a confirm naming the person. Opening an unread lead marks it read.
 * `search` is the inbox view it came from ("Back to inbox" returns there).
 */
export function LeadPage({ id, search }: { id: number; search: InboxSearch }) {
  const { trpc } = useAdminContext();
  const lead = useQuery(trpc.admin.leads.byId.queryOptions({ id }));
  const { markRead } = useLeadUpdates();
  const canEdit = useCanEdit();

  // Opening an unread lead marks it read, once per visit (not for a viewer: it changes nothing).
  const marked = useRef<number | null>(null);
  const unread = lead.data ? !lead.data.isRead : false;
  useEffect(() => {
    if (canEdit && unread && marked.current !== id) {
      marked.current = id;
      markRead(id, true, true);
    }
  }, [canEdit, unread, id, markRead]);

  return (
    <>
      <Link
        to="/admin/contact-submissions"
        search={{ ...search, open: undefined }}
        className="mb-5 inline-flex items-center gap-1.5 rounded-full py-1 pr-3 text-sm font-medium text-white/60 hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to inbox
      </Link>
      {lead.isPending ? (
        <LeadSkeleton />
      ) : lead.isError ? (
        <>
          <h1 className="mb-6 text-2xl font-semibold tracking-tight">Lead</h1>
          <ErrorState
            title="Could not load this lead"
            error={lead.error}
            onRetry={() => void lead.refetch()}
            retrying={lead.isFetching}
          />
        </>
      ) : (
        <LeadScreen lead={lead.data} search={search} />
      )}
    </>
  );
}

function LeadScreen({ lead, search }: { lead: LeadDetail; search: InboxSearch }) {
  const { trpc, queryClient } = useAdminContext();
  const navigate = useNavigate();
  const { markRead, setRead } = useLeadUpdates();
  const [confirming, setConfirming] = useState(false);
  const canEdit = useCanEdit();
  const remove = useMutation(
    trpc.admin.leads.delete.mutationOptions({
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Lead deleted', description: `The inquiry from ${lead.name} was removed.` });
        void navigate({ to: '/admin/contact-submissions', search: { ...search, open: undefined } });
      },
      onError: (error) => {
        setConfirming(false);
        toast({
          title: 'Could not delete the lead',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
    }),
  );
  const readLabel = lead.isRead ? 'Mark as unread' : 'Mark as read';

  return (
    <>
      <div className="mb-8 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="mb-2 text-xs font-semibold tracking-[0.16em] text-violet-300/80 uppercase">
            Lead #{lead.id}
          </p>
          <h1 className="text-2xl font-semibold tracking-tight break-words text-white sm:text-3xl">
            {lead.name}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-white/60">
            <StatusBadge status={lead.status} />
            <span>{lead.company}</span>
            <span aria-hidden>·</span>
            <span>{inquiryTypeLabel(lead.inquiryType)}</span>
            <span aria-hidden>·</span>
            <time dateTime={new Date(lead.createdAt).toISOString()}>
              {formatDateTime(lead.createdAt)}
            </time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canEdit && (
            <Button
              variant="secondary"
              size="sm"
              loading={setRead.isPending}
              onClick={() => markRead(lead.id, !lead.isRead)}
            >
              {!setRead.isPending &&
                (lead.isRead ? <Mail aria-hidden /> : <MailOpen aria-hidden />)}
              {readLabel}
            </Button>
          )}
          <a
            href={`mailto:${lead.email}?subject=${encodeURIComponent('Re: your inquiry')}`}
            className="inline-flex h-9 items-center gap-2 rounded-full border border-white/15 bg-white/[0.04] px-4 text-sm font-medium transition-colors hover:border-white/30 hover:bg-white/[0.08] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          >
            Reply by email
          </a>
          {canEdit && (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-300 hover:bg-red-500/10 hover:text-red-200"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
              Delete lead
            </Button>
          )}
        </div>
      </div>

      {/*
        The message, then the pipeline and contact panel (the right column from 1024 px), then the
        shortlist, notes and timeline: on a phone the controls an admin uses most come early.
      */}
      {/* A viewer reads the pipeline, shortlist and notes; the disabled fieldset keeps them. */}
      <fieldset
        disabled={!canEdit}
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        <Card className="min-w-0 p-5 sm:p-6 lg:col-start-1 lg:row-start-1">
          <h2 className="text-base font-semibold">Message</h2>
          <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-white/85">
            {lead.message}
          </p>
        </Card>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <LeadPipelineCard lead={lead} />
          <Card className="p-5 sm:p-6">
            <h2 className="text-base font-semibold">Contact</h2>
            <dl className="mt-4 space-y-3 text-sm">
              <Detail label="Email">
                <a
                  href={`mailto:${lead.email}`}
                  className="break-all text-violet-200 hover:underline focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                >
                  {lead.email}
                </a>
              </Detail>
              <Detail label="Company">{lead.company}</Detail>
              <Detail label="Inquiry">{inquiryTypeLabel(lead.inquiryType)}</Detail>
              {lead.sourceDesigner ? (
                // Sent from a profile's "Work with {name}" (issue 19 item 5).
                <Detail label="From the profile of">
                  <Link
                    to="/admin/designers/$id"
                    params={{ id: String(lead.sourceDesigner.id) }}
                    className="text-violet-200 hover:underline focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                  >
                    {lead.sourceDesigner.name}
                  </Link>{' '}
                  <a
                    href={`/designers/${lead.sourceDesigner.slug}`}
                    className="text-xs text-white/55 hover:underline focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                  >
                    (public profile)
                  </a>
                </Detail>
              ) : null}
              <Detail label="Received">{formatDateTime(lead.createdAt)}</Detail>
              <Detail label="Last change">{formatDateTime(lead.updatedAt)}</Detail>
            </dl>
          </Card>
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          <LeadShortlist lead={lead} />
          <LeadNotes lead={lead} />
          <LeadTimeline events={lead.events} />
        </div>
      </fieldset>

      <ConfirmDialog
        open={confirming}
        title="Delete this lead?"
        description={
          <>
            The inquiry from <strong className="text-white/85">{lead.name}</strong> ({lead.email})
            with its notes, timeline and shortlist will be deleted for good. This cannot be undone.
          </>
        }
        confirmLabel="Delete lead"
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate({ id: lead.id })}
      />
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-white/55">{label}</dt>
      <dd className="mt-0.5 text-white/85">{children}</dd>
    </div>
  );
}

function LeadSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="space-y-6">
      <Skeleton className="h-9 w-64" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}
