import { Button, toast } from '@forma/ui';
import { WEBHOOK_EVENT_TYPES, webhookEndpointCreateInput } from '@forma/validators/webhooks';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController, useForm, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FieldControl } from '../collections/field-control';
import type { FieldSpec } from '../collections/types';
import { ConfirmDialog } from '../components/confirm-dialog';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { MODAL_DIALOG_CLASS, useModalDialog } from '../components/use-modal-dialog';
import { errorMessage } from '../lib/errors';
import { applyServerErrors, errorAt, fieldErrorMessage } from '../lib/form-errors';
import { formResolver } from '../lib/form-resolver';
import { useAdminContext } from '../lib/use-admin-api';
import type { ShownSecret } from './secret-dialog';
import { eventDescription, eventName, type WebhookEndpointRow } from './webhook-format';

/** The form's fields but the events (a checkbox list of its own): the console's field widgets. */
const FIELDS = {
  url: {
    name: 'url',
    label: 'URL',
    widget: 'url',
    placeholder: 'https://example.com/webhooks/forma',
    hint: 'Where the events are sent (POST). It should answer 2xx within 10 seconds.',
  },
  description: {
    name: 'description',
    label: 'Description',
    widget: 'text',
    hint: 'Optional: what this endpoint is for, so your team knows.',
  },
  active: {
    name: 'active',
    label: 'Active',
    widget: 'switch',
    hint: 'While it is off, it receives no events (none are kept for it).',
  },
} satisfies Record<string, FieldSpec>;

/** Every field name, for the server's messages under them. */
const FIELD_NAMES = ['url', 'description', 'events', 'active'] as const;

/** The form's values: an endpoint's, or a new one's (every event unticked, active). */
function valuesOf(
  endpoint: Pick<WebhookEndpointRow, 'url' | 'description' | 'events' | 'active'> | null,
): FieldValues {
  return {
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: endpoint ? [...endpoint.events] : [],
    active: endpoint?.active ?? true,
  };
}

/**
 * Adds or edits a webhook endpoint (issue 43) in a modal: URL, description, the events as a
 * checkbox list with their labels and "All events", and Active. Validated with the validators'
 * `webhookEndpointCreateInput` (messages under each field), the server's messages go under their
 * fields too, and a toast says what happened. `endpoint` null adds one; its values are read once,
 * when the dialog mounts (the page gives it a new `key` for each opening), so a refetch of the
 * list never overwrites what is being typed. Leaving with unsaved changes (Escape, Cancel, the
 * browser's back) asks first. A new endpoint's secret goes to `onCreated`; `onClose` closes it.
 */
export function EndpointFormDialog({
  open,
  endpoint,
  onClose,
  onCreated,
}: {
  open: boolean;
  endpoint: WebhookEndpointRow | null;
  onClose: () => void;
  onCreated: (shown: ShownSecret) => void;
}) {
  const { trpc, queryClient } = useAdminContext();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Closed by the browser on a second Escape: shown again, and asked, when work would be lost.
  const ref = useModalDialog(open, () => {
    if (!form.formState.isDirty) return onClose();
    ref.current?.showModal();
    setConfirmDiscard(true);
  });
  const titleId = useId();
  const form = useForm<FieldValues>({
    resolver: formResolver(webhookEndpointCreateInput),
    defaultValues: valuesOf(endpoint),
  });
  const create = useMutation(trpc.webhooks.create.mutationOptions());
  const update = useMutation(trpc.webhooks.update.mutationOptions());
  const saving = create.isPending || update.isPending;
  const dirty = form.formState.isDirty;
  const { errors } = form.formState;
  const control = form.control;

  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirmDiscard(true);
    else onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const input = values as z.output<typeof webhookEndpointCreateInput>;
    try {
      if (endpoint) {
        const saved = await update.mutateAsync({ id: endpoint.id, ...input });
        form.reset(valuesOf(saved));
        toast({ title: 'Endpoint saved', description: `${saved.url} gets the events you chose.` });
        onClose();
      } else {
        const { endpoint: made, secret } = await create.mutateAsync(input);
        form.reset(valuesOf(null));
        toast({
          title: 'Endpoint added',
          description: 'Copy its signing secret now: it is shown once.',
        });
        onCreated({ url: made.url, secret, previousUntil: null });
      }
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELD_NAMES))
        toast({
          title: endpoint ? 'Could not save the endpoint' : 'Could not add the endpoint',
          description: errorMessage(error),
          variant: 'destructive',
        });
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.webhooks.pathKey() });
    }
  });

  const fieldError = (spec: FieldSpec) =>
    fieldErrorMessage(errors, spec, webhookEndpointCreateInput);

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
            <div>
              <h2 id={titleId} className="text-lg font-semibold tracking-tight">
                {endpoint ? 'Edit endpoint' : 'Add an endpoint'}
              </h2>
              <p className="mt-2 text-sm text-white/60">
                {endpoint
                  ? 'Changes apply to the next events; deliveries already queued keep their address.'
                  : 'The site POSTs each chosen event to this address as JSON, signed with a secret you see once, after saving.'}
              </p>
            </div>
            <FieldControl
              spec={FIELDS.url}
              control={control}
              error={fieldError(FIELDS.url)}
              idPrefix="webhook"
            />
            <FieldControl
              spec={FIELDS.description}
              control={control}
              error={fieldError(FIELDS.description)}
              idPrefix="webhook"
            />
            <EventsField control={control} error={errorAt(errors, 'events')} />
            <FieldControl
              spec={FIELDS.active}
              control={control}
              error={fieldError(FIELDS.active)}
              idPrefix="webhook"
            />
          </div>
          <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-white/[0.07] bg-[#0e0e17] px-6 py-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" size="sm" onClick={requestClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" size="sm" loading={saving}>
              {endpoint ? 'Save changes' : 'Add endpoint'}
            </Button>
          </div>
        </form>
      </dialog>
      <UnsavedChangesGuard when={open && dirty} />
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard your changes?"
        description="What you typed in this endpoint's form is lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          form.reset(valuesOf(endpoint));
          onClose();
        }}
      />
    </>
  );
}

