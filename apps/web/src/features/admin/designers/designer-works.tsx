import { Badge, Button, Card, toast } from '@forma/ui';
import { designerWorkInput } from '@forma/validators';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ImageOff, Pencil, Plus, Trash2, Video } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { isVideoUrl, rowTitle } from '../collections/cells';
import { designerWorkFields } from '../collections/definitions';
import { FieldControl } from '../collections/field-control';
import { formDefaults, topLevelKeys } from '../collections/form-values';
import type { CollectionRow } from '../collections/types';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SortableList } from '../components/sortable-list';
import { EmptyState, ErrorState } from '../components/states';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { errorMessage } from '../lib/errors';
import { applyServerErrors, fieldErrorMessage } from '../lib/form-errors';
import { useAdminContext } from '../lib/use-admin-api';
import { useCanEdit } from '../lib/roles';
import { formResolver } from '../lib/form-resolver';

/** Most works a designer screen loads (the list procedure's largest page). */
const WORKS_LIMIT = 100;

/**
 * A designer's works on the designer screen (issue 7 item 4): in landing-page order, reordered
 * by drag and drop (pointer or keyboard; saved at once, in one transaction), each editable and
 * deletable (confirmed), and a form to add one. Shown as projects on `/` on the next load.
 */
export function DesignerWorks({ designerId }: { designerId: number }) {
  const { trpc, queryClient } = useAdminContext();
  const procedures = trpc.admin.collection;
  const collection = 'designerWorks';
  const input = {
    filters: { designerId },
    sort: 'orderIndex',
    limit: WORKS_LIMIT,
    offset: 0,
  };
  const list = useQuery(procedures.list.queryOptions({ collection, input }));
  const [order, setOrder] = useState<CollectionRow[] | null>(null);
  const [editing, setEditing] = useState<CollectionRow | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<CollectionRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });

  const reorder = useMutation(
    procedures.reorder.mutationOptions({
      onSuccess: () =>
        toast({ title: 'Order saved', description: 'The works show in this order.' }),
      onError: (error) =>
        toast({
          title: 'Could not save the order',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: async () => {
        await refresh();
        setOrder(null);
      },
    }),
  );
  const remove = useMutation(procedures.delete.mutationOptions({ onSettled: refresh }));
  const works = order ?? list.data?.items ?? [];
  const canEdit = useCanEdit();

  return (
    <section aria-labelledby="works-heading" className="mt-12">
      {/* A viewer reads the works; adding, ordering and deleting them is an editor's. */}
      <fieldset disabled={!canEdit} className="contents">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="works-heading" className="text-xl font-semibold tracking-tight">
              Works
            </h2>
            <p className="mt-1 text-sm text-white/55">
              Shown among the projects on the landing page, in this order. Drag a work by its
              handle, or focus the handle and use Space and the arrow keys.
            </p>
          </div>
          {editing === null && (
            <Button variant="secondary" onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              Add work
            </Button>
          )}
        </div>

        {editing !== null && (
          <WorkForm
            key={editing === 'new' ? 'new' : editing.id}
            designerId={designerId}
            work={editing === 'new' ? null : editing}
            nextOrderIndex={works.length}
            onDone={() => setEditing(null)}
          />
        )}

        {list.isError ? (
          <ErrorState
            title="Could not load the works"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : list.isPending ? (
          <p className="text-sm text-white/50" role="status">
            Loading works…
          </p>
        ) : works.length === 0 ? (
          <Card>
            <EmptyState icon={ImageOff} title="No works yet">
              Add this designer’s first work with the button above.
            </EmptyState>
          </Card>
        ) : (
          <SortableList
            label="Works in landing-page order"
            items={works}
            disabled={reorder.isPending}
            itemLabel={(row) => rowTitle(row, 'title')}
            onReorder={(ids) => {
              const byId = new Map(works.map((row) => [row.id, row]));
              setOrder(ids.map((id) => byId.get(id)!));
              reorder.mutate({ collection, input: { ids, designerId } });
            }}
            renderItem={(work) => (
              <div className="flex items-center gap-3">
                <WorkThumb url={String(work.mediaUrl ?? '')} video={Boolean(work.isVideo)} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" data-testid="work-title">
                    {rowTitle(work, 'title')}
                  </p>
                  <p className="truncate text-xs text-white/60">
                    {[work.category, work.orientation].filter(Boolean).join(' · ')}
                  </p>
                </div>
                {Boolean(work.featured) && (
                  <Badge variant="purple" className="hidden px-2 py-0.5 sm:inline-flex">
                    Featured
                  </Badge>
                )}
                <button
                  type="button"
                  aria-label={`Edit ${rowTitle(work, 'title')}`}
                  onClick={() => setEditing(work)}
                  className="inline-flex size-9 items-center justify-center rounded-full text-white/60 hover:bg-white/[0.07] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                >
                  <Pencil className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  aria-label={`Delete ${rowTitle(work, 'title')}`}
                  onClick={() => setToDelete(work)}
                  className="inline-flex size-9 items-center justify-center rounded-full text-white/60 hover:bg-red-500/15 hover:text-red-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            )}
          />
        )}

        <ConfirmDialog
          open={toDelete !== null}
          title="Delete this work?"
          description={
            toDelete && (
              <>
                <strong className="text-white/85">{rowTitle(toDelete, 'title')}</strong> will be
                deleted for good. This cannot be undone.
              </>
            )
          }
          confirmLabel="Delete work"
          pending={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={() =>
            toDelete &&
            remove.mutate(
              { collection, input: { id: toDelete.id } },
              {
                onSuccess: () => {
                  toast({
                    title: 'Work deleted',
                    description: `“${rowTitle(toDelete, 'title')}” was deleted.`,
                  });
                  if (editing !== null && editing !== 'new' && editing.id === toDelete.id)
                    setEditing(null);
                  setToDelete(null);
                },
                onError: (error) => {
                  setToDelete(null);
                  toast({
                    title: 'Could not delete the work',
                    description: errorMessage(error),
                    variant: 'destructive',
                  });
                },
              },
            )
          }
        />
      </fieldset>
    </section>
  );
}

function WorkThumb({ url, video }: { url: string; video: boolean }) {
  if (!url)
    return (
      <span className="inline-flex h-10 w-14 items-center justify-center rounded-md bg-white/[0.05] text-white/55">
        <ImageOff className="size-4" aria-hidden />
      </span>
    );
  if (video || isVideoUrl(url))
    return (
      <span className="inline-flex h-10 w-14 items-center justify-center rounded-md bg-white/[0.05] text-white/60">
        <Video className="size-4" aria-hidden />
        <span className="sr-only">Video</span>
      </span>
    );
  return <img src={url} alt="" loading="lazy" className="h-10 w-14 rounded-md object-cover" />;
}

/** Add or edit one work: the work fields, validated by `designerWorkInput`. */
function WorkForm({
  designerId,
  work,
  nextOrderIndex,
  onDone,
}: {
  designerId: number;
  work: CollectionRow | null;
  nextOrderIndex: number;
  onDone: () => void;
}) {
  const { trpc, queryClient } = useAdminContext();
  const procedures = trpc.admin.collection;
  const collection = 'designerWorks';
  const defaults = useMemo(
    () => formDefaults(designerWorkFields, designerWorkInput.omit({ designerId: true }), work),
    [work],
  );
  const resolver = useMemo(
    () => formResolver(designerWorkInput.omit({ designerId: true, orderIndex: true })),
    [],
  );
  const form = useForm<FieldValues>({ resolver, defaultValues: defaults, mode: 'onTouched' });
  const { errors, isDirty, isSubmitting } = form.formState;
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
  const create = useMutation(procedures.create.mutationOptions({ onSettled: refresh }));
  const update = useMutation(procedures.update.mutationOptions({ onSettled: refresh }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = work
        ? await update.mutateAsync({ collection, input: { id: work.id, data: values } })
        : await create.mutateAsync({
            collection,
            input: { ...values, designerId, orderIndex: nextOrderIndex },
          });
      form.reset(formDefaults(designerWorkFields, null, saved));
      toast({
        title: work ? 'Work saved' : 'Work added',
        description: `“${rowTitle(saved, 'title')}” ${work ? 'is up to date' : 'was added'}.`,
      });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, topLevelKeys(designerWorkFields), ['data']);
      toast({
        title: work ? 'Could not save the work' : 'Could not add the work',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card className="mb-6 p-5 sm:p-8">
      <form noValidate onSubmit={onSubmit} aria-labelledby="work-form-title">
        <h3 id="work-form-title" className="mb-6 text-lg font-semibold">
          {work ? `Edit “${rowTitle(work, 'title')}”` : 'New work'}
        </h3>
        <div className="grid gap-6 md:grid-cols-2">
          {designerWorkFields.map((field) => (
            <div key={field.name} className={field.wide ? 'md:col-span-2' : undefined}>
              <FieldControl
                spec={field}
                control={form.control}
                idPrefix="work"
                error={fieldErrorMessage(errors, field, designerWorkInput)}
              />
            </div>
          ))}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {work ? 'Save work' : 'Add work'}
          </Button>
        </div>
      </form>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
    </Card>
  );
}
