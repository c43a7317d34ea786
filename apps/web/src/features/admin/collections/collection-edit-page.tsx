import { collectionProcedures } from './crud-api';
import { Button, Card, toast } from '@forma/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { ArrowLeft, EyeOff, FileQuestion, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { errorMessage, isConflictError } from '../lib/errors';
import { applyServerErrors, fieldErrorMessage } from '../lib/form-errors';
import { useSaveShortcut } from '../lib/use-save-shortcut';
import { useAdminContext } from '../lib/use-admin-api';
import { useCanEdit } from '../lib/roles';
import { SaveBar, useSaveFailure } from '../components/save-bar';
import { formatDateTime } from '../lib/format';
import { PublishStateBadge } from '../components/publish-state';
import { recordPublishStatus, type PublishStatus } from '@forma/validators/collection-lists';
import type { ReleaseEntity } from '@forma/validators';
import { ReleaseMembership } from '../releases/release-membership';
import { ReleaseDiscardNote } from '../releases/release-discard-note';
import { rowTitle } from './cells';
import { FieldControl } from './field-control';
import { formDefaults, pruneEmpty, topLevelKeys, withDraft } from './form-values';
import { isDeletable, type AdminCollection, type CollectionRow, type FieldSpec } from './types';
import { collectionSchemas } from './collection-schemas';
import { changedValues, useRecordDraftActions } from './use-record-draft-actions';
import { formResolver } from '../lib/form-resolver';
import { MergeNotices } from '../merge/merge-notices';
import { useRecordEditing } from '../merge/use-record-editing';
import { EditingNotice } from '../presence/editing-notice';

const isNotFound = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';

/**
 * The edit screen of any admin collection (issue 7 "Edit screens"): `id` 'new' creates, a number
 * edits. Loading, not-found and error states; the form is built from the definition's fields and
 * validated by its zod schema (messages under each field, the server's too); Save shows a toast
 * and keeps the user on the row; Delete asks first, naming the row; leaving with unsaved changes
 * asks first. Ctrl/Cmd+S saves.
 */
export function CollectionEditPage({
  collection,
  id,
}: {
  collection: AdminCollection;
  id: string;
}) {
  const { trpc } = useAdminContext();
  const creating = id === 'new' && collection.creatable !== false;
  const rowId = Number(id);
  const validId = creating || (Number.isInteger(rowId) && rowId > 0);
  const row = useQuery({
    ...collectionProcedures(trpc, collection.key).byId.queryOptions({ id: rowId }),
    enabled: !creating && validId,
  });

  const back = (
    <Link
      to={collection.path}
      className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm text-white/55 hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All {collection.list.plural.toLowerCase()}
    </Link>
  );

  if (!validId || (row.isError && isNotFound(row.error)))
    return (
      <>
        {back}
        <Card>
          <EmptyState icon={FileQuestion} title={`${collection.list.label} not found`}>
            It may have been deleted. Go back to the list to pick another one.
          </EmptyState>
        </Card>
      </>
    );
  if (!creating && row.isError)
    return (
      <>
        {back}
        <ErrorState
          title={`Could not load this ${collection.list.label.toLowerCase()}`}
          error={row.error}
          onRetry={() => void row.refetch()}
          retrying={row.isFetching}
        />
      </>
    );
  if (!creating && !row.data)
    return (
      <>
        {back}
        <FormSkeleton />
      </>
    );

  return (
    <>
      {back}
      <CollectionForm
        key={creating ? 'new' : rowId}
        collection={collection}
        row={creating ? null : row.data!}
      />
      {!creating && row.data && collection.renderExtra?.(row.data)}
    </>
  );
}

