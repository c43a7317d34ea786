import type { RouterOutputs } from '@forma/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, FormField, Input, toast } from '@forma/ui';
import type { ContentSection, SnapshotCreateInput } from '@forma/validators';
import { SETTING_KEYS } from '@forma/validators/settings';
import { snapshotCreateInput } from '@forma/validators/snapshots';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Camera, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { errorMessage, isConflictError } from '../lib/errors';
import { applyServerErrors } from '../lib/form-errors';
import { formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import { useCanEdit } from '../lib/roles';
import { SETTING_DEFINITIONS } from '../settings/setting-definitions';
import { PAGE_EDITORS } from './page-definitions';

type SnapshotRow = RouterOutputs['snapshots']['list'][number];

const sectionLabel = (section: string) =>
  PAGE_EDITORS.find((p) => p.section === (section as ContentSection))?.label ?? section;

const settingLabel = (key: string) =>
  (SETTING_KEYS as readonly string[]).includes(key)
    ? (SETTING_DEFINITIONS.find((d) => d.key === key)?.label ?? key)
    : key;

/**
 * Whole-site snapshots (issue 8 item 3): name and save a copy of every block and setting, list
 * them, restore one in a single transaction after a confirm that lists what will change, or
 * delete one after a confirm.
 */
export function SnapshotsPanel() {
  const { trpc, queryClient } = useAdminContext();
  const canEdit = useCanEdit();
  const list = useQuery(trpc.snapshots.list.queryOptions());
  const [restoring, setRestoring] = useState<SnapshotRow | null>(null);
  const [deleting, setDeleting] = useState<SnapshotRow | null>(null);
  // Someone saved a block or setting after the confirm opened (issue 41 item 4): it lists what
  // restoring changes now and asks again.
  const [savedMeanwhile, setSavedMeanwhile] = useState(false);
  const changes = useQuery({
    ...trpc.snapshots.changes.queryOptions({ id: restoring?.id ?? 0 }),
    enabled: !!restoring,
    staleTime: 0,
  });
  const create = useMutation(trpc.snapshots.create.mutationOptions());
  const restore = useMutation(trpc.snapshots.restore.mutationOptions());
  const remove = useMutation(trpc.snapshots.delete.mutationOptions());
  const form = useForm<SnapshotCreateInput>({
    resolver: zodResolver(snapshotCreateInput),
    defaultValues: { name: '' },
  });

  const refreshAll = () => queryClient.invalidateQueries();
  const onCreate = form.handleSubmit(async (values) => {
    try {
      const saved = await create.mutateAsync(values);
      form.reset({ name: '' });
      toast({
        title: 'Snapshot saved',
        description: `“${saved.name}” holds ${saved.blockCount} blocks and ${saved.settingCount} settings.`,
      });
      await queryClient.invalidateQueries({ queryKey: trpc.snapshots.pathKey() });
    } catch (error) {
      applyServerErrors(error, form.setError, ['name']);
      toast({
        title: 'Could not save the snapshot',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  const pending = changes.data;
  const nothingChanges = pending && pending.sections.length + pending.settings.length === 0;
  const snapshots = (list.data ?? []) as SnapshotRow[];

  return (
    <Card className="mt-8 p-5 sm:p-6" aria-labelledby="snapshots-title">
      {/* A viewer reads the snapshots; taking, restoring and deleting them is an editor's. */}
      <fieldset disabled={!canEdit} className="contents">
        <h2 id="snapshots-title" className="text-base font-semibold text-white">
          Site snapshots
        </h2>
        <p className="mb-5 text-sm text-white/55">
          A snapshot keeps every page block and setting as they are now. Restoring one puts them all
          back at once.
        </p>
        <form
          noValidate
          onSubmit={onCreate}
          aria-label="New snapshot"
          className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <div className="flex-1">
            <FormField
              id="snapshot-name"
              label="Snapshot name"
              hint="For example “Before the spring launch”."
              error={form.formState.errors.name?.message}
            >
              {(wiring) => <Input {...wiring} maxLength={120} {...form.register('name')} />}
            </FormField>
          </div>
          <Button type="submit" className="sm:mt-7" loading={form.formState.isSubmitting}>
            {!form.formState.isSubmitting && <Camera aria-hidden />}
            Save snapshot
          </Button>
        </form>

        {list.isError ? (
          <ErrorState
            title="Could not load the snapshots"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.isPending ? (
          <div role="status" aria-label="Loading snapshots" className="space-y-2">
            <Skeleton className="h-14 w-full rounded-xl" />
            <Skeleton className="h-14 w-full rounded-xl" />
          </div>
        ) : snapshots.length === 0 ? (
          <EmptyState icon={Camera} title="No snapshots yet">
            Save one before a big change, so you can go back in one step.
          </EmptyState>
        ) : (
          <ul aria-label="Snapshots" className="divide-y divide-white/[0.06]">
            {snapshots.map((snapshot) => (
              <li key={snapshot.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-white">{snapshot.name}</p>
                  <p className="text-xs text-white/60">
                    {formatDateTime(snapshot.createdAt)} by {snapshot.username ?? 'a deleted user'}{' '}
                    · {snapshot.blockCount} blocks, {snapshot.settingCount} settings
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Restore snapshot ${snapshot.name}`}
                  onClick={() => setRestoring(snapshot)}
                >
                  <RotateCcw aria-hidden />
                  Restore
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete snapshot ${snapshot.name}`}
                  onClick={() => setDeleting(snapshot)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}

        <ConfirmDialog
          open={!!restoring}
          title={
            savedMeanwhile
              ? 'The site changed since you opened this'
              : `Restore “${restoring?.name ?? ''}”?`
          }
          description={
            changes.isPending ? (
              'Checking what will change…'
            ) : changes.isError ? (
              <>This snapshot cannot be restored: {errorMessage(changes.error)}</>
            ) : nothingChanges ? (
              'The site already matches this snapshot: nothing will change.'
            ) : (
              <>
                {savedMeanwhile &&
                  'Someone saved a block or a setting meanwhile; this is what restoring changes now. '}
                These go back to the snapshot, all at once:
                <ul className="mt-2 list-disc space-y-0.5 pl-5">
                  {pending?.sections.map((s) => (
                    <li key={s}>Page block: {sectionLabel(s)}</li>
                  ))}
                  {pending?.settings.map((k) => (
                    <li key={k}>Setting: {settingLabel(k)}</li>
                  ))}
                </ul>
                <span className="mt-2 block">
                  Each changed block is saved as a new version, so its history keeps what it holds
                  now.
                </span>
              </>
            )
          }
          confirmLabel={savedMeanwhile ? 'Restore anyway' : 'Restore snapshot'}
          pending={restore.isPending || changes.isPending || changes.isFetching}
          onCancel={() => {
            setRestoring(null);
            setSavedMeanwhile(false);
          }}
          onConfirm={() => {
            if (!restoring || changes.isError) {
              setRestoring(null);
              return;
            }
            const snapshot = restoring;
            restore.mutate(
              { id: snapshot.id, revision: pending?.revision },
              {
                onSuccess: (result) => {
                  setRestoring(null);
                  setSavedMeanwhile(false);
                  const count = result.sections.length + result.settings.length;
                  toast({
                    title: 'Snapshot restored',
                    description:
                      count === 0
                        ? `The site already matched “${snapshot.name}”.`
                        : `“${snapshot.name}” is live: ${result.sections.length} blocks and ${result.settings.length} settings changed.`,
                  });
                  void refreshAll();
                },
                onError: (error) => {
                  if (isConflictError(error)) {
                    setSavedMeanwhile(true);
                    void changes.refetch();
                    return;
                  }
                  setRestoring(null);
                  setSavedMeanwhile(false);
                  toast({
                    title: 'Could not restore the snapshot',
                    description: `${errorMessage(error)} Nothing was changed.`,
                    variant: 'destructive',
                  });
                },
              },
            );
          }}
        />
        <ConfirmDialog
          open={!!deleting}
          title={`Delete “${deleting?.name ?? ''}”?`}
          description="The snapshot is deleted for good. The site itself does not change."
          confirmLabel="Delete snapshot"
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            if (!deleting) return;
            const snapshot = deleting;
            remove.mutate(
              { id: snapshot.id },
              {
                onSuccess: () => {
                  setDeleting(null);
                  toast({
                    title: 'Snapshot deleted',
                    description: `“${snapshot.name}” was deleted.`,
                  });
                  void queryClient.invalidateQueries({ queryKey: trpc.snapshots.pathKey() });
                },
                onError: (error) => {
                  setDeleting(null);
                  toast({
                    title: 'Could not delete the snapshot',
                    description: errorMessage(error),
                    variant: 'destructive',
                  });
                },
              },
            );
          }}
        />
      </fieldset>
    </Card>
  );
}
