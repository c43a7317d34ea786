import { Button, FormField, Input, Select, cn } from '@forma/ui';
import type { LeadSort, LeadStatus } from '@forma/validators';
import { INQUIRY_TYPES } from '@forma/validators/lead-values';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '@forma/validators/lead-values';
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { DEFAULT_LEAD_SORT, hasLeadFilters, type InboxSearch } from '../../../lib/inbox-search';
import { SearchBox } from '../components/search-box';
import { formatCount } from '../lib/format';
import type { Assignee } from './lead-api';
import { STATUS_DOTS } from './status-badge';

/** Labels of the list's sort orders. */
const SORT_LABELS: Record<LeadSort, string> = {
  '-createdAt': 'Newest first',
  createdAt: 'Oldest first',
  '-updatedAt': 'Recently updated',
  updatedAt: 'Least recently updated',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  company: 'Company A–Z',
  '-company': 'Company Z–A',
  status: 'Status (pipeline order)',
  '-status': 'Status (reverse)',
};

/**
 * Status chips of the list (issue 11 item 1): "All" (every status but spam) and one per status
 * with its count under the other filters (`counts` of `admin.leads.list`), Spam included.
 */
export function StatusTabs({
  status,
  counts,
  onChange,
}: {
  status: LeadStatus | undefined;
  counts: Record<LeadStatus, number> | undefined;
  onChange: (status: LeadStatus | undefined) => void;
}) {
  const all = counts
    ? LEAD_STATUSES.filter((s) => s !== 'spam').reduce((sum, s) => sum + (counts[s] ?? 0), 0)
    : undefined;
  const chip = (value: LeadStatus | undefined, label: string, count: number | undefined) => {
    const active = status === value;
    return (
      <button
        key={value ?? 'all'}
        type="button"
        aria-pressed={active}
        onClick={() => onChange(value)}
        className={cn(
          'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:ring-offset-2 focus-visible:ring-offset-[#07070c] focus-visible:outline-none',
          active
            ? 'border-violet-400/50 bg-violet-500/15 text-white'
            : 'border-white/10 bg-white/[0.03] text-white/65 hover:border-white/25 hover:text-white',
        )}
      >
        {value && <span aria-hidden className={cn('size-1.5 rounded-full', STATUS_DOTS[value])} />}
        {label}
        {count !== undefined && (
          <span className="text-xs text-white/50 tabular-nums">
            <span className="sr-only"> (</span>
            {formatCount(count)}
            <span className="sr-only">)</span>
          </span>
        )}
      </button>
    );
  };
  return (
    <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
      {chip(undefined, 'All', all)}
      {LEAD_STATUSES.map((s) => chip(s, LEAD_STATUS_LABELS[s], counts?.[s]))}
    </div>
  );
}

/**
 * The inbox's filters (issue 11 item 1): search, inquiry type, assignee (or unassigned), read
 * state, date range and, in the list, the sort. Every change goes to the URL through `onChange`.
 * Below 640 px the fields fold behind a "Filters" button that says how many are on.
 */
export function LeadFilters({
  search,
  assignees,
  showSort,
  onChange,
  onClear,
}: {
  search: InboxSearch;
  assignees: Assignee[] | undefined;
  /** The list sorts; the board does not. */
  showSort: boolean;
  onChange: (next: Partial<InboxSearch>) => void;
  onClear: () => void;
}) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active = [
    search.q,
    search.type,
    search.assignee,
    search.read,
    search.from,
    search.to,
  ].filter((v) => v !== undefined && v !== '').length;

  return (
    <div>
      <div className="flex items-center gap-2 sm:hidden">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal aria-hidden />
          Filters{active > 0 && ` (${active})`}
        </Button>
        {active > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden />
            Clear filters
          </Button>
        )}
      </div>
      <div
        id={panelId}
        className={cn(
          'mt-3 gap-3 sm:mt-0 sm:grid sm:grid-cols-2 lg:grid-cols-4',
          open ? 'grid' : 'hidden',
        )}
      >
        <div className="sm:col-span-2 sm:self-end">
          <SearchBox
            id="lead-search"
            label="Search leads"
            value={search.q ?? ''}
            onSearch={(q) => {
              if (q !== (search.q ?? '')) onChange({ q: q || undefined });
            }}
          />
        </div>
        <FormField id="lead-type" label="Inquiry type">
          {(wiring) => (
            <Select
              {...wiring}
              className="h-11 text-sm"
              value={search.type ?? ''}
              onChange={(e) =>
                onChange({ type: (e.target.value || undefined) as InboxSearch['type'] })
              }
            >
              <option value="">All types</option>
              {INQUIRY_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="lead-assignee" label="Assignee">
          {(wiring) => (
            <Select
              {...wiring}
              className="h-11 text-sm"
              value={search.assignee === undefined ? '' : String(search.assignee)}
              onChange={(e) => {
                const v = e.target.value;
                onChange({ assignee: v === '' ? undefined : v === 'none' ? 'none' : Number(v) });
              }}
            >
              <option value="">Anyone</option>
              <option value="none">Unassigned</option>
              {assignees?.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.username}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="lead-read" label="Read state">
          {(wiring) => (
            <Select
              {...wiring}
              className="h-11 text-sm"
              value={search.read === undefined ? '' : String(search.read)}
              onChange={(e) =>
                onChange({ read: e.target.value === '' ? undefined : e.target.value === 'true' })
              }
            >
              <option value="">Read and unread</option>
              <option value="false">Unread</option>
              <option value="true">Read</option>
            </Select>
          )}
        </FormField>
        <FormField id="lead-from" label="From">
          {(wiring) => (
            <Input
              {...wiring}
              type="date"
              className="h-11 text-sm"
              value={search.from ?? ''}
              max={search.to}
              onChange={(e) => onChange({ from: e.target.value || undefined })}
            />
          )}
        </FormField>
        <FormField id="lead-to" label="To">
          {(wiring) => (
            <Input
              {...wiring}
              type="date"
              className="h-11 text-sm"
              value={search.to ?? ''}
              min={search.from}
              onChange={(e) => onChange({ to: e.target.value || undefined })}
            />
          )}
        </FormField>
        {showSort && (
          <FormField id="lead-sort" label="Sort">
            {(wiring) => (
              <Select
                {...wiring}
                className="h-11 text-sm"
                value={search.sort ?? DEFAULT_LEAD_SORT}
                onChange={(e) => {
                  const sort = e.target.value as LeadSort;
                  onChange({ sort: sort === DEFAULT_LEAD_SORT ? undefined : sort });
                }}
              >
                {(Object.keys(SORT_LABELS) as LeadSort[]).map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
      </div>
      {hasLeadFilters(search) && (
        <div className="mt-3 hidden sm:block">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden />
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}
