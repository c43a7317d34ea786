import type { RouterOutputs } from '@forma/api';
import { Card } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, FilePenLine } from 'lucide-react';
import { EmptyState } from '../components/states';
import { formatDateTime } from '../lib/format';
import { pageEditorOfSection } from '../pages/page-definitions';

/** A content edit as the dashboard procedure returns it. */
export type ContentEditItem = RouterOutputs['admin']['dashboard']['latestContentEdits'][number];

/**
 * The latest content edits (issue 8 item 7): which block, who and when, each linking to the
 * block's editor; a link to every page block.
 */
export function LatestContentEdits({ items }: { items: readonly ContentEditItem[] }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
        <div>
          <h2 className="text-base font-semibold tracking-tight">Latest content edits</h2>
          <p className="text-sm text-white/60">Who changed which text of the landing page</p>
        </div>
        <Link
          to="/admin/pages"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-violet-200 transition-colors hover:bg-violet-500/10 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
        >
          All pages
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={FilePenLine} title="No content edits yet">
          Saves in the page editors appear here.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-white/[0.06] border-t border-white/[0.07]">
          {items.map((edit) => {
            const editor = pageEditorOfSection(edit.section);
            const label = editor?.label ?? edit.section;
            return (
              <li key={edit.id}>
                {editor ? (
                  <Link
                    to="/admin/pages/$page"
                    params={{ page: editor.slug }}
                    className="flex flex-wrap items-baseline gap-x-3 px-5 py-3 transition-colors hover:bg-white/[0.03] focus-visible:bg-white/[0.05] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none focus-visible:ring-inset sm:px-6"
                  >
                    <span className="font-medium text-white">{label}</span>
                    <span className="text-sm text-white/55">
                      by {edit.username ?? 'a deleted user'} · {formatDateTime(edit.createdAt)}
                    </span>
                  </Link>
                ) : (
                  <p className="px-5 py-3 text-sm text-white/60 sm:px-6">
                    {label} by {edit.username ?? 'a deleted user'} ·{' '}
                    {formatDateTime(edit.createdAt)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
