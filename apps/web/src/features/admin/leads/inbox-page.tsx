import { Button, Card, Spinner } from '@forma/ui';
import { LEAD_PAGE_SIZE } from '@forma/validators/lead-values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Inbox, SearchX, X } from 'lucide-react';
import { useEffect } from 'react';
import {
  DEFAULT_LEAD_SORT,
  hasLeadFilters,
  leadFiltersOf,
  type InboxSearch,
} from '../../../lib/inbox-search';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { formatCount } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import { useCanEdit } from '../lib/roles';
import { InboxActions } from './inbox-actions';
import { LeadBoard } from './lead-board';
import { LeadFilters, StatusTabs } from './lead-filters';
import { LeadRow, LeadRowHeader } from './lead-row';

/**
 * /admin/contact-submissions (issue 11 items 1, 2, 4, 6): contact submissions worked as leads.
 * The list (status chips with counts, filters, sort, pages) or, with `?view=board`, the pipeline
 * board; CSV export and deleting one person's data in the header. All state is in the URL.
 */
export function InboxPage({ search }: { search: InboxSearch }) {
  const { trpc } = useAdminContext();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const board = search.view === 'board';

  /** Changes the view's URL search; any filter change goes back to page 1. */
  const set = (next: Partial<InboxSearch>) =>
    void navigate({
      to: '/admin/contact-submissions',
      search: { ...search, page: undefined, open: undefined, ...next },
      replace: true,
    });
  const clear = () =>
    set({
      q: undefined,
      type: undefined,
      assignee: undefined,
      read: undefined,
      from: undefined,
      to: undefined,
      status: undefined,
    });
  const assignees = useQuery(trpc.admin.leads.assignees.queryOptions());

  return (
    <>
      <PageHeader
        eyebrow="Inbox"
        title="Contact submissions"
        description="Inquiries from the contact form, worked as leads: status, owner, notes and a designer shortlist."
        actions={<InboxActions search={search} onView={(view) => set({ view })} />}
      />

      <Card className="mb-6 space-y-4 p-4 sm:p-5">
        {!board && <ListStatusTabs search={search} onChange={(status) => set({ status })} />}
        <LeadFilters
          search={search}
          assignees={assignees.data}
          showSort={!board}
          onChange={set}
          onClear={clear}
        />
      </Card>

      {board ? (
        // A viewer sees the board; the disabled fieldset keeps cards from moving.
        <fieldset disabled={!canEdit} className="contents">
          <LeadBoard search={search} onClear={clear} />
        </fieldset>
      ) : (
        <LeadList search={search} onClear={clear} />
      )}
    </>
  );
}

/** The status chips, fed by the list query's `counts` (shared cache with the list below). */
function ListStatusTabs({
  search,
  onChange,
}: {
  search: InboxSearch;
  onChange: (status: InboxSearch['status']) => void;
}) {
  const list = useLeadListQuery(search);
  return <StatusTabs status={search.status} counts={list.data?.counts} onChange={onChange} />;
}

/** `admin.leads.list` for the URL search: the current page, keeping the last page while the next loads. */
function useLeadListQuery(search: InboxSearch) {
  const { trpc } = useAdminContext();
  const page = search.page ?? 1;
  return useQuery(
    trpc.admin.leads.list.queryOptions(
      {
        ...leadFiltersOf(search),
        sort: search.sort ?? DEFAULT_LEAD_SORT,
        limit: LEAD_PAGE_SIZE,
        offset: (page - 1) * LEAD_PAGE_SIZE,
      },
      { placeholderData: keepPreviousData },
    ),
  );
}

/** The list view: rows, paging, and the loading, empty and error states. */
function LeadList({ search, onClear }: { search: InboxSearch; onClear: () => void }) {
  const navigate = useNavigate();
  const list = useLeadListQuery(search);
  const page = search.page ?? 1;
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LEAD_PAGE_SIZE));
  const filtered = hasLeadFilters(search) || search.status !== undefined;

  // A page past the end (after deletes, or an edited URL) moves to the last page there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) {
      void navigate({
        to: '/admin/contact-submissions',
        search: { ...search, page: lastPage > 1 ? lastPage : undefined },
        replace: true,
      });
    }
  }, [list.data, list.isPlaceholderData, page, lastPage, navigate, search]);

  const goToPage = (next: number) => {
    void navigate({
      to: '/admin/contact-submissions',
      search: { ...search, page: next > 1 ? next : undefined },
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-white/[0.07] px-4 py-3 sm:px-6">
        <h2 className="text-sm font-semibold text-white/85">Leads</h2>
        <p className="flex items-center gap-2 text-sm text-white/55" aria-live="polite">
          {list.isFetching && !list.isPending && <Spinner className="size-4" label={null} />}
          {list.data && `${formatCount(total)} ${total === 1 ? 'lead' : 'leads'}`}
        </p>
      </div>
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <div className="p-4 sm:p-6">
          <ErrorState
            title="Could not load the leads"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </div>
      ) : list.data.items.length === 0 ? (
        page > 1 ? (
          <ListSkeleton />
        ) : filtered ? (
          <EmptyState icon={SearchX} title="No leads match these filters">
            <p>Change or clear the filters to see more.</p>
            <Button variant="secondary" size="sm" className="mt-4" onClick={onClear}>
              <X aria-hidden />
              Clear filters
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon={Inbox} title="No contact submissions yet">
            Inquiries sent through the contact form on the landing page appear here.
          </EmptyState>
        )
      ) : (
        <>
          <LeadRowHeader />
          <ul
            aria-label="Leads"
            className="divide-y divide-white/[0.06] transition-opacity aria-busy:opacity-60"
            aria-busy={list.isPlaceholderData || undefined}
          >
            {list.data.items.map((lead) => (
              <LeadRow key={lead.id} lead={lead} search={search} />
            ))}
          </ul>
          <div className="border-t border-white/[0.07]">
            <Pagination
              label="Lead pages"
              page={page}
              pageSize={LEAD_PAGE_SIZE}
              total={total}
              onPage={goToPage}
            />
          </div>
        </>
      )}
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="divide-y divide-white/[0.06]">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-start gap-3 px-4 py-4 sm:px-6">
          <Skeleton className="mt-1.5 size-2 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="hidden h-5 w-20 rounded-full sm:block" />
          <Skeleton className="hidden h-4 w-32 sm:block" />
        </div>
      ))}
    </div>
  );
}
