import { Button, Card, FormField, Input, Select } from '@forma/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ScrollText, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { SearchBox } from '../components/search-box';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import type { AuditLogSearch } from '../../../lib/audit-log-search';

/** Entries per page. */
const PAGE_SIZE = 25;

/** "admin.designers.update" -> "Update"; "content.restore" -> "Restore". */
function verb(action: string): string {
  const last = action.split('.').pop() ?? action;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The changed fields of an entry as "field: value" lines. */
function changeLines(changes: unknown): string[] {
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, unknown>).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
}

/**
 * /admin/audit-log (issue 9 item 7): every admin write, newest first, with who, what, which row,
 * the changed fields (secrets redacted by the server), the address and when. Searches, filters
 * by entity, user and date range, and pages; the state lives in the URL. On a phone (under
 * 768 px) the entries are a list and the filters wait behind one button (issue 44 item 6).
 */
export function AuditLogPage({ search }: { search: AuditLogSearch }) {
  const { trpc } = useAdminContext();
  const navigate = useNavigate({ from: '/admin/audit-log' });
  const page = search.page ?? 1;
  const set = (next: Partial<AuditLogSearch>) =>
    void navigate({ search: { ...search, page: undefined, ...next }, replace: true });
  const facets = useQuery(trpc.auditLog.facets.queryOptions());
  const list = useQuery({
    ...trpc.auditLog.list.queryOptions({
      search: search.q,
      entity: search.entity,
      username: search.user,
      from: search.from ? new Date(`${search.from}T00:00:00`) : undefined,
      to: search.to ? new Date(`${search.to}T23:59:59.999`) : undefined,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const filtered = !!(search.q || search.entity || search.user || search.from || search.to);
  const activeFilters = [search.entity, search.user, search.from, search.to].filter(Boolean).length;
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const [showFilters, setShowFilters] = useState(false);

  return (
    <>
      <PageHeader
        eyebrow="Console"
        title="Audit log"
        description="Every change made in the console: who, what, which row, the changed fields and from where. Passwords and codes are never shown."
      />
      <Card className="mb-6 grid gap-4 p-4 sm:grid-cols-2 sm:p-5 xl:grid-cols-5">
        <div className="sm:col-span-2 xl:col-span-1">
          <SearchBox
            id="audit-search"
            label="Search the log"
            value={search.q ?? ''}
            onSearch={(q) => set({ q: q || undefined })}
          />
        </div>
        {/* On a phone the four filters wait behind one button (issue 44 item 6). */}
        {isDesktop ? null : (
          <Button
            type="button"
            variant="secondary"
            aria-expanded={showFilters}
            aria-controls="audit-filters"
            onClick={() => setShowFilters((open) => !open)}
          >
            <SlidersHorizontal aria-hidden />
            {showFilters ? 'Hide filters' : 'Filters'}
            {activeFilters > 0 ? ` (${activeFilters})` : ''}
          </Button>
        )}
        <div id="audit-filters" hidden={!isDesktop && !showFilters} className="contents">
          <FormField id="audit-entity" label="What">
            {(wiring) => (
              <Select
                {...wiring}
                value={search.entity ?? ''}
                onChange={(e) => set({ entity: e.target.value || undefined })}
              >
                <option value="">Everything</option>
                {facets.data?.entities.map((entity) => (
                  <option key={entity} value={entity}>
                    {entity}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="audit-user" label="Who">
            {(wiring) => (
              <Select
                {...wiring}
                value={search.user ?? ''}
                onChange={(e) => set({ user: e.target.value || undefined })}
              >
                <option value="">Everyone</option>
                {facets.data?.usernames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="audit-from" label="From">
            {(wiring) => (
              <Input
                {...wiring}
                type="date"
                value={search.from ?? ''}
                max={search.to}
                onChange={(e) => set({ from: e.target.value || undefined })}
              />
            )}
          </FormField>
          <FormField id="audit-to" label="To">
            {(wiring) => (
              <Input
                {...wiring}
                type="date"
                value={search.to ?? ''}
                min={search.from}
                onChange={(e) => set({ to: e.target.value || undefined })}
              />
            )}
          </FormField>
        </div>
      </Card>

      {list.isError ? (
        <ErrorState
          title="Could not load the audit log"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <Card className="overflow-hidden p-0">
          {list.isPending ? (
            <div role="status" aria-label="Loading" className="space-y-2 p-5">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full rounded-xl" />
              ))}
            </div>
          ) : list.data.items.length === 0 ? (
            <EmptyState
              icon={ScrollText}
              title={filtered ? 'No matching entries' : 'No entries yet'}
            >
              {filtered
                ? 'Change or clear the filters to see more.'
                : 'Changes made in the console appear here.'}
            </EmptyState>
          ) : (
            <>
              {isDesktop ? (
                <div
                  // A narrow window scrolls the table sideways: the region takes focus so keys scroll it.
                  tabIndex={0}
                  role="region"
                  aria-label="Audit log entries"
                  className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none focus-visible:ring-inset"
                >
                  <table
                    className="w-full min-w-[760px] text-left text-sm"
                    aria-busy={list.isFetching}
                  >
                    <caption className="sr-only">Audit log entries, newest first</caption>
                    <thead className="border-b border-white/[0.07] bg-white/[0.02] text-xs text-white/60 uppercase">
                      <tr>
                        <th scope="col" className="px-4 py-3 font-medium">
                          When
                        </th>
                        <th scope="col" className="px-4 py-3 font-medium">
                          Who
                        </th>
                        <th scope="col" className="px-4 py-3 font-medium">
                          What
                        </th>
                        <th scope="col" className="px-4 py-3 font-medium">
                          Changed fields
                        </th>
                        <th scope="col" className="px-4 py-3 font-medium">
                          From
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-white/[0.06]">
                      {list.data.items.map((entry) => (
                        <tr key={entry.id} className="align-top">
                          <td className="px-4 py-3 whitespace-nowrap text-white/70">
                            {formatDateTime(entry.createdAt)}
                          </td>
                          <td className="px-4 py-3 font-medium text-white">{entry.username}</td>
                          <td className="px-4 py-3">
                            <span className="block text-white/85">
                              {verb(entry.action)} {entry.entity}
                              {entry.entityId ? ` #${entry.entityId}` : ''}
                            </span>
                            <span className="block font-mono text-xs text-white/60">
                              {entry.action}
                            </span>
                          </td>
                          <td className="max-w-md px-4 py-3 text-white/70">
                            <ul className="space-y-0.5">
                              {changeLines(entry.changes).map((line) => (
                                <li key={line} className="break-words">
                                  {line}
                                </li>
                              ))}
                            </ul>
                          </td>
                          <td className="px-4 py-3 font-mono text-xs text-white/60">
                            {entry.ip ?? '—'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <ul
                  aria-label="Audit log entries"
                  aria-busy={list.isFetching}
                  className="divide-y divide-white/[0.06]"
                >
                  {list.data.items.map((entry) => (
                    <li key={entry.id} className="px-4 py-3 text-sm">
                      <p className="font-medium text-white">
                        {verb(entry.action)} {entry.entity}
                        {entry.entityId ? ` #${entry.entityId}` : ''}
                      </p>
                      <p className="mt-0.5 text-xs text-white/60">
                        {entry.username} · {formatDateTime(entry.createdAt)}
                        {entry.ip ? ` · ${entry.ip}` : ''}
                      </p>
                      <p className="mt-0.5 font-mono text-xs break-all text-white/50">
                        {entry.action}
                      </p>
                      {changeLines(entry.changes).length > 0 ? (
                        <ul aria-label="Changed fields" className="mt-2 space-y-0.5 text-white/70">
                          {changeLines(entry.changes).map((line) => (
                            <li key={line} className="break-words">
                              {line}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                label="Audit log pages"
                page={page}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                onPage={(next) => set({ page: next > 1 ? next : undefined })}
              />
            </>
          )}
        </Card>
      )}
    </>
  );
}
