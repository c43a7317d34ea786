import { Badge, Button, Card, toast } from '@forma/ui';
import { BOOKING_QUESTIONS } from '@forma/validators/booking-values';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { useConsoleRole } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';
import { EventTypeFormDialog, type EventTypeRow } from './event-type-form-dialog';

/** The add/edit form's opening: which type (null: a new one); `key` remounts the form. */
interface FormOpening {
  key: number;
  type: EventTypeRow | null;
  open: boolean;
}

/**
 * The event types (issue 42 item 1) on the Availability screen: title, slug, duration, location,
 * questions and whether it is active. Admins add, edit and delete (after a confirm; a type that
 * was booked cannot be deleted, and the message says to switch it off); other roles read.
 */
export function EventTypesSection() {
  const { trpc, queryClient } = useAdminContext();
  const isAdmin = useConsoleRole() === 'admin';
  const list = useQuery(trpc.calls.eventTypes.queryOptions());
  const remove = useMutation(trpc.calls.deleteEventType.mutationOptions());
  const [form, setForm] = useState<FormOpening>({ key: 0, type: null, open: false });
  const [deleting, setDeleting] = useState<EventTypeRow | null>(null);
  const openForm = (type: EventTypeRow | null) =>
    setForm((current) => ({ key: current.key + 1, type, open: true }));

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({ title: 'Event type deleted', description: `“${deleting.title}” is gone.` });
    } catch (error) {
      toast({
        title: 'Could not delete the event type',
        description: `${errorMessage(error)}. Switch it off instead (Edit, then Active) so nobody can book it.`,
        variant: 'destructive',
      });
    }
    setDeleting(null);
    await queryClient.invalidateQueries({ queryKey: trpc.calls.eventTypes.queryKey() });
  };

  return (
    <Card role="region" aria-labelledby="event-types-heading" className="mt-8 overflow-hidden">
      <div className="flex flex-wrap items-end justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div>
          <h2 id="event-types-heading" className="text-base font-semibold tracking-tight">
            Event types
          </h2>
          <p className="text-sm text-white/60">
            What visitors can book, for everyone who takes calls.
            {isAdmin ? '' : ' Admins change them.'}
          </p>
        </div>
        {isAdmin ? (
          <Button type="button" size="sm" onClick={() => openForm(null)}>
            <Plus aria-hidden />
            Add event type
          </Button>
        ) : null}
      </div>
      {list.isError ? (
        <div className="p-5">
          <ErrorState
            title="Could not load the event types"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </div>
      ) : list.isPending ? (
        <div role="status" aria-label="Loading event types" className="p-5">
          <Skeleton className="h-16 w-full rounded-xl" />
        </div>
      ) : (
        <ul aria-label="Event types" className="mt-4 divide-y divide-white/[0.06]">
          {list.data.map((type) => (
            <li key={type.id} className="flex flex-col gap-2 px-5 py-4 sm:px-6">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-medium text-white">{type.title}</h3>
                <span className="font-mono text-xs text-white/55">{type.slug}</span>
                <Badge variant={type.active ? 'success' : 'default'}>
                  {type.active ? 'Active' : 'Off'}
                </Badge>
              </div>
              <p className="text-sm text-white/65">
                {type.durationMin} min · {type.locationKind === 'video' ? 'Video call' : 'Phone'}
                {type.locationValue ? (
                  <span className="break-all"> · {type.locationValue}</span>
                ) : null}
              </p>
              <p className="text-sm text-white/55">
                Asks:{' '}
                {type.questions.length === 0
                  ? 'nothing'
                  : type.questions.map((key) => BOOKING_QUESTIONS[key].label).join(', ')}
              </p>
              {isAdmin ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${type.title}`}
                    onClick={() => openForm(type)}
                  >
                    <Pencil aria-hidden />
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${type.title}`}
                    onClick={() => setDeleting(type)}
                  >
                    <Trash2 aria-hidden />
                    Delete
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {isAdmin ? (
        <EventTypeFormDialog
          key={form.key}
          open={form.open}
          type={form.type}
          onClose={() => setForm((current) => ({ ...current, open: false }))}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this event type?"
        description={`“${deleting?.title ?? ''}” can no longer be booked. A type that was ever booked cannot be deleted: switch it off instead.`}
        confirmLabel="Delete event type"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void onDelete()}
      />
    </Card>
  );
}
