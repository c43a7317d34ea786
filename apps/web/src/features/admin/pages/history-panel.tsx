import { Button, Card, cn, toast } from '@forma/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { errorMessage, isConflictError } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import type { BlockField } from './block-fields';
import { contentChanges } from './content-diff';
import type { PageEditor } from './page-definitions';

/**
 * The history of a block (issue 8 item 3): every saved version with who and when, newest first;
 * choosing one shows what differs from the current version field by field (microdiff), and
 * "Restore this version" (after a confirm, which warns about unsaved edits) saves it again as a
 * new version. `onRestored` gets the restored content.
 */
export function HistoryPanel({
  canRestore = true,
  editor,
  fields,
  current,
  revision,
  dirty,
  draftWaits = false,
  onRestored,
}: {
  /** False for a viewer (issue 20 item 4): the versions and their changes, no Restore. */
  canRestore?: boolean;
  editor: PageEditor;
  fields: BlockField[];
  current: unknown;
  /**
   * The block's revision the editor is based on (issue 41 item 4): a restore over a block someone
   * saved since is refused, and the confirm asks again with their save in view.
   */
  revision: number;
  dirty: boolean;
  /**
   * True while the block has an unpublished draft (issue 20 item 1): restoring makes the version
   * live and keeps the draft, which the form goes on showing; the confirm and the toast say so.
   */
  draftWaits?: boolean;
  onRestored: (content: Record<string, unknown>) => void;
}) {
  const { trpc, queryClient } = useAdminContext();
  // Someone saved the block after this view opened: the confirm says so and asks again.
  const [savedMeanwhile, setSavedMeanwhile] = useState(false);
  const history = useQuery(trpc.content.history.queryOptions({ section: editor.section }));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const restore = useMutation(trpc.content.restore.mutationOptions());
  const versions = history.data ?? [];
  const selected = versions.find((v) => v.id === selectedId) ?? versions[1] ?? versions[0];
  const changes = selected ? contentChanges(fields, selected.content, current) : [];
  const isCurrent = selected?.id === versions[0]?.id;

  const doRestore = () => {
    if (!selected) return;
    restore.mutate(
      { section: editor.section, historyId: selected.id, revision },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          setSavedMeanwhile(false);
          setSelectedId(null);
          toast({
            title: 'Version restored',
            description: `The ${editor.label.toLowerCase()} block is back to the version of ${formatDateTime(selected.createdAt)}.${draftWaits ? ' Your draft is kept: the form still shows it. Discard it to edit from the restored version.' : ''}`,
          });
          onRestored(saved.content);
        },
        onError: (error) => {
          if (isConflictError(error)) {
            // Their version reaches the editor (and this view's revision); the confirm stays open.
            setSavedMeanwhile(true);
            void queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() });
            return;
          }
          setConfirming(false);
          toast({
            title: 'Could not restore the version',
            description: errorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card className="mt-8 p-5 sm:p-6" aria-labelledby="history-title">
      <h2 id="history-title" className="text-base font-semibold text-white">
        History
      </h2>
      <p className="mb-5 text-xs text-white/60">
        Every save is a version. Pick one to see what differs from the current block.
      </p>
      {history.isError ? (
        <ErrorState
          title="Could not load the history"
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : history.isPending ? (
        <div role="status" aria-label="Loading history" className="space-y-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full rounded-xl" />
          ))}
        </div>
      ) : versions.length === 0 ? (
        <EmptyState icon={History} title="No versions yet">
          {current
            ? 'This block was written before its history started (by the demo content). Your next save becomes version 1.'
            : 'The site shows the built-in texts. Your first save becomes version 1.'}
        </EmptyState>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <ol aria-label="Versions" className="max-h-96 space-y-1.5 overflow-y-auto pr-1">
            {versions.map((version, index) => (
              <li key={version.id}>
                <button
                  type="button"
                  aria-pressed={selected?.id === version.id}
                  onClick={() => setSelectedId(version.id)}
                  className={cn(
                    'w-full rounded-xl border border-transparent px-3 py-2.5 text-left text-sm transition-colors hover:bg-white/[0.05] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
                    selected?.id === version.id && 'border-white/10 bg-white/[0.07]',
                  )}
                >
                  <span className="block font-medium text-white/85">
                    {formatDateTime(version.createdAt)}
                    {index === 0 && (
                      <span className="ml-2 rounded-full bg-emerald-400/15 px-2 py-0.5 text-[11px] text-emerald-200">
                        Current
                      </span>
                    )}
                  </span>
                  <span className="block text-xs text-white/60">
                    Version {versions.length - index} by {version.username ?? 'a deleted user'}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div aria-live="polite">
            {selected && (
              <>
                <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-white/70">
                    {isCurrent
                      ? 'This is the current version.'
                      : `Changes from ${formatDateTime(selected.createdAt)} to the current version`}
                  </p>
                  {canRestore && !isCurrent && changes.length > 0 && (
                    <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
                      <RotateCcw aria-hidden />
                      Restore this version
                    </Button>
                  )}
                </div>
                {!isCurrent &&
                  (changes.length === 0 ? (
                    <p className="text-sm text-white/55">Same content as the current version.</p>
                  ) : (
                    <div
                      tabIndex={0}
                      role="region"
                      aria-label="Field changes"
                      className="overflow-x-auto rounded-xl border border-white/10 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                    >
                      <table className="w-full min-w-[32rem] text-left text-sm">
                        <caption className="sr-only">Field changes</caption>
                        <thead className="bg-white/[0.04] text-xs text-white/55">
                          <tr>
                            <th scope="col" className="px-3 py-2 font-medium">
                              Field
                            </th>
                            <th scope="col" className="px-3 py-2 font-medium">
                              That version
                            </th>
                            <th scope="col" className="px-3 py-2 font-medium">
                              Current
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {changes.map((change, i) => (
                            <tr key={i} className="border-t border-white/[0.06] align-top">
                              <th scope="row" className="px-3 py-2 font-medium text-white/80">
                                {change.label}
                              </th>
                              <td className="px-3 py-2 break-words text-red-200/90">
                                {change.before ? (
                                  <del className="decoration-red-300/50 [overflow-wrap:anywhere]">
                                    {change.before}
                                  </del>
                                ) : (
                                  <em className="text-white/60">default</em>
                                )}
                              </td>
                              <td className="px-3 py-2 break-words text-emerald-200/90">
                                {change.after ? (
                                  <ins className="no-underline [overflow-wrap:anywhere]">
                                    {change.after}
                                  </ins>
                                ) : (
                                  <em className="text-white/60">default</em>
                                )}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  ))}
              </>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={savedMeanwhile ? 'Someone saved this block meanwhile' : 'Restore this version?'}
        description={
          <>
            {savedMeanwhile &&
              'Since you opened the history, someone else saved this block: their version is in the editor now. Restore over it anyway? '}
            The {editor.label.toLowerCase()} block goes back to the version of{' '}
            {selected ? formatDateTime(selected.createdAt) : ''} ({changes.length} field
            {changes.length === 1 ? '' : 's'} change). It is saved as a new version, so you can undo
            this from the history.
            {draftWaits
              ? ' Your unpublished draft is kept, and the form goes on showing it.'
              : dirty && ' Your unsaved edits in the form are discarded.'}
          </>
        }
        confirmLabel={savedMeanwhile ? 'Restore anyway' : 'Restore version'}
        pending={restore.isPending}
        onCancel={() => {
          setConfirming(false);
          setSavedMeanwhile(false);
        }}
        onConfirm={doRestore}
      />
    </Card>
  );
}
