import { Button, Card, FormField, Input, Switch, toast } from '@forma/ui';
import type { DateOverrideInput } from '@forma/validators';
import { dateOverrideInput } from '@forma/validators/booking';
import { useMutation } from '@tanstack/react-query';
import { CalendarOff, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useFieldArray, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { EmptyState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { applyServerErrors, errorAt } from '../lib/form-errors';
import { formResolver } from '../lib/form-resolver';
import { useAdminContext } from '../lib/use-admin-api';
import { TIME_FIELD, TIME_INPUT } from './time-range';
import { dayLabel } from '../calls/call-format';

/** A stored override as `calls.availability` answers. */
interface OverrideRow extends DateOverrideInput {
  id: number;
}

/** The form: `dateOverrideInput` with "Day off" (which stands for no hours). */
const overrideForm = z.preprocess(
  (v: FieldValues) => (v.dayOff ? { ...v, intervals: [] } : v),
  dateOverrideInput.extend({ dayOff: z.boolean().optional() }),
);

const EMPTY: FieldValues = {
  date: '',
  dayOff: false,
  intervals: [{ start: '09:00', end: '17:00' }],
};

/**
 * The signed-in user's date overrides (issue 42 item 1): hours on one date in place of the
 * weekly ones, or a day off. A list from today on with Delete (after a confirm), and a form to
 * add one (date, "Day off" or stretches of hours), validated with `dateOverrideInput`; saving a
 * date that has one replaces it. `enabled` false (no availability saved yet): explained instead.
 */
export function DateOverrides({
  overrides,
  enabled,
}: {
  overrides: readonly OverrideRow[];
  enabled: boolean;
}) {
  const { trpc, queryClient } = useAdminContext();
  const save = useMutation(trpc.calls.saveOverride.mutationOptions());
  const remove = useMutation(trpc.calls.deleteOverride.mutationOptions());
  const [deleting, setDeleting] = useState<OverrideRow | null>(null);
  const form = useForm<FieldValues>({
    resolver: formResolver(overrideForm),
    defaultValues: EMPTY,
  });
  const intervals = useFieldArray({ control: form.control, name: 'intervals' });
  const dayOff = Boolean(useWatch({ control: form.control, name: 'dayOff' }));
  const { errors, isDirty } = form.formState;
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.calls.pathKey() });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = values as z.output<typeof overrideForm>;
    try {
      await save.mutateAsync({ date: input.date, intervals: input.intervals });
      toast({
        title: 'Date saved',
        description: input.dayOff
          ? `${dayLabel(input.date)} is a day off: no calls that day.`
          : `${dayLabel(input.date)} has the hours you set instead of the weekly ones.`,
      });
      form.reset(EMPTY);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['date', 'intervals']))
        toast({
          title: 'Could not save the date',
          description: errorMessage(error),
          variant: 'destructive',
        });
    }
    await refresh();
  });

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({
        title: 'Date removed',
        description: `${dayLabel(deleting.date)} follows your weekly hours again.`,
      });
    } catch (error) {
      toast({
        title: 'Could not remove the date',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
    setDeleting(null);
    await refresh();
  };

  const intervalsError = errorAt(errors, 'intervals') ?? errorAt(errors, 'intervals.root');

  return (
    <Card role="region" aria-labelledby="overrides-heading" className="mt-8 overflow-hidden">
      <div className="px-5 pt-5 sm:px-6 sm:pt-6">
        <h2 id="overrides-heading" className="text-base font-semibold tracking-tight">
          Date overrides
        </h2>
        <p className="text-sm text-white/60">
          A day off, or other hours on one date, in place of your weekly hours.
        </p>
      </div>
      {!enabled ? (
        <p className="px-5 py-5 text-sm text-white/60 sm:px-6">
          Save your availability first; then you can add dates here.
        </p>
      ) : (
        <>
          {overrides.length === 0 ? (
            <EmptyState icon={CalendarOff} title="No date overrides">
              Every day follows your weekly hours.
            </EmptyState>
          ) : (
            <ul aria-label="Date overrides" className="mt-4 divide-y divide-white/[0.06]">
              {overrides.map((row) => (
                <li
                  key={row.id}
                  className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 sm:px-6"
                >
                  <div>
                    <p className="text-sm font-medium text-white/90">{dayLabel(row.date)}</p>
                    <p className="text-sm text-white/60 tabular-nums">
                      {row.intervals.length === 0
                        ? 'Day off'
                        : row.intervals.map((i) => `${i.start}–${i.end}`).join(', ')}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete the override of ${dayLabel(row.date)}`}
                    onClick={() => setDeleting(row)}
                  >
                    <Trash2 aria-hidden />
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label="Add a date override"
            className="flex flex-col gap-4 border-t border-white/[0.07] px-5 py-5 sm:px-6"
          >
            <h3 className="text-sm font-semibold">Add a date</h3>
            <div className="flex flex-wrap items-end gap-4">
              <FormField id="override-date" label="Date" error={errorAt(errors, 'date')}>
                <Input type="date" className="w-48" {...form.register('date')} />
              </FormField>
              <div className="flex min-h-11 items-center gap-3">
                <Switch
                  id="override-day-off"
                  checked={dayOff}
                  onCheckedChange={(on) => form.setValue('dayOff', on, { shouldDirty: true })}
                />
                <label htmlFor="override-day-off" className="cursor-pointer text-sm text-white/85">
                  Day off
                </label>
              </div>
            </div>
            {dayOff ? null : (
              <fieldset className="min-w-0">
                <legend className="mb-2 text-sm font-medium text-white/85">Hours that day</legend>
                <div className="flex flex-col gap-2">
                  {intervals.fields.map((field, index) => (
                    <div key={field.id} className="flex items-start gap-2">
                      <FormField
                        id={`override-${index}-start`}
                        className={TIME_FIELD}
                        label={`Stretch ${index + 1} from`}
                        hideLabel
                        error={errorAt(errors, `intervals.${index}.start`)}
                      >
                        <Input
                          type="time"
                          step={300}
                          className={TIME_INPUT}
                          {...form.register(`intervals.${index}.start`)}
                        />
                      </FormField>
                      <span aria-hidden className="pt-2.5 text-white/50">
                        –
                      </span>
                      <FormField
                        id={`override-${index}-end`}
                        className={TIME_FIELD}
                        label={`Stretch ${index + 1} until`}
                        hideLabel
                        error={errorAt(errors, `intervals.${index}.end`)}
                      >
                        <Input
                          type="time"
                          step={300}
                          className={TIME_INPUT}
                          {...form.register(`intervals.${index}.end`)}
                        />
                      </FormField>
                      {intervals.fields.length > 1 ? (
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          className="mt-1 shrink-0"
                          aria-label={`Remove stretch ${index + 1}`}
                          onClick={() => intervals.remove(index)}
                        >
                          <X aria-hidden />
                        </Button>
                      ) : null}
                    </div>
                  ))}
                </div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  className="mt-2"
                  disabled={intervals.fields.length >= 6}
                  onClick={() => intervals.append({ start: '18:00', end: '20:00' })}
                >
                  <Plus aria-hidden />
                  Add hours
                </Button>
                {intervalsError ? (
                  <p role="alert" className="mt-2 text-[13px] font-medium text-red-300">
                    {intervalsError}
                  </p>
                ) : null}
              </fieldset>
            )}
            <div>
              <Button type="submit" size="sm" loading={save.isPending}>
                Save date
              </Button>
            </div>
          </form>
        </>
      )}
      <UnsavedChangesGuard when={isDirty} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this date override?"
        description={
          deleting
            ? `${dayLabel(deleting.date)} follows your weekly hours again. Calls already booked stay.`
            : ''
        }
        confirmLabel="Delete override"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void onDelete()}
      />
    </Card>
  );
}
