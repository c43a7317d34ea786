import { Card, Spinner, toast } from '@forma/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Inbox, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { formatCount } from '../lib/format';
import type { ContactSubmission } from '../lib/types';

type ListPage = { items: ContactSubmission[]; total: number };
import { useAdminContext } from '../lib/use-admin-api';
import { Pagination } from '../components/pagination';
import { INBOX_PAGE_SIZE } from './search';
import { SearchBox } from '../components/search-box';
import { SubmissionItem } from './submission-item';

/** /admin/contact-submissions: search, page through, read/unread, expand and delete messages. */
export function InboxPage() {
  const { trpc, queryClient } = useAdminContext();
  const search = useSearch({ from: '/admin/contact-submissions' });
  const navigate = useNavigate({ from: '/admin/contact-submissions' });
  const q = search.q ?? '';
  const page = search.page ?? 1;

  const list = useQuery(
    trpc.admin.contactSubmissions.list.queryOptions(
      { search: q || undefined, limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );

  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(search.open ? [search.open] : []),
  );
  const [toDelete, setToDelete] = useState<ContactSubmission | null>(null);

  const refreshAdminData = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });

  const setRead = useMutation(
    trpc.admin.contactSubmissions.update.mutationOptions({
      onSuccess: (row) => {
        // Show the new state at once; the invalidation below then refreshes counts and lists.
        queryClient.setQueriesData<ListPage>(
          { queryKey: trpc.admin.contactSubmissions.list.pathKey() },
          (page) =>
            page && { ...page, items: page.items.map((item) => (item.id === row.id ? row : item)) },
        );
        toast({ title: row.isRead ? 'Marked as read' : 'Marked as unread' });
      },
      onError: (error) => {
        toast({
          title: 'Could not update the message',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
      onSettled: refreshAdminData,
    }),
  );

  const remove = useMutation(
    trpc.admin.contactSubmissions.delete.mutationOptions({
      onSuccess: () => {
        setToDelete(null);
        toast({ title: 'Message deleted', description: 'The contact submission was removed.' });
      },
      onError: (error) => {
        setToDelete(null);
        toast({
          title: 'Could not delete the message',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
      onSettled: refreshAdminData,
    }),
  );

  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));

  // A page past the end (after deletes, or an edited URL) moves to the last page there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) {
      void navigate({
        search: (prev) => ({ ...prev, page: lastPage > 1 ? lastPage : undefined }),
        replace: true,
      });
    }
  }, [list.data, list.isPlaceholderData, page, lastPage, navigate]);

  const goToPage = (next: number) => {
    void navigate({
      search: (prev) => ({ ...prev, page: next > 1 ? next : undefined, open: undefined }),
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader
        eyebrow="Inbox"
        title="Contact submissions"
        description="Messages sent through the landing page's contact form. Newest first."
      />

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-white/[0.07] px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <SearchBox
            value={q}
            onSearch={(next) => {
              if (next === q) return;
              void navigate({
                search: { q: next || undefined },
                replace: true,
              });
            }}
          />
          <p className="flex items-center gap-2 text-sm text-white/50" aria-live="polite">
            {list.isFetching && !list.isPending && <Spinner className="size-4" label={null} />}
            {list.data &&
              (q
                ? `${formatCount(total)} ${total === 1 ? 'match' : 'matches'}`
                : `${formatCount(total)} ${total === 1 ? 'message' : 'messages'}`)}
          </p>
        </div>

        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <div className="p-4 sm:p-6">
            <ErrorState
              title="Could not load contact submissions"
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </div>
        ) : list.data.items.length === 0 ? (
          q ? (
            <EmptyState icon={SearchX} title={`No messages match “${q}”`}>
              Try another name, email, company or word from the message.
            </EmptyState>
          ) : page > 1 ? (
            <ListSkeleton />
          ) : (
            <EmptyState icon={Inbox} title="No contact submissions yet">
              Messages sent through the contact form on the landing page appear here.
            </EmptyState>
          )
        ) : (
          <>
            <ul
              className="divide-y divide-white/[0.06] transition-opacity aria-busy:opacity-60"
              aria-busy={list.isPlaceholderData || undefined}
            >
              {list.data.items.map((submission) => (
                <SubmissionItem
                  key={submission.id}
                  submission={submission}
                  expanded={expanded.has(submission.id)}
                  scrollIntoView={search.open === submission.id}
                  onToggle={() => toggle(submission.id)}
                  onSetRead={(isRead) => setRead.mutate({ id: submission.id, data: { isRead } })}
                  updating={setRead.isPending && setRead.variables.id === submission.id}
                  onDelete={() => setToDelete(submission)}
                />
              ))}
            </ul>
            <div className="border-t border-white/[0.07]">
              <Pagination page={page} pageSize={INBOX_PAGE_SIZE} total={total} onPage={goToPage} />
            </div>
          </>
        )}
      </Card>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this message?"
        description={
          toDelete && (
            <>
              The message from <strong className="text-white/85">{toDelete.name}</strong> (
              {toDelete.email}) will be deleted for good. This cannot be undone.
            </>
          )
        }
        confirmLabel="Delete message"
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      />
    </>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading messages" className="divide-y divide-white/[0.06]">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-start gap-3 px-4 py-4 sm:px-6">
          <Skeleton className="mt-1.5 size-2 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-24 rounded-full" />
            <Skeleton className="h-4 w-full max-w-xl" />
          </div>
          <Skeleton className="hidden h-4 w-32 sm:block" />
        </div>
      ))}
    </div>
  );
}