function CollectionForm({
  collection,
  row,
}: {
  collection: AdminCollection;
  row: CollectionRow | null;
}) {
  const { trpc, queryClient } = useAdminContext();
  const key = collection.key;
  const procedures = collectionProcedures(trpc, key);
  const navigate = useNavigate();
  const { list: spec, fields } = collection;
  const schemas = collectionSchemas(collection);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDiscardDraft, setConfirmDiscardDraft] = useState(false);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  // Where focus goes once a confirmed action (Discard draft, Take off the site) took the button
  // that opened it away. A save leaves focus where it is: on the save bar's button pressed, which
  // stays focusable.
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The status is in the sticky save bar, on screen wherever the page is scrolled: focusing it
  // must not scroll the page to the bar's place at the end of the form.
  const focusStatus = () =>
    requestAnimationFrame(() => statusRef.current?.focus({ preventScroll: true }));
  // Why the last save failed, said in the save bar (a failed confirmed action only in its toast).
  const saveFailure = useSaveFailure();
  const canEdit = useCanEdit();
  // Records with drafts (issue 20 item 1): the form shows the saved draft over the live values.
  const drafts = spec.drafts;
  const publishStatus = row && recordPublishStatus(row);

  const defaults = useMemo(
    () => formDefaults(fields, schemas.create, row && withDraft(row)),
    [fields, schemas.create, row],
  );
  const schema = (row ? null : schemas.newRow) ?? schemas.create;
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const base = formResolver(schema);
    return (values, context, options) => base(pruneEmpty(values, fields), context, options);
  }, [schema, fields]);
  const form = useForm<FieldValues>({ resolver, defaultValues: defaults, mode: 'onTouched' });
  const { errors, isDirty, isSubmitting } = form.formState;
  // Records with drafts carry a revision (issue 41): the form saves on the one it opened.
  const revisioned = typeof row?.revision === 'number';
  const byIdKey = row ? procedures.byId.queryKey({ id: row.id }) : null;
  // Who else has the record open, the form based on its revision, work kept in the browser.
  const { others, based, restoredAt, versionOf } = useRecordEditing({
    form,
    collection: key,
    row,
    defaults,
    fields,
    canEdit,
    onSavedElsewhere: () => {
      if (byIdKey) void queryClient.refetchQueries({ queryKey: byIdKey });
    },
  });

  // A row without revisions changed on the server (a background job, another tab): take its new
  // values for every field the admin has not touched, keep what they typed.
  useEffect(() => {
    if (!revisioned) form.reset(defaults, { keepDirtyValues: true });
  }, [defaults, form, revisioned]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
  const create = useMutation(procedures.create.mutationOptions({ onSettled: refresh }));
  const update = useMutation(procedures.update.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(procedures.delete.mutationOptions({ onSettled: refresh }));
  const draftActions = useRecordDraftActions(key);
  /** Keeps a saved row as the byId answer, so the form reopens it without a round trip. */
  const keep = (saved: CollectionRow) =>
    queryClient.setQueryData(procedures.byId.queryKey({ id: saved.id }), saved);
  const keys = topLevelKeys(fields);
  const named = (saved: CollectionRow) =>
    `“${rowTitle(withDraft(saved), spec.titleField, spec.titleFallbackField)}”`;
  /** The form's values as the create or update input. */
  const inputOf = async (values: FieldValues) =>
    (collection.beforeSave ? await collection.beforeSave(values) : values) as Record<
      string,
      unknown
    >;
  /** Only what the admin changed: a concurrent change to another field is not overwritten. */
  const changedOf = (input: Record<string, unknown>) =>
    changedValues(input, form.formState.dirtyFields);
  /** Shows `saved` as the form's new starting point (its draft over its live values). */
  const settle = (saved: CollectionRow) => {
    keep(saved);
    const values = formDefaults(fields, schemas.create, withDraft(saved));
    form.reset(values);
    based.saved(versionOf(values, saved));
  };
  const revision = revisioned ? based.base.revision : undefined;
  const openSaved = async (saved: CollectionRow) => {
    if (collection.editPath)
      await navigate({ to: collection.editPath, params: { id: String(saved.id) }, replace: true });
  };

  /**
   * Runs one of the form's actions (issue 39 item 7: one place for what each does around it):
   * on success the form starts again from the saved row (`settle`), the status line gets the
   * focus when asked (a confirmed action: a save leaves it on the button pressed), the success
   * toast says what happened and `then` runs (opening a new row); on failure the failure toast
   * says why, and for a save of the form (`fieldErrors`) the server's field errors go under their
   * fields and the save bar says it failed. `always` runs either way (closing a confirm dialog).
   */
  const attempt = async (
    action: () => Promise<CollectionRow>,
    outcome: {
      success: (saved: CollectionRow) => { title: string; description: string };
      failure: string;
      focus?: boolean;
      fieldErrors?: boolean;
      then?: (saved: CollectionRow) => Promise<void>;
      always?: () => void;
    },
  ) => {
    saveFailure.clear();
    try {
      const saved = await action();
      settle(saved);
      // Close a confirm dialog first: closing gives focus back to the button that opened it,
      // and the status line must get it after that, not before.
      if (outcome.always) flushSync(outcome.always);
      if (outcome.focus) focusStatus();
      toast(outcome.success(saved));
      await outcome.then?.(saved);
    } catch (error) {
      if (isConflictError(error) && byIdKey) {
        // Someone saved first: their version comes in and is merged with the form.
        await queryClient.refetchQueries({ queryKey: byIdKey });
        saveFailure.fail(`${outcome.failure}: someone else saved first`, error);
      } else if (outcome.fieldErrors) {
        applyServerErrors(error, form.setError, keys, ['data']);
        saveFailure.fail(outcome.failure, error);
      } else {
        toast({ title: outcome.failure, description: errorMessage(error), variant: 'destructive' });
      }
    } finally {
      outcome.always?.();
    }
  };

  /**
   * Publish (collections with drafts): the form's changes, then the row's whole draft, go live.
   * The changes are first kept as the draft, so a refused publish loses nothing: the form then
   * starts from that draft (settled once, whichever way it ends).
   */
  const onPublish = async (values: FieldValues) => {
    const input = await inputOf(values);
    let kept: CollectionRow | undefined;
    await attempt(
      async () => {
        if (!row) return draftActions.publish({ input });
        try {
          return await draftActions.publish(
            { id: row.id, data: changedOf(input), revision },
            (draft) => {
              kept = draft;
            },
          );
        } catch (error) {
          if (kept) settle(kept);
          throw error;
        }
      },
      {
        success: (saved) =>
          row
            ? { title: 'Published', description: `${named(saved)} is live on the site.` }
            : {
                title: `${spec.label} published`,
                description: `${named(saved)} was added and is live on the site.`,
              },
        failure: 'Could not publish',
        fieldErrors: true,
        then: row ? undefined : openSaved,
      },
    );
  };

  /** Save draft: keeps the form without changing the site (a new row is created unpublished). */
  const onSaveDraft = form.handleSubmit(async (values) => {
    const input = await inputOf(values);
    await attempt(
      () =>
        draftActions.saveDraft(row ? { id: row.id, data: changedOf(input), revision } : { input }),
      {
        success: (saved) => ({
          title: 'Draft saved',
          description:
            saved.publishedAt === null
              ? `${named(saved)} is not on the site until you publish it.`
              : `The site still shows the published ${spec.label.toLowerCase()}. Publish makes this draft live.`,
        }),
        failure: 'Could not save the draft',
        fieldErrors: true,
        then: row ? undefined : openSaved,
      },
    );
  });

  const onDiscardDraft = async () => {
    if (!row) return;
    await attempt(() => draftActions.discardDraft(row.id, revision), {
      success: () => ({
        title: 'Draft discarded',
        description: `The form shows the published ${spec.label.toLowerCase()} again.`,
      }),
      failure: 'Could not discard the draft',
      focus: true,
      always: () => setConfirmDiscardDraft(false),
    });
  };

  /** Take off the site: the record becomes a draft again (a waiting draft folded in). */
  const onUnpublish = async () => {
    if (!row) return;
    await attempt(() => draftActions.unpublish(row.id), {
      success: (saved) => ({
        title: 'Taken off the site',
        description: `${named(saved)} is a draft again: Publish puts it back.`,
      }),
      failure: 'Could not take it off the site',
      focus: true,
      always: () => setConfirmUnpublish(false),
    });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (drafts) return onPublish(values);
    const input = await inputOf(values);
    await attempt(
      () =>
        row
          ? update.mutateAsync({ id: row.id, data: changedOf(input) })
          : create.mutateAsync(input),
      {
        success: (saved) =>
          row
            ? { title: 'Changes saved', description: `${named(saved)} is up to date.` }
            : { title: `${spec.label} created`, description: `${named(saved)} was added.` },
        failure: row
          ? 'Could not save the changes'
          : `Could not create the ${spec.label.toLowerCase()}`,
        fieldErrors: true,
        then: row ? undefined : openSaved,
      },
    );
  });

  /** The save bar's Discard: the form starts again from the row, a failed save forgotten. */
  const discard = () => {
    saveFailure.clear();
    form.reset(defaults);
  };

  // Ctrl/Cmd+S saves; with drafts it keeps a changed form as the draft, only Publish goes live.
  useSaveShortcut(drafts ? () => form.formState.isDirty && onSaveDraft() : onSubmit);

  const title = row
    ? rowTitle(row, spec.titleField, spec.titleFallbackField)
    : `New ${spec.label.toLowerCase()}`;
  // Each message names the field by the label above it, not the schema's name for it.
  const fieldError = (field: FieldSpec) => fieldErrorMessage(errors, field, schemas.create);

  return (
    <>
      <PageHeader
        eyebrow={spec.plural}
        title={title}
        description={
          row
            ? undefined
            : drafts
              ? `Fill in the fields, then Save draft to keep the ${spec.label.toLowerCase()} off the site, or Publish to put it live.`
              : `Fill in the fields and save to add the ${spec.label.toLowerCase()}.`
        }
        actions={
          row &&
          canEdit && (
            <>
              {drafts && publishStatus !== 'draft' && (
                <Button variant="secondary" size="sm" onClick={() => setConfirmUnpublish(true)}>
                  <EyeOff aria-hidden />
                  Take off the site
                </Button>
              )}
              {isDeletable(collection, row) && (
                <Button variant="secondary" size="sm" onClick={() => setConfirmDelete(true)}>
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              )}
            </>
          )
        }
      />
      {drafts && publishStatus && (
        <>
          <DraftNotice status={publishStatus} row={row} label={spec.label} />
          <ReleaseMembership
            entity={key as ReleaseEntity}
            entityKey={String(row.id)}
            label={`“${title}”`}
            hasDraft={publishStatus !== 'published'}
            isLive={publishStatus !== 'draft'}
          />
        </>
      )}
      {collection.renderStatus && row && collection.renderStatus(row, form)}
      {row && <EditingNotice users={others} />}
      <MergeNotices based={based} restoredAt={restoredAt} canEdit={canEdit} />
      <form noValidate onSubmit={onSubmit} aria-label={`${spec.label} details`}>
        {/* A viewer reads the fields; the disabled fieldset keeps every control from changing. */}
        <fieldset disabled={!canEdit} className="contents">
          <Card className="grid gap-6 p-5 sm:p-8 md:grid-cols-2">
            {fields.map((field) => (
              <div key={field.name} className={field.wide ? 'md:col-span-2' : undefined}>
                <FieldControl spec={field} control={form.control} error={fieldError(field)} />
              </div>
            ))}
          </Card>
        </fieldset>
        {drafts ? (
          <SaveBar
            canEdit={canEdit}
            dirty={isDirty}
            submitting={create.isPending || draftActions.pending.publish}
            status={publishStatus ? DRAFT_BAR_STATUS[publishStatus] : ''}
            statusAction={
              publishStatus === 'changed' && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => setConfirmDiscardDraft(true)}
                >
                  Discard draft
                </Button>
              )
            }
            statusRef={statusRef}
            failure={saveFailure.failure}
            onDiscard={discard}
            submitLabel="Publish"
            submitDisabled={
              (publishStatus === 'published' && !isDirty) || isSubmitting || !!based.pending
            }
            secondary={{
              label: 'Save draft',
              onClick: () => void onSaveDraft(),
              disabled: (row !== null && !isDirty) || isSubmitting || !!based.pending,
              loading: draftActions.pending.saveDraft,
            }}
          />
        ) : (
          <SaveBar
            canEdit={canEdit}
            dirty={isDirty}
            submitting={isSubmitting}
            status={row ? 'All changes saved' : ''}
            failure={saveFailure.failure}
            onDiscard={discard}
            submitLabel={row ? 'Save changes' : `Create ${spec.label.toLowerCase()}`}
            submitDisabled={row !== null && !isDirty}
          />
        )}
      </form>

      <UnsavedChangesGuard when={isDirty && !isSubmitting} />

      <ConfirmDialog
        open={confirmDiscardDraft}
        title="Discard this draft?"
        description={
          <>
            The changes saved as a draft of this {spec.label.toLowerCase()} are dropped. The
            published version stays as it is.
            {row && <ReleaseDiscardNote entity={key as ReleaseEntity} entityKey={String(row.id)} />}
          </>
        }
        confirmLabel="Discard draft"
        pending={draftActions.pending.discardDraft}
        onCancel={() => setConfirmDiscardDraft(false)}
        onConfirm={() => void onDiscardDraft()}
      />

      <ConfirmDialog
        open={confirmUnpublish}
        title={`Take this ${spec.label.toLowerCase()} off the site?`}
        description={
          <>
            Visitors no longer see <strong className="text-white/85">{title}</strong>. It stays here
            as a draft
            {publishStatus === 'changed' ? ', with the changes saved in its draft' : ''}; Publish
            puts it back.
          </>
        }
        confirmLabel="Take off the site"
        pending={draftActions.pending.unpublish}
        onCancel={() => setConfirmUnpublish(false)}
        onConfirm={() => void onUnpublish()}
      />

      <ConfirmDialog
        open={confirmDelete}
        title={`Delete this ${spec.label.toLowerCase()}?`}
        description={
          <>
            <strong className="text-white/85">{title}</strong> will be deleted for good. This cannot
            be undone.
          </>
        }
        confirmLabel={`Delete ${spec.label.toLowerCase()}`}
        pending={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          row &&
          remove.mutate(
            { id: row.id },
            {
              onSuccess: async () => {
                setConfirmDelete(false);
                form.reset(form.getValues());
                toast({ title: `${spec.label} deleted`, description: `“${title}” was deleted.` });
                await navigate({ to: collection.path });
              },
              onError: (error) => {
                setConfirmDelete(false);
                toast({
                  title: 'Could not delete',
                  description: errorMessage(error),
                  variant: 'destructive',
                });
              },
            },
          )
        }
      />
    </>
  );
}

