import { Button, toast } from '@forma/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { MODAL_DIALOG_CLASS, useModalDialog } from '../components/use-modal-dialog';
import { errorMessage } from '../lib/errors';
import { useAdminContext } from '../lib/use-admin-api';
import { callTime, clockTime, dayLabel, type CallRow } from './call-format';

/** Days of free slots one view of the dialog shows. */
const DAYS = 7;

/**
 * Moves a call (issue 42 item 6) to another of its host's free times: the free slots of `DAYS`
 * days from `calls.slots` (in the host's zone, the call's own time counted free), a day at a
 * time with Earlier / Later, one picked as a radio, then "Move call"; the visitor gets the new
 * invite. A CONFLICT (taken meanwhile) says so and reloads the slots. `call` null: closed.
 */
export function RescheduleDialog({
  call,
  onClose,
  onMoved,
}: {
  call: CallRow | null;
  onClose: () => void;
  onMoved: (moved: CallRow) => void;
}) {
  const { trpc, queryClient } = useAdminContext();
  const ref = useModalDialog(call !== null, onClose);
  const titleId = useId();
  const [from, setFrom] = useState<string | undefined>(undefined);
  const [picked, setPicked] = useState<string | null>(null);
  const slots = useQuery({
    ...trpc.calls.slots.queryOptions({ id: call?.id ?? 0, from, days: DAYS }),
    enabled: call !== null,
    placeholderData: keepPreviousData,
  });
  const move = useMutation(trpc.calls.reschedule.mutationOptions());
  const zone = call?.hostTimeZone ?? 'UTC';
  const days = (slots.data?.days ?? []).filter((day) => day.slots.length > 0);

  const onSubmit = async () => {
    if (!call || !picked) return;
    try {
      const moved = await move.mutateAsync({ id: call.id, start: picked });
      toast({
        title: 'Call moved',
        description: `The call with ${call.name} is now ${callTime(moved.startsAt, zone)} (${zone}); ${call.email} gets the new invite.`,
      });
      onMoved(moved);
    } catch (error) {
      toast({
        title: 'Could not move the call',
        description: errorMessage(error),
        variant: 'destructive',
      });
      setPicked(null);
      await queryClient.invalidateQueries({ queryKey: trpc.calls.slots.pathKey() });
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!move.isPending) onClose();
      }}
      className={`${MODAL_DIALOG_CLASS} max-w-2xl`}
    >
      {call ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
          className="flex flex-col"
        >
          <div className="flex flex-col gap-4 p-6">
            <div>
              <h2 id={titleId} className="text-lg font-semibold tracking-tight">
                Reschedule the call with {call.name}
              </h2>
              <p className="mt-2 text-sm text-white/60">
                Now {callTime(call.startsAt, zone)} ({zone}). Pick one of {call.hostName}’s free
                times, shown in {zone}; {call.email} is e-mailed the new time and invite.
              </p>
            </div>
            <div className="flex items-center justify-between gap-2">
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={!slots.data?.previous}
                onClick={() => setFrom(slots.data?.previous ?? undefined)}
              >
                <ChevronLeft aria-hidden />
                Earlier
              </Button>
              <p className="text-sm text-white/60 tabular-nums" aria-live="polite">
                {slots.data ? `From ${dayLabel(slots.data.from)}` : 'Loading free times…'}
              </p>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={!slots.data?.next}
                onClick={() => setFrom(slots.data?.next ?? undefined)}
              >
                Later
                <ChevronRight aria-hidden />
              </Button>
            </div>
            {slots.isError ? (
              <ErrorState
                title="Could not load the free times"
                error={slots.error}
                onRetry={() => void slots.refetch()}
                retrying={slots.isFetching}
              />
            ) : slots.isPending ? (
              <div role="status" aria-label="Loading free times" className="space-y-2">
                <Skeleton className="h-10 w-full rounded-xl" />
                <Skeleton className="h-10 w-full rounded-xl" />
              </div>
            ) : days.length === 0 ? (
              <p className="rounded-xl border border-white/10 px-4 py-3 text-sm text-white/65">
                No free times these days. Try Later.
              </p>
            ) : (
              <fieldset className="min-w-0">
                <legend className="sr-only">Free times</legend>
                <div className="max-h-[50vh] space-y-4 overflow-y-auto pr-1">
                  {days.map((day) => (
                    <div key={day.date} role="group" aria-label={dayLabel(day.date)}>
                      <p className="mb-2 text-sm font-medium text-white/85">{dayLabel(day.date)}</p>
                      <div className="flex flex-wrap gap-2">
                        {day.slots.map((slot) => (
                          <label
                            key={slot.start}
                            className="cursor-pointer rounded-full border border-white/15 px-3 py-1.5 text-sm tabular-nums has-checked:border-violet-400 has-checked:bg-violet-500/20 has-focus-visible:ring-2 has-focus-visible:ring-violet-400"
                          >
                            <input
                              type="radio"
                              name="slot"
                              value={slot.start}
                              checked={picked === slot.start}
                              onChange={() => setPicked(slot.start)}
                              className="sr-only"
                            />
                            {clockTime(slot.start, zone)}
                          </label>
                        ))}
                      </div>
                    </div>
                  ))}
                </div>
              </fieldset>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-white/[0.07] px-6 py-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" size="sm" onClick={onClose} disabled={move.isPending}>
              Keep the time
            </Button>
            <Button type="submit" size="sm" disabled={!picked} loading={move.isPending}>
              {picked ? `Move to ${callTime(picked, zone)}` : 'Move call'}
            </Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