/** The id of the events' error line (the fieldset is described by it). */
const EVENTS_ERROR_ID = 'webhook-events-error';

/**
 * The events an endpoint receives (issue 43): "All events" (mixed when some are ticked) and one
 * checkbox per WEBHOOK_EVENT_TYPES with its name, what it tells and its type; the error under
 * the list. A failed submit focuses "All events".
 */
function EventsField({ control, error }: { control: Control<FieldValues>; error?: string }) {
  const { field } = useController({ name: 'events', control });
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const all = chosen.length === WEBHOOK_EVENT_TYPES.length;
  const some = chosen.length > 0 && !all;
  const box = 'mt-0.5 size-4 shrink-0 cursor-pointer accent-violet-500';
  return (
    <fieldset className="min-w-0" aria-describedby={error ? EVENTS_ERROR_ID : undefined}>
      <legend className="mb-1 text-sm font-medium text-white/85">Events</legend>
      <p className="mb-3 text-xs text-white/50">The site sends this endpoint the events ticked.</p>
      <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-white/10 bg-white/[0.03] px-3 py-2.5 text-sm font-medium text-white/90">
        <input
          type="checkbox"
          ref={(el) => {
            field.ref(el);
            if (el) el.indeterminate = some;
          }}
          className={box}
          checked={all}
          onChange={(event) => field.onChange(event.target.checked ? [...WEBHOOK_EVENT_TYPES] : [])}
          onBlur={field.onBlur}
        />
        All events
        <span className="ml-auto text-xs font-normal text-white/50 tabular-nums">
          {chosen.length} of {WEBHOOK_EVENT_TYPES.length}
        </span>
      </label>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <li key={type}>
            <label className="flex h-full cursor-pointer items-start gap-3 rounded-xl px-3 py-2 transition-colors hover:bg-white/[0.04]">
              <input
                type="checkbox"
                className={box}
                aria-labelledby={`webhook-event-${type}`}
                aria-describedby={`webhook-event-${type}-about`}
                checked={chosen.includes(type)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? WEBHOOK_EVENT_TYPES.filter((t) => t === type || chosen.includes(t))
                      : chosen.filter((t) => t !== type),
                  )
                }
                onBlur={field.onBlur}
              />
              <span className="min-w-0">
                <span
                  id={`webhook-event-${type}`}
                  className="block text-sm font-medium text-white/90"
                >
                  {eventName(type)}
                </span>
                <span id={`webhook-event-${type}-about`} className="block text-xs text-white/55">
                  {eventDescription(type)}
                </span>
                <span aria-hidden className="block font-mono text-[11px] text-white/50">
                  {type}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={EVENTS_ERROR_ID} role="alert" className="mt-2 text-[13px] font-medium text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
