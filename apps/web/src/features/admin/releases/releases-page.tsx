import { Button, Card, FormField, Input, Select, toast } from '@forma/ui';
import type { ReleaseAction } from '@forma/validators';
import { RELEASE_NAME_MAX } from '@forma/validators/releases';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarClock, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '../components/page-header';
import { SearchBox } from '../components/search-box';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { useCanEdit } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';
import { ReleaseStatusBadge } from './release-status';
import type { ReleaseRow } from './release-values';

/** When a release goes or went live, as the list says it. */
function whenOf(release: ReleaseRow): string {
  const off = release.action === 'unpublish';
  if (release.status === 'published' && release.publishedAt)
    return `${off ? 'Taken off the site' : 'Published'} ${formatDateTime(release.publishedAt)}`;
  if (release.status === 'scheduled' && release.publishAttempts > 0 && release.retryAt)
    return `Failed at its time, tried again ${formatDateTime(release.retryAt)}`;
  if (release.status === 'scheduled' && release.publishAt)
    return `${off ? 'Comes off the site' : 'Goes live'} ${formatDateTime(release.publishAt)}`;
  if (release.status === 'failed') return 'Failed: nothing changed';
  if (release.status === 'cancelled') return 'Cancelled';
  return 'Not scheduled';
}

/** How the list is ordered: the server's order (still to come first), by creation, by name. */
type ReleaseSort = 'upcoming' | 'newest' | 'name';

function sortReleases(rows: ReleaseRow[], sort: ReleaseSort): ReleaseRow[] {
  if (sort === 'upcoming') return rows;
  const sorted = [...rows];
  if (sort === 'name') sorted.sort((a, b) => a.name.localeCompare(b.name));
  else sorted.sort((a, b) => +new Date(b.createdAt) - +new Date(a.createdAt) || b.id - a.id);
  return sorted;
}

/**
 * /admin/releases (issue 20 item 3): every release, those still to come first, searchable by
 * name and sortable, each with its status, when it goes (or went) live and how many drafts it holds; an
 * editor names a new one here and is taken to it.
 */
export function ReleasesPage() {
  const { trpc, queryClient } = useAdminContext();
  const canEdit = useCanEdit();
  const navigate = useNavigate();
  const list = useQuery(trpc.releases.list.queryOptions());
  const create = useMutation(trpc.releases.create.mutationOptions());
  const [name, setName] = useState('');
  const [action, setAction] = useState<ReleaseAction>('publish');
  const [nameError, setNameError] = useState<string | undefined>();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ReleaseSort>('upcoming');

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError('Name is required');
    if (trimmed.length > RELEASE_NAME_MAX)
      return setNameError(`Name must be at most ${RELEASE_NAME_MAX} characters`);
    setNameError(undefined);
    try {
      const release = await create.mutateAsync({ name: trimmed, action });
      await queryClient.invalidateQueries({ queryKey: trpc.releases.pathKey() });
      toast({
        title: 'Release created',
        description:
          release.action === 'unpublish'
            ? `Add the records “${release.name}” takes off the site from their editors.`
            : `Add drafts to “${release.name}” from their editors.`,
      });
      setName('');
      setAction('publish');
      await navigate({ to: '/admin/releases/$id', params: { id: String(release.id) } });
    } catch (error) {
      toast({
        title: 'Could not create the release',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  const needle = query.trim().toLowerCase();
  const shown = sortReleases(
    (list.data ?? []).filter((r) => r.name.toLowerCase().includes(needle)),
    sort,
  );

  return (
    <>
      <PageHeader
        eyebrow="Site"
        title="Releases"
        description="Group drafts of page blocks and records, and publish them together, now or at a set time."
      />
      {canEdit ? (
        <Card className="mb-6 p-5 sm:p-6">
          <form
            noValidate
            onSubmit={(event) => void onCreate(event)}
            aria-label="New release"
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <div className="flex-1">
              <FormField
                id="release-name"
                label="Release name"
                hint="A name your team recognises, e.g. “Spring launch”."
                error={nameError}
              >
                {(wiring) => (
                  <Input
                    {...wiring}
                    value={name}
                    maxLength={RELEASE_NAME_MAX + 20}
                    placeholder="Spring launch"
                    onChange={(e) => setName(e.target.value)}
                  />
                )}
              </FormField>
            </div>
            <div className="sm:w-64">
              <FormField id="release-action" label="When it runs">
                {(wiring) => (
                  <Select
                    {...wiring}
                    value={action}
                    onChange={(e) => setAction(e.target.value as ReleaseAction)}
                  >
                    <option value="publish">Publish its drafts</option>
                    <option value="unpublish">Take its records off the site</option>
                  </Select>
                )}
              </FormField>
            </div>
            <Button type="submit" className="sm:mt-7" loading={create.isPending}>
              {!create.isPending && <Plus aria-hidden />}
              Create release
            </Button>
          </form>
        </Card>
      ) : null}

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-white/[0.07] p-4 sm:flex-row sm:px-6">
          <div className="flex-1">
            <SearchBox
              id="release-search"
              label="Search releases"
              value={query}
              onSearch={setQuery}
            />
          </div>
          <label htmlFor="release-sort" className="sr-only">
            Sort releases
          </label>
          {/* The select fills its box: the box sets its width beside the search. */}
          <div className="sm:w-56 sm:shrink-0">
            <Select
              id="release-sort"
              value={sort}
              onChange={(e) => setSort(e.target.value as ReleaseSort)}
            >
              <option value="upcoming">Still to come first</option>
              <option value="newest">Newest first</option>
              <option value="name">Name, A to Z</option>
            </Select>
          </div>
        </div>
        {list.isError ? (
          <div className="p-4">
            <ErrorState
              title="Could not load the releases"
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </div>
        ) : list.isPending ? (
          <div role="status" aria-label="Loading releases" className="space-y-2 p-4">
            <Skeleton className="h-14 w-full rounded-xl" />
            <Skeleton className="h-14 w-full rounded-xl" />
          </div>
        ) : shown.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            title={needle ? 'No release matches this search' : 'No releases yet'}
          >
            {needle
              ? 'Try another name.'
              : 'Create one to publish several drafts together, now or at a set time.'}
          </EmptyState>
        ) : (
          <ul aria-label="Releases" className="divide-y divide-white/[0.06]">
            {shown.map((release) => (
              <li key={release.id}>
                <Link
                  to="/admin/releases/$id"
                  params={{ id: String(release.id) }}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-4 transition-colors hover:bg-white/[0.03] focus-visible:bg-white/[0.05] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none focus-visible:ring-inset sm:px-6"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-white">{release.name}</span>
                    <span className="block text-sm text-white/60">
                      {whenOf(release)} · {release.itemCount}{' '}
                      {release.status === 'published'
                        ? 'item'
                        : release.action === 'unpublish'
                          ? 'record'
                          : 'draft'}
                      {release.itemCount === 1 ? '' : 's'} · by{' '}
                      {release.username ?? 'a deleted user'}
                    </span>
                  </span>
                  <ReleaseStatusBadge status={release.status} action={release.action} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
