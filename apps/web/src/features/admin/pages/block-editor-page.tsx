import type { RouterOutputs } from '@forma/api';
import { Button, Card, toast } from '@forma/ui';
import { contentSchemas } from '@forma/validators/content';
import { CONTENT_DEFAULTS } from '@forma/validators/content-defaults';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, FileQuestion } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { FieldControl } from '../collections/field-control';
import type { FieldSpec } from '../collections/types';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDateTime } from '../lib/format';
import { errorMessage, isConflictError } from '../lib/errors';
import { applyServerErrors, errorAt } from '../lib/form-errors';
import { useSaveShortcut } from '../lib/use-save-shortcut';
import { useAdminContext } from '../lib/use-admin-api';
import { blockFields, type BlockField } from './block-fields';
import { BlockListField } from './block-list-field';
import { blockContent, blockFormValues, blockMergeFields } from './block-values';
import { MergeNotices } from '../merge/merge-notices';
import { EditingNotice } from '../presence/editing-notice';
import { useEditingPresence } from '../presence/presence';
import { useBasedForm, type StoredVersion } from '../merge/use-based-form';
import { useLocalBackup } from '../merge/use-local-backup';
import { unsavedKey } from '../../../lib/unsaved-work';
import { BlockPanelPreview } from './block-panel-preview';
import { BlockPreview } from './block-preview';
import { HistoryPanel } from './history-panel';
import { useCanEdit } from '../lib/roles';
import { SaveBar, useSaveFailure } from '../components/save-bar';
import { ReleaseMembership } from '../releases/release-membership';
import { ReleaseDiscardNote } from '../releases/release-discard-note';
import { pageEditor, type PageEditor } from './page-definitions';
import type { FieldAdvice } from './seo-advice';
import { formResolver } from '../lib/form-resolver';

/** Extra guidance under some fields, by section and field name. */
const FIELD_HINTS: Partial<Record<string, Record<string, string>>> = {
  hero: {
    title:
      'Inline HTML is kept: <br>, <em>, <strong>, <b>, <i> and <span class="…">. “By the” starts a new line.',
  },
};

const backLink =
  'mb-4 inline-flex items-center gap-1.5 rounded-md text-sm text-white/55 hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';

/**
 * /admin/pages/{slug} (issue 8 items 1-3): the form of one content block, built from its zod
 * schema (built-in defaults as placeholders, errors under the fields, lists with add / remove /
 * reorder; the editor definition's field changes and live counters), a live preview of the real
 * landing section fed with the draft (or the editor's own preview beside the form, e.g. search &
 * sharing, issue 18 item 6), and the block's history (diff against the current version,
 * restore). Unsaved work is guarded; Ctrl/Cmd+S saves.
 */
export function BlockEditorPage({ slug }: { slug: string }) {
  const editor = pageEditor(slug);
  const { trpc } = useAdminContext();
  const section = editor?.section ?? 'hero';
  // The published block and its draft, with the revision a save is based on (issue 41).
  const editable = useQuery({
    ...trpc.content.editable.queryOptions({ section }),
    enabled: !!editor,
  });
  const back = (
    <Link to="/admin/pages" className={backLink}>
      <ArrowLeft className="size-4" aria-hidden />
      All page blocks
    </Link>
  );

  if (!editor)
    return (
      <>
        {back}
        <Card>
          <EmptyState icon={FileQuestion} title="No such page block">
            Pick a block to edit from the list of page blocks.
          </EmptyState>
        </Card>
      </>
    );
  if (editable.isError)
    return (
      <>
        {back}
        <ErrorState
          title={`Could not load the ${editor.label.toLowerCase()} block`}
          error={editable.error}
          onRetry={() => void editable.refetch()}
          retrying={editable.isFetching}
        />
      </>
    );
  if (!editable.data)
    return (
      <>
        {back}
        <div role="status" aria-label="Loading">
          <Skeleton className="mb-8 h-9 w-64" />
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      </>
    );
  return (
    <>
      {back}
      <BlockForm editor={editor} editable={editable.data} />
    </>
  );
}

/** Every field path of the form right now (list items included), for the server's messages. */
function fieldPaths(fields: BlockField[], values: FieldValues): string[] {
  return fields.flatMap((field) =>
    field.kind === 'value'
      ? [field.name]
      : [
          field.name,
          ...((values[field.name] as unknown[] | undefined) ?? []).flatMap((_, i) =>
            field.item.map((spec) => `${field.name}.${i}.${spec.name}`),
          ),
        ],
  );
}

