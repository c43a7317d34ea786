import { Button, Card, toast } from '@forma/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { ArrowLeft, FileQuestion, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { errorMessage } from '../lib/errors';
import { applyServerErrors, fieldErrorMessage } from '../lib/form-errors';
import { useSaveShortcut } from '../lib/use-save-shortcut';
import { useAdminContext } from '../lib/use-admin-api';
import { useCanEdit } from '../lib/roles';
import { SaveBar } from '../components/save-bar';
import { rowTitle } from './cells';
import { FieldControl } from './field-control';
import { formDefaults, pruneEmpty, topLevelKeys } from './form-values';
import type { AdminCollection, CollectionRow, FieldSpec } from './types';
import { formResolver } from '../lib/form-resolver';

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
    ...trpc.admin.collection.byId.queryOptions({
      collection: collection.key,
      input: { id: rowId },
    }),
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
  const procedures = trpc.admin.collection;
  const key = collection.key;
  const navigate = useNavigate();
  const { list: spec, fields } = collection;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const canEdit = useCanEdit();

  const defaults = useMemo(
    () => formDefaults(fields, collection.createSchema, row),
    [fields, collection.createSchema, row],
  );
  const schema = (row ? null : collection.newRowSchema) ?? collection.createSchema;
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const base = formResolver(schema!);
    return (values, context, options) => base(pruneEmpty(values, fields), context, options);
  }, [schema, fields]);
  const form = useForm<FieldValues>({ resolver, defaultValues: defaults, mode: 'onTouched' });
  const { errors, isDirty, isSubmitting } = form.formState;

  // The row changed on the server (a background job, another tab): take its new values for every
  // field the admin has not touched, keep what they typed.
  useEffect(() => {
    form.reset(defaults, { keepDirtyValues: true });
  }, [defaults, form]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
  const create = useMutation(procedures.create.mutationOptions({ onSettled: refresh }));
  const update = useMutation(procedures.update.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(procedures.delete.mutationOptions({ onSettled: refresh }));
  /** Keeps a saved row as the byId answer, so the form reopens it without a round trip. */
  const keep = (saved: CollectionRow) =>
    queryClient.setQueryData(
      procedures.byId.queryKey({ collection: key, input: { id: saved.id } }),
      saved,
    );
  const keys = topLevelKeys(fields);

  const onSubmit = form.handleSubmit(async (values) => {
    const input = (collection.beforeSave ? await collection.beforeSave(values) : values) as Record<
      string,
      unknown
    >;
    try {
      if (row) {
        // Only what the admin changed: a concurrent change to another field is not overwritten.
        const dirty = Object.keys(form.formState.dirtyFields);
        const data = Object.fromEntries(
          Object.entries(input).filter(([key]) => dirty.includes(key)),
        );
        const saved = await update.mutateAsync({ collection: key, input: { id: row.id, data } });
        keep(saved);
        form.reset(formDefaults(fields, collection.createSchema, saved));
        toast({
          title: 'Changes saved',
          description: `“${rowTitle(saved, spec.titleField, spec.titleFallbackField)}” is up to date.`,
        });
      } else {
        const saved = await create.mutateAsync({ collection: key, input });
        keep(saved);
        form.reset(formDefaults(fields, collection.createSchema, saved));
        toast({
          title: `${spec.label} created`,
          description: `“${rowTitle(saved, spec.titleField, spec.titleFallbackField)}” was added.`,
        });
        if (collection.editPath)
          await navigate({
            to: collection.editPath,
            params: { id: String(saved.id) },
            replace: true,
          });
      }
    } catch (error) {
      applyServerErrors(error, form.setError, keys, ['data']);
      toast({
        title: row
          ? 'Could not save the changes'
          : `Could not create the ${spec.label.toLowerCase()}`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  useSaveShortcut(onSubmit);

  const title = row
    ? rowTitle(row, spec.titleField, spec.titleFallbackField)
    : `New ${spec.label.toLowerCase()}`;
  // Each message names the field by the label above it, not the schema's name for it.
  const fieldError = (field: FieldSpec) =>
    fieldErrorMessage(errors, field, collection.createSchema);

  return (
    <>
      <PageHeader
        eyebrow={spec.plural}
        title={title}
        description={
          row ? undefined : `Fill in the fields and save to add the ${spec.label.toLowerCase()}.`
        }
        actions={
          row &&
          canEdit && (
            <Button variant="secondary" size="sm" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden />
              Delete
            </Button>
          )
        }
      />
      {collection.renderStatus && row && collection.renderStatus(row, form)}
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
        <SaveBar
          canEdit={canEdit}
          dirty={isDirty}
          submitting={isSubmitting}
          status={row ? 'All changes saved' : ''}
          onDiscard={() => form.reset(defaults)}
          submitLabel={row ? 'Save changes' : `Create ${spec.label.toLowerCase()}`}
          submitDisabled={row !== null && !isDirty}
        />
      </form>

      <UnsavedChangesGuard when={isDirty && !isSubmitting} />

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
            { collection: key, input: { id: row.id } },
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
