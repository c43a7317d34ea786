import { Card } from '@forma/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { PublishStateBadge } from '../components/publish-state';
import { ErrorState } from '../components/states';
import { formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import { OpenElsewhereMarker } from '../presence/editing-notice';
import { useOpenElsewhere } from '../presence/presence';
import { PAGE_EDITORS } from './page-definitions';
import { PreviewLinksPanel } from './preview-links-panel';
import { SnapshotsPanel } from './snapshots-panel';

/**
 * /admin/pages (issue 8 item 1): every editable block of the landing page in page order, with
 * when and by whom it was last changed (or that it shows the built-in texts) and whether a draft
 * waits, each linking to its editor; below, the preview links and the whole-site snapshots.
 */
export function PagesIndexPage() {
  const { trpc } = useAdminContext();
  const overview = useQuery(trpc.content.overview.queryOptions());
  const bySection = new Map((overview.data ?? []).map((row) => [row.section, row]));
  // Blocks someone else has open right now (issue 41 item 3).
  const openElsewhere = useOpenElsewhere();

  return (
    <>
      <PageHeader
        eyebrow="Site"
        title="Pages"
        description="Every text block of the landing page. Open one to edit it with a live preview and its history."
      />
      {overview.isError ? (
        <ErrorState
          title="Could not load the page blocks"
          error={overview.error}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <Card className="overflow-hidden p-0">
          <ul aria-label="Page blocks" aria-busy={overview.isPending || undefined}>
            {PAGE_EDITORS.map((editor) => {
              const row = bySection.get(editor.section);
              const others = openElsewhere(`content:${editor.section}`);
              return (
                <li key={editor.slug} className="border-b border-white/[0.06] last:border-b-0">
                  <Link
                    to="/admin/pages/$page"
                    params={{ page: editor.slug }}
                    className="group flex items-center gap-4 px-5 py-4 transition-colors hover:bg-white/[0.04] focus-visible:bg-white/[0.06] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none focus-visible:ring-inset sm:px-6"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-medium text-white">{editor.label}</span>
                        {row && (
                          <PublishStateBadge
                            status={
                              row.draft
                                ? row.stored
                                  ? 'changed'
                                  : 'draft'
                                : row.stored
                                  ? 'published'
                                  : 'default'
                            }
                          />
                        )}
                        <OpenElsewhereMarker users={others} />
                      </span>
                      <span className="block text-sm text-white/55">{editor.description}</span>
                      <span className="mt-1 block text-xs text-white/60">
                        {overview.isPending ? (
                          'Loading the last change…'
                        ) : row?.lastEdit ? (
                          <>
                            Changed {formatDateTime(row.lastEdit.createdAt)} by{' '}
                            {row.lastEdit.username ?? 'a deleted user'}
                          </>
                        ) : row?.stored && row.updatedAt ? (
                          <>Changed {formatDateTime(row.updatedAt)}</>
                        ) : (
                          'Built-in texts, never edited'
                        )}
                      </span>
                    </span>
                    <ChevronRight
                      className="size-5 shrink-0 text-white/35 transition-transform group-hover:translate-x-0.5"
                      aria-hidden
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      <PreviewLinksPanel />
      <SnapshotsPanel />
    </>
  );
}
