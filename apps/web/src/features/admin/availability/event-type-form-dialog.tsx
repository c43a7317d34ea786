import type { RouterOutputs } from '@forma/api';
import { Button, toast } from '@forma/ui';
import type { EventTypeInput } from '@forma/validators';
import { eventTypeInput } from '@forma/validators/booking';
import { BOOKING_QUESTION_KEYS, BOOKING_QUESTIONS } from '@forma/validators/booking-values';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController, useForm, type Control, type FieldValues } from 'react-hook-form';
import { FieldControl } from '../collections/field-control';
import type { FieldSpec } from '../collections/types';
import { ConfirmDialog } from '../components/confirm-dialog';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { MODAL_DIALOG_CLASS, useModalDialog } from '../components/use-modal-dialog';
import { errorMessage } from '../lib/errors';
import { applyServerErrors, errorAt, fieldErrorMessage } from '../lib/form-errors';
import { formResolver } from '../lib/form-resolver';
import { useAdminContext } from '../lib/use-admin-api';

/** An event type as `calls.eventTypes` lists it. */
export type EventTypeRow = RouterOutputs['calls']['eventTypes'][number];

/** The form's fields but the questions (a checkbox list of their own). */
const FIELDS = {
  title: { name: 'title', label: 'Title', widget: 'text', placeholder: 'Intro call' },
  slug: {
    name: 'slug',
    label: 'Slug',
    widget: 'text',
    placeholder: 'intro-call',
    hint: 'Names it in links and the API: lowercase letters, digits and dashes.',
  },
  description: { name: 'description', label: 'Description', widget: 'textarea', wide: true },
  durationMin: {
    name: 'durationMin',
    label: 'Duration (min)',
    widget: 'number',
    min: 10,
    max: 240,
    step: 5,
  },
  locationKind: {
    name: 'locationKind',
    label: 'Location',
    widget: 'select',
    options: [
      { value: 'video', label: 'Video call' },
      { value: 'phone', label: 'Phone' },
    ],
  },
  locationValue: {
    name: 'locationValue',
    label: 'Link or number',
    widget: 'text',
    hint: 'A video-call link (https://…) or the number to call; empty to send it later.',
    wide: true,
  },
  active: {
    name: 'active',
    label: 'Active',
    widget: 'switch',
    hint: 'Only active types can be booked.',
  },
} satisfies Record<string, FieldSpec>;

const FIELD_NAMES = [
  'title',
  'slug',
  'description',
  'durationMin',
  'locationKind',
  'locationValue',
  'questions',
  'active',
] as const;

function valuesOf(type: EventTypeRow | null): FieldValues {
  return {
    title: type?.title ?? '',
    slug: type?.slug ?? '',
    description: type?.description ?? '',
    durationMin: type?.durationMin ?? 30,
    locationKind: type?.locationKind ?? 'video',
    locationValue: type?.locationValue ?? '',
    questions: type ? [...type.questions] : [...BOOKING_QUESTION_KEYS],
    active: type?.active ?? true,
  };
}

/**
 * Adds or edits an event type (issue 42 item 1), admins only, in a modal: title, slug,
 * description, duration, location kind and value, the questions asked (checkboxes of
 * BOOKING_QUESTIONS) and Active. Validated with the validators' `eventTypeInput` (messages under
 * each field, the server's too: a taken slug), unsaved work kept (leaving asks), a toast says
 * what happened. Read once when it mounts (the section gives it a new `key` per opening).
 */
export function EventTypeFormDialog({
  open,
  type,
  onClose,
}: {
  open: boolean;
  type: EventTypeRow | null;
  onClose: () => void;
}) {
  const { trpc, queryClient } = useAdminContext();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const ref = useModalDialog(open, () => {
    if (!form.formState.isDirty) return onClose();
    ref.current?.showModal();
    setConfirmDiscard(true);
  });
  const titleId = useId();
  const form = useForm<FieldValues>({
    resolver: formResolver(eventTypeInput),
    defaultValues: valuesOf(type),
  });
  const create = useMutation(trpc.calls.createEventType.mutationOptions());
  const update = useMutation(trpc.calls.updateEventType.mutationOptions());
  const saving = create.isPending || update.isPending;
  const dirty = form.formState.isDirty;
  const { errors } = form.formState;

  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirmDiscard(true);
    else onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const input = values as EventTypeInput;
    try {
      const saved = type
        ? await update.mutateAsync({ id: type.id, data: input })
        : await create.mutateAsync(input);
      form.reset(valuesOf(saved));
      toast({
        title: type ? 'Event type saved' : 'Event type added',
        description: saved.active
          ? `Visitors can book “${saved.title}” (${saved.durationMin} min).`
          : `“${saved.title}” is switched off: nobody can book it.`,
      });
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELD_NAMES, ['data']))
        toast({
          title: type ? 'Could not save the event type' : 'Could not add the event type',
          description: errorMessage(error),
          variant: 'destructive',
        });
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.calls.eventTypes.queryKey() });
    }
  });

  const fieldError = (spec: FieldSpec) => fieldErrorMessage(errors, spec, eventTypeInput);
  const field = (spec: FieldSpec) => (
    <FieldControl
      spec={spec}
      control={form.control}
      error={fieldError(spec)}
      idPrefix="event-type"
    />
  );

  return (
    <>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          requestClose();
        }}
        className={`${MODAL_DIALOG_CLASS} max-w-2xl`}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col">
          <div className="flex flex-col gap-5 p-6">
            <h2 id={titleId} className="text-lg font-semibold tracking-tight">
              {type ? `Edit “${type.title}”` : 'Add an event type'}
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              {field(FIELDS.title)}
              {field(FIELDS.slug)}
            </div>
            {field(FIELDS.description)}
            <div className="grid gap-5 sm:grid-cols-2">
              {field(FIELDS.durationMin)}
              {field(FIELDS.locationKind)}
            </div>
            {field(FIELDS.locationValue)}
            <QuestionsField control={form.control} error={errorAt(errors, 'questions')} />
            {field(FIELDS.active)}
          </div>
          <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-white/[0.07] bg-[#0e0e17] px-6 py-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" size="sm" onClick={requestClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" size="sm" loading={saving}>
              {type ? 'Save changes' : 'Add event type'}
            </Button>
          </div>
        </form>
      </dialog>
      <UnsavedChangesGuard when={open && dirty} />
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard your changes?"
        description="What you typed in this event type's form is lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          form.reset(valuesOf(type));
          onClose();
        }}
      />
    </>
  );
}

/** The questions an event type asks: one checkbox per BOOKING_QUESTIONS, in their order. */
function QuestionsField({ control, error }: { control: Control<FieldValues>; error?: string }) {
  const { field } = useController({ name: 'questions', control });
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={error ? 'event-type-questions-error' : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-white/85">Questions asked</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {BOOKING_QUESTION_KEYS.map((key) => (
          <label
            key={key}
            className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm hover:bg-white/[0.04]"
          >
            <input
              type="checkbox"
              className="size-4 accent-violet-500"
              checked={chosen.includes(key)}
              ref={key === BOOKING_QUESTION_KEYS[0] ? field.ref : undefined}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(
                  event.target.checked
                    ? BOOKING_QUESTION_KEYS.filter((k) => k === key || chosen.includes(k))
                    : chosen.filter((k) => k !== key),
                )
              }
            />
            {BOOKING_QUESTIONS[key].label}
          </label>
        ))}
      </div>
      {error ? (
        <p
          id="event-type-questions-error"
          role="alert"
          className="mt-2 text-[13px] font-medium text-red-300"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