/** A block as `content.editable` answers it: published, draft, the revision to save on. */
type EditableBlock = RouterOutputs['content']['editable'];

/** The latest stored version of a block: its draft when it has one, else the published block. */
function headOf(editable: EditableBlock): StoredVersion {
  const head = editable.draft ?? editable.published;
  return {
    revision: editable.revision,
    content: head?.content ?? {},
    username: head?.username ?? null,
    updatedAt: head?.updatedAt ?? new Date(0),
  };
}

/**
 * The form of one block: it opens the draft when there is one, else the published block. Save
 * draft keeps the work without changing the site; Publish makes the form live (one version in the
 * history) and drops the draft; Discard draft (confirmed) goes back to the published block.
 */
function BlockForm({ editor, editable }: { editor: PageEditor; editable: EditableBlock }) {
  const { trpc, queryClient, adminUser } = useAdminContext();
  const published = editable.published?.content ?? null;
  const savedDraft = editable.draft;
  const canEdit = useCanEdit();
  const schema = contentSchemas[editor.section];
  const fields = useMemo(
    () => blockFields(schema, { hidden: editor.hidden ?? [] }),
    [schema, editor.hidden],
  );
  const defaults = CONTENT_DEFAULTS[editor.section] as Record<string, unknown>;
  const head = useMemo(() => headOf(editable), [editable]);
  const initial = useMemo(() => blockFormValues(fields, head.content), [fields, head]);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const resolver = useMemo(() => formResolver(schema), [schema]);
  const form = useForm<FieldValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const { errors, isDirty, isSubmitting } = form.formState;
  // What the preview shows, in words (issue 44 items 3 and 5): your unsaved changes only when the
  // form has some; else the stored version it shows.
  const previewShows =
    canEdit && isDirty
      ? 'with your unsaved changes'
      : savedDraft
        ? 'as the saved draft has it (not live yet)'
        : 'as it is published';
  const values = useWatch({ control: form.control }) as FieldValues;
  const draft = useMemo(() => blockContent(fields, values), [fields, values]);

  const editableKey = trpc.content.editable.queryKey({ section: editor.section });
  // Based on the revision it opened (issue 41): a newer one (someone else's save, a restore) is
  // shown at once in a form without changes, and merged into one with changes.
  const mergeFields = useMemo(() => blockMergeFields(fields), [fields]);
  const based = useBasedForm({
    form,
    head,
    fields: mergeFields,
    toContent: (v) => blockContent(fields, v),
    toValues: (c) => blockFormValues(fields, c),
  });
  // Who else has this block open, and their saves heard at once (issue 41 item 3): a save
  // reloads the block, which the form then shows or merges.
  const others = useEditingPresence(`content:${editor.section}`, () => {
    void queryClient.refetchQueries({ queryKey: editableKey });
  });
  const restoredAt = useLocalBackup({
    storageKey: unsavedKey(adminUser.id, `content:${editor.section}`),
    form,
    base: based.base,
    enabled: canEdit,
    restore: based.restore,
  });

  const publish = useMutation(trpc.content.publish.mutationOptions());
  const saveDraft = useMutation(trpc.content.saveDraft.mutationOptions());
  const discardDraft = useMutation(trpc.content.discardDraft.mutationOptions());
  /** The block as stored after the form's own save: the cache and the form's base move together. */
  const stored = (next: EditableBlock) => {
    queryClient.setQueryData(editableKey, next);
    based.saved(headOf(next));
  };
  /** A save was refused because someone saved first: load theirs, which starts the merge. */
  const conflicted = async (error: unknown) => {
    if (!isConflictError(error)) return false;
    await queryClient.refetchQueries({ queryKey: editableKey });
    return true;
  };
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.dashboard.queryKey() }),
      queryClient.invalidateQueries({ queryKey: [`/api/content/${editor.section}`] }),
    ]);
  };

  // Where focus goes once Discard draft (confirmed) took the button that opened it away. A save
  // leaves focus where it is: on the save bar's button pressed, which stays focusable.
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The status is in the sticky save bar, on screen wherever the page is scrolled: focusing it
  // must not scroll the page to the bar's place at the end of the form.
  const focusStatus = () =>
    requestAnimationFrame(() => statusRef.current?.focus({ preventScroll: true }));
  // Why the last save failed, said in the save bar (a failed Discard draft only in its toast).
  const saveFailure = useSaveFailure();

  /** Publishes the form: the block goes live, into the history, and its draft is dropped. */
  const onSubmit = form.handleSubmit(async (raw) => {
    saveFailure.clear();
    try {
      const saved = await publish.mutateAsync({
        section: editor.section,
        content: blockContent(fields, raw),
        revision: based.base.revision,
      });
      queryClient.setQueryData(trpc.content.get.queryKey({ section: editor.section }), {
        content: saved.content,
      });
      const by = { username: adminUser.username, updatedAt: saved.updatedAt };
      stored({
        section: editor.section,
        revision: saved.revision,
        published: { content: saved.content, revision: saved.revision, ...by },
        draft: null,
      });
      form.reset(blockFormValues(fields, saved.content));
      toast({
        title: 'Published',
        description: `The ${editor.label.toLowerCase()} block is live on the site.`,
      });
      void refresh();
    } catch (error) {
      if (await conflicted(error))
        return saveFailure.fail('Not published: someone else saved first', error);
      applyServerErrors(error, form.setError, fieldPaths(fields, raw), ['content']);
      saveFailure.fail('Could not publish the changes', error);
    }
  });

  /** Keeps the form as the block's draft; the site goes on showing the published block. */
  const onSaveDraft = form.handleSubmit(async (raw) => {
    saveFailure.clear();
    try {
      const saved = await saveDraft.mutateAsync({
        section: editor.section,
        content: blockContent(fields, raw),
        revision: based.base.revision,
      });
      // The save bar's status (a live region) says the new draft at once, never the old state.
      stored({
        ...editable,
        revision: saved.revision,
        draft: {
          content: saved.content,
          revision: saved.revision,
          updatedAt: saved.updatedAt,
          username: adminUser.username,
        },
      });
      form.reset(blockFormValues(fields, saved.content));
      toast({
        title: 'Draft saved',
        description: 'The site still shows the published block. Publish makes this draft live.',
      });
      await queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() });
    } catch (error) {
      if (await conflicted(error))
        return saveFailure.fail('Draft not saved: someone else saved first', error);
      applyServerErrors(error, form.setError, fieldPaths(fields, raw), ['content']);
      saveFailure.fail('Could not save the draft', error);
    }
  });

  const onDiscardDraft = async () => {
    saveFailure.clear();
    try {
      await discardDraft.mutateAsync({ section: editor.section, revision: based.base.revision });
      form.reset(blockFormValues(fields, published));
      stored({
        ...editable,
        revision: editable.published?.revision ?? 0,
        draft: null,
      });
      // Close the confirm dialog first: closing gives focus back to the button that opened it
      // (gone now), and the status line must get it after that, not before.
      flushSync(() => setConfirmDiscard(false));
      focusStatus();
      toast({
        title: 'Draft discarded',
        description: `The form shows the published ${editor.label.toLowerCase()} block again.`,
      });
      void refresh();
    } catch (error) {
      const stale = await conflicted(error);
      toast({
        title: stale
          ? 'Draft not discarded: someone else saved it meanwhile'
          : 'Could not discard the draft',
        description: stale
          ? 'Their version is in the form now. Look it over before discarding.'
          : errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setConfirmDiscard(false);
    }
  };

  // Ctrl/Cmd+S keeps a changed form as the draft; only Publish changes the site.
  useSaveShortcut(() => form.formState.isDirty && onSaveDraft());

  // The editor's own field changes and live advice come last: they know the block best.
  const specOf = (spec: FieldSpec, advice: FieldAdvice | undefined): FieldSpec => {
    const fallback = defaults[spec.name];
    const hint = FIELD_HINTS[editor.section]?.[spec.name];
    const media = ['image', 'video'].includes(spec.widget);
    return {
      ...spec,
      ...(typeof fallback === 'string' && !media && { placeholder: fallback }),
      ...(hint && { hint }),
      ...(media &&
        typeof fallback === 'string' && {
          hint: `Empty: the built-in ${spec.widget} is shown (${fallback}).`,
        }),
      ...editor.fields?.[spec.name],
      ...(advice && {
        hint: (
          <span data-advice={advice.level} className="data-[advice=warning]:text-amber-200">
            {advice.message}
          </span>
        ),
      }),
    };
  };
  const adviceOf = (name: string): FieldAdvice | undefined => {
    const value = values[name] as unknown;
    return editor.advice?.[name]?.(typeof value === 'string' ? value : '');
  };

  return (
    <>
      <PageHeader
        eyebrow="Pages"
        title={editor.label}
        description={editor.description}
        actions={
          <a
            href={`/${editor.anchor ? `#${editor.anchor}` : ''}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-9 items-center gap-2 rounded-full border border-white/15 bg-white/[0.04] px-4 text-sm font-medium hover:bg-white/[0.08] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          >
            View on site
            <ExternalLink className="size-4" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        }
      />
      <ReleaseMembership
        entity="content"
        entityKey={editor.section}
        label={`The ${editor.label.toLowerCase()} block`}
        hasDraft={!!savedDraft}
        isLive
      />
      <EditingNotice users={others} />
      <MergeNotices based={based} restoredAt={restoredAt} canEdit={canEdit} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <form noValidate onSubmit={onSubmit} aria-label={`${editor.label} block`}>
          {/* A viewer reads the fields; the disabled fieldset keeps every control from changing. */}
          <fieldset disabled={!canEdit} className="contents">
            <Card className="grid gap-6 p-5 sm:p-6 md:grid-cols-2">
              {fields.map((field) => {
                if (field.kind === 'value') {
                  const advice = adviceOf(field.name);
                  const spec = specOf(field.spec, advice);
                  return (
                    <div key={field.name} className={spec.wide ? 'md:col-span-2' : undefined}>
                      <FieldControl
                        spec={spec}
                        control={form.control}
                        error={errorAt(errors, field.name)}
                      />
                      {advice && (
                        <p className="sr-only" aria-live="polite">
                          {advice.status}
                        </p>
                      )}
                    </div>
                  );
                }
                return (
                  <BlockListField
                    key={field.name}
                    field={field}
                    control={form.control}
                    defaults={(defaults[field.name] as Record<string, unknown>[] | undefined) ?? []}
                    errorOf={(name) => errorAt(errors, name)}
                  />
                );
              })}
            </Card>
          </fieldset>
          <SaveBar
            canEdit={canEdit}
            dirty={isDirty}
            submitting={publish.isPending}
            status={
              savedDraft ? (
                <span data-testid="draft-status">
                  Draft saved {formatDateTime(savedDraft.updatedAt)}
                  {savedDraft.username ? ` by ${savedDraft.username}` : ''}: not live yet
                </span>
              ) : published ? (
                'Published'
              ) : (
                'Showing defaults'
              )
            }
            statusAction={
              savedDraft && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => setConfirmDiscard(true)}
                >
                  Discard draft
                </Button>
              )
            }
            statusRef={statusRef}
            failure={saveFailure.failure}
            onDiscard={() => {
              saveFailure.clear();
              form.reset(initial);
            }}
            submitLabel="Publish"
            submitDisabled={(!isDirty && !savedDraft) || isSubmitting || !!based.pending}
            secondary={{
              label: 'Save draft',
              onClick: () => void onSaveDraft(),
              disabled: !isDirty || isSubmitting || !!based.pending,
              loading: saveDraft.isPending,
            }}
          />
        </form>
        {editor.previewIn === 'panel' ? (
          <BlockPanelPreview editor={editor} draft={draft} shows={previewShows} />
        ) : (
          <BlockPreview editor={editor} draft={draft} shows={previewShows} />
        )}
      </div>
      <HistoryPanel
        canRestore={canEdit}
        editor={editor}
        fields={fields}
        current={published}
        revision={based.base.revision}
        dirty={isDirty}
        draftWaits={!!savedDraft}
        onRestored={(restored) => {
          // A waiting draft stays what the form shows; otherwise the form takes the restored block.
          if (!savedDraft) {
            saveFailure.clear();
            form.reset(blockFormValues(fields, restored));
          }
          void refresh();
        }}
      />
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard this draft?"
        description={
          <>
            The changes saved as a draft of the {editor.label.toLowerCase()} block are dropped. The
            published block stays as it is.
            <ReleaseDiscardNote entity="content" entityKey={editor.section} />
          </>
        }
        confirmLabel="Discard draft"
        pending={discardDraft.isPending}
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => void onDiscardDraft()}
      />
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
    </>
  );
}
