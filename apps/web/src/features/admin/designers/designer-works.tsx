import { collectionProcedures } from '../collections/crud-api';
import { Badge, Button, Card, toast } from '@forma/ui';
import { designerWorkInput } from '@forma/validators/entities';
import { recordPublishStatus } from '@forma/validators/collection-lists';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ImageOff, Pencil, Plus, Trash2, Undo2, Video } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { isVideoUrl, rowTitle } from '../collections/cells';
import { designerWorkFields } from '../collections/definitions';
import { FieldControl } from '../collections/field-control';
import { formDefaults, topLevelKeys, withDraft } from '../collections/form-values';
import { MergeNotices } from '../merge/merge-notices';
import { useRecordEditing } from '../merge/use-record-editing';
import { EditingNotice } from '../presence/editing-notice';
import type { CollectionRow } from '../collections/types';
import {
  changedValues,
  useRecordDraftActions,
  type DraftTarget,
} from '../collections/use-record-draft-actions';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PublishStateBadge } from '../components/publish-state';
import { ReleaseMembership } from '../releases/release-membership';
import { ReleaseDiscardNote } from '../releases/release-discard-note';
import { focusInView } from '../lib/focus-in-view';
import { SortableList } from '../components/sortable-list';
import { EmptyState, ErrorState } from '../components/states';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { errorMessage, isConflictError } from '../lib/errors';
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
  const procedures = collectionProcedures(trpc, 'designerWorks');
  const input = {
    filters: { designerId },
    sort: 'orderIndex',
    limit: WORKS_LIMIT,
    offset: 0,
  };
  const list = useQuery(procedures.list.queryOptions(input));
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
      {/* A viewer reads the works (issue 44 item 3: no controls that would change them); adding,
          ordering and deleting them is an editor's. */}
      <fieldset disabled={!canEdit} className="contents">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2
              id="works-heading"
              tabIndex={-1}
              className="rounded text-xl font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
            >
              Works
            </h2>
            <p className="mt-1 text-sm text-white/55">
              Shown among the projects on the landing page, in this order.
              {canEdit &&
                ' Drag a work by its handle, or focus the handle and use Space and the arrow keys.'}
            </p>
          </div>
          {canEdit && editing === null && (
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
            // The live row: someone else's save reaches the open form (issue 41).
            work={editing === 'new' ? null : (works.find((w) => w.id === editing.id) ?? editing)}
            onSavedElsewhere={() => void list.refetch()}
            nextOrderIndex={works.length}
            onDone={() => {
              setEditing(null);
              // The form is gone: focus goes back to the works, not to the top of the page.
              requestAnimationFrame(() => focusInView(document.getElementById('works-heading')));
            }}
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
              {canEdit
                ? 'Add this designer’s first work with the button above.'
                : 'This designer has no works yet.'}
            </EmptyState>
          </Card>
        ) : (
          <SortableList
            label="Works in landing-page order"
            items={works}
            disabled={reorder.isPending}
            readOnly={!canEdit}
            itemLabel={(row) => rowTitle(row, 'title')}
            onReorder={(ids) => {
              const byId = new Map(works.map((row) => [row.id, row]));
              setOrder(ids.map((id) => byId.get(id)!));
              reorder.mutate({ ids, designerId });
            }}
            renderItem={(work) => (
              <div className="flex items-center gap-3">
                <WorkThumb url={String(work.mediaUrl ?? '')} video={Boolean(work.isVideo)} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" data-testid="work-title">
                    {rowTitle(work, 'title')}
                  </p>
                  <p className="flex min-w-0 items-center gap-2 text-xs text-white/60">
                    <WorkStatus work={work} />
                    <span className="truncate">
                      {[work.category, work.orientation].filter(Boolean).join(' · ')}
                    </span>
                  </p>
                </div>
                {Boolean(work.featured) && (
                  <Badge variant="purple" className="hidden px-2 py-0.5 sm:inline-flex">
                    Featured
                  </Badge>
                )}
                {canEdit && (
                  <>
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
                  </>
                )}
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
              { id: toDelete.id },
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

/** A work's publish status in the list, unless it is simply published. */
function WorkStatus({ work }: { work: CollectionRow }) {
  const status = recordPublishStatus(work);
  // A narrow row shortens the pill (with an ellipsis) rather than let it run under the buttons.
  return status && status !== 'published' ? (
    <PublishStateBadge status={status} className="max-w-full shrink truncate" />
  ) : null;
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

/**
 * Add or edit one work (issue 7 item 4, issue 20 item 1): the work fields, validated by
 * `designerWorkInput`, starting from the work's draft when one waits. Save draft keeps the form
 * without changing the site (a new work is created unpublished); Publish puts the form live (a
 * new work is added live; an edited one keeps the changes as its draft first, so a refused
 * publish loses nothing); Discard draft (confirmed) goes back to the published work. The work's
 * releases show beside its draft. Toasts say what happened; server errors land under the fields.
 */
function WorkForm({
  designerId,
  work,
  nextOrderIndex,
  onDone,
  onSavedElsewhere,
}: {
  designerId: number;
  work: CollectionRow | null;
  nextOrderIndex: number;
  onDone: () => void;
  /** Someone saved this work: reload it (the form then shows or merges it). */
  onSavedElsewhere: () => void;
}) {
  const status = work && recordPublishStatus(work);
  const defaults = useMemo(
    () =>
      formDefaults(
        designerWorkFields,
        designerWorkInput.omit({ designerId: true }),
        work && withDraft(work),
      ),
    [work],
  );
  const resolver = useMemo(
    () => formResolver(designerWorkInput.omit({ designerId: true, orderIndex: true })),
    [],
  );
  const form = useForm<FieldValues>({ resolver, defaultValues: defaults, mode: 'onTouched' });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Based on the work's revision (issue 41): who else has it open, their saves merged in.
  const { others, based, restoredAt } = useRecordEditing({
    form,
    collection: 'designerWorks',
    row: work,
    newKey: `new-${designerId}`,
    defaults,
    fields: designerWorkFields,
    canEdit: true,
    onSavedElsewhere,
  });
  // Opened, the form takes focus (its title): Tab goes on to its first field.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  const [action, setAction] = useState<'draft' | 'publish' | null>(null);
  const draftActions = useRecordDraftActions('designerWorks');
  const named = (row: CollectionRow) => `“${rowTitle(withDraft(row), 'title')}”`;
  /** The work as the action's target: the fields changed, or the new work. */
  const targetOf = (values: FieldValues): DraftTarget =>
    work
      ? {
          id: work.id,
          data: changedValues(values, form.formState.dirtyFields),
          revision: based.base.revision,
        }
      : { input: { ...values, designerId, orderIndex: nextOrderIndex } };

  const submit = (kind: 'draft' | 'publish') =>
    form.handleSubmit(async (values) => {
      setAction(kind);
      try {
        if (kind === 'draft') {
          const saved = await draftActions.saveDraft(targetOf(values));
          form.reset(formDefaults(designerWorkFields, null, withDraft(saved)));
          toast({
            title: 'Draft saved',
            description:
              saved.publishedAt === null
                ? `${named(saved)} is not on the site until you publish it.`
                : `The site still shows the published work. Publish makes this draft live.`,
          });
        } else if (work) {
          const saved = await draftActions.publish(targetOf(values));
          form.reset(formDefaults(designerWorkFields, null, saved));
          toast({ title: 'Work published', description: `${named(saved)} is live on the site.` });
        } else {
          const saved = await draftActions.publish(targetOf(values));
          form.reset(formDefaults(designerWorkFields, null, saved));
          toast({
            title: 'Work added',
            description: `${named(saved)} was added and is live on the site.`,
          });
        }
        onDone();
      } catch (error) {
        // Someone saved first: their version comes in and is merged with the form.
        if (isConflictError(error)) onSavedElsewhere();
        applyServerErrors(error, form.setError, topLevelKeys(designerWorkFields), ['data']);
        toast({
          title: kind === 'draft' ? 'Could not save the draft' : 'Could not publish the work',
          description: errorMessage(error),
          variant: 'destructive',
        });
      } finally {
        setAction(null);
      }
    });

  const onDiscard = async () => {
    if (!work) return;
    try {
      await draftActions.discardDraft(work.id, based.base.revision);
      toast({ title: 'Draft discarded', description: 'The work is as published again.' });
      onDone();
    } catch (error) {
      toast({
        title: 'Could not discard the draft',
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setConfirmDiscard(false);
    }
  };

  return (
    <Card className="mb-6 p-5 sm:p-8">
      <form noValidate onSubmit={submit('publish')} aria-labelledby="work-form-title">
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <h3
            id="work-form-title"
            ref={titleRef}
            tabIndex={-1}
            className="scroll-mt-24 rounded text-lg font-semibold focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          >
            {work ? `Edit “${rowTitle(work, 'title')}”` : 'New work'}
          </h3>
          {status && <PublishStateBadge status={status} />}
        </div>
        {work && status !== 'published' && (
          <ReleaseMembership
            entity="designerWorks"
            entityKey={String(work.id)}
            label={named(work)}
            hasDraft
            isLive={status === 'changed'}
          />
        )}
        {work && <EditingNotice users={others} />}
        <MergeNotices based={based} restoredAt={restoredAt} canEdit />
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
          {status === 'changed' && (
            <Button variant="ghost" onClick={() => setConfirmDiscard(true)} disabled={isSubmitting}>
              <Undo2 aria-hidden />
              Discard draft
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => void submit('draft')()}
            loading={action === 'draft'}
            disabled={isSubmitting && action !== 'draft'}
          >
            Save draft
          </Button>
          <Button
            type="submit"
            loading={action === 'publish'}
            // A published work without changes has nothing to publish.
            disabled={
              (isSubmitting && action !== 'publish') || (status === 'published' && !isDirty)
            }
          >
            {work ? 'Publish' : 'Add work'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard this draft?"
        description={
          <>
            The changes saved as a draft of this work are dropped. The published work stays as it
            is.
            {work && <ReleaseDiscardNote entity="designerWorks" entityKey={String(work.id)} />}
          </>
        }
        confirmLabel="Discard draft"
        pending={draftActions.pending.discardDraft}
        onConfirm={() => void onDiscard()}
        onCancel={() => setConfirmDiscard(false)}
      />
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
    </Card>
  );
}