/** What the save bar says when the form has no unsaved changes, by publish status. */
const DRAFT_BAR_STATUS: Record<PublishStatus, string> = {
  published: 'Published',
  draft: 'Draft: not on the site',
  changed: 'Changed since published: not live yet',
};

/**
 * Where a record with drafts stands, above its form (issue 20 item 1): its status, and what the
 * site shows meanwhile, with when the draft was saved.
 */
function DraftNotice({
  status,
  row,
  label,
}: {
  status: PublishStatus;
  row: CollectionRow;
  label: string;
}) {
  const savedAt = row.draftUpdatedAt instanceof Date ? row.draftUpdatedAt : null;
  const what = label.toLowerCase();
  return (
    <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white/65">
      <PublishStateBadge status={status} />
      <span>
        {status === 'published' && `This ${what} is live on the site.`}
        {status === 'draft' && `This ${what} is not on the site: Publish puts it live.`}
        {status === 'changed' &&
          `The site shows the published version; the changes saved${
            savedAt ? ` ${formatDateTime(savedAt)}` : ''
          } wait as a draft.`}
      </span>
    </p>
  );
}

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading">
      <Skeleton className="mb-8 h-9 w-64" />
      <Card className="grid gap-6 p-5 sm:p-8 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-12 w-full rounded-xl" />
          </div>
        ))}
      </Card>
    </div>
  );
}
