import { Button, Card, FormField, Input, Switch, toast } from '@forma/ui';
import type { AvailabilityInput } from '@forma/validators';
import { availabilityInput } from '@forma/validators/booking';
import { WEEKDAYS } from '@forma/validators/booking-values';
import { useMutation } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { Controller, useFieldArray, useForm, type FieldValues } from 'react-hook-form';
import { SaveBar, useSaveFailure } from '../components/save-bar';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { applyServerErrors, errorAt } from '../lib/form-errors';
import { formResolver } from '../lib/form-resolver';
import { useAdminContext } from '../lib/use-admin-api';
import { TIME_FIELD, TIME_INPUT } from './time-range';
import { useSaveShortcut } from '../lib/use-save-shortcut';
import { TimeZoneField } from './time-zone-field';

/** The form's fields, for the server's messages under them. */
const FIELD_NAMES = [
  'active',
  'displayName',
  'email',
  'timeZone',
  'weeklyHours',
  'bufferBeforeMin',
  'bufferAfterMin',
  'minNoticeMin',
  'horizonDays',
  'dailyMax',
] as const;

/** A first availability: Monday to Friday 09:00–17:00 in `timeZone`, 2 h notice, 60 days. */
export function firstAvailability(
  displayName: string,
  email: string,
  timeZone: string,
): AvailabilityInput {
  return {
    active: true,
    displayName,
    email,
    timeZone,
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    bufferBeforeMin: 0,
    bufferAfterMin: 0,
    minNoticeMin: 120,
    horizonDays: 60,
    dailyMax: null,
  };
}

/** A number input's value: a number, or null when empty (the schema says what is wrong). */
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * The signed-in user's availability (issue 42 item 1), every console role for themselves:
 * "Take calls", the name visitors see, the e-mail invites go to, the time zone, weekly hours per
 * weekday (add and remove stretches), buffers, minimum notice, how far ahead, and a daily
 * maximum. Validated with the validators' `availabilityInput` (messages under the fields, the
 * server's too), unsaved work kept (leaving asks), Ctrl/Cmd+S saves, and the save bar and a
 * toast say what happened. `initial` is read when it mounts.
 */
export function AvailabilityForm({
  initial,
  firstTime,
}: {
  initial: AvailabilityInput;
  firstTime: boolean;
}) {
  const { trpc, queryClient } = useAdminContext();
  const save = useMutation(trpc.calls.saveAvailability.mutationOptions());
  const failure = useSaveFailure();
  const form = useForm<FieldValues>({
    resolver: formResolver(availabilityInput),
    defaultValues: initial,
  });
  const hours = useFieldArray({ control: form.control, name: 'weeklyHours' });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      const saved = await save.mutateAsync(values as AvailabilityInput);
      form.reset(saved as unknown as FieldValues);
      toast({
        title: 'Availability saved',
        description: saved.active
          ? `Visitors can book ${saved.displayName} in the hours you set (${saved.timeZone}).`
          : 'You take no calls until you switch “Take calls” on.',
      });
      await queryClient.invalidateQueries({ queryKey: trpc.calls.pathKey() });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELD_NAMES))
        failure.fail('Could not save your availability', error);
    }
  });
  useSaveShortcut(onSubmit);

  const weeklyError =
    errorAt(errors, 'weeklyHours') ?? errorAt(errors, 'weeklyHours.root') ?? undefined;
  const numberField = (
    name: 'bufferBeforeMin' | 'bufferAfterMin' | 'minNoticeMin' | 'horizonDays' | 'dailyMax',
    label: string,
    hint: string,
    max: number,
  ) => (
    <FormField id={`availability-${name}`} label={label} hint={hint} error={errorAt(errors, name)}>
      <Input
        type="number"
        inputMode="numeric"
        min={name === 'dailyMax' || name === 'horizonDays' ? 1 : 0}
        max={max}
        {...form.register(name, { setValueAs: numberOrNull })}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="availability-heading">
      <Card className="space-y-6 p-5 sm:p-6">
        <div>
          <h2 id="availability-heading" className="text-base font-semibold tracking-tight">
            Your availability
          </h2>
          <p className="text-sm text-white/60">
            {firstTime
              ? 'You take no calls yet. Set your hours and save to appear on the booking page.'
              : 'Visitors book you in these hours, in your time zone, when you are free.'}
          </p>
        </div>
        <Controller
          name="active"
          control={form.control}
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch
                id="availability-active"
                checked={Boolean(field.value)}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
              <label
                htmlFor="availability-active"
                className="cursor-pointer text-sm font-medium text-white/85"
              >
                Take calls
              </label>
            </div>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="availability-displayName"
            label="Name shown to visitors"
            error={errorAt(errors, 'displayName')}
          >
            <Input autoComplete="name" {...form.register('displayName')} />
          </FormField>
          <FormField
            id="availability-email"
            label="E-mail for invites"
            hint="Your calendar invites and reminders go here."
            error={errorAt(errors, 'email')}
          >
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
        </div>
        <Controller
          name="timeZone"
          control={form.control}
          render={({ field }) => (
            <TimeZoneField
              id="availability-timeZone"
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorAt(errors, 'timeZone')}
            />
          )}
        />

        <fieldset className="min-w-0" aria-describedby={weeklyError ? 'weekly-error' : undefined}>
          <legend className="text-sm font-medium text-white/85">Weekly hours</legend>
          <p className="text-xs text-white/50">In your time zone. A day without hours is off.</p>
          <div className="mt-3 divide-y divide-white/[0.06] rounded-xl border border-white/10">
            {WEEKDAYS.map((day) => {
              const rows = hours.fields
                .map((field, index) => ({ field, index }))
                .filter(({ field }) => (field as { weekday?: unknown }).weekday === day.value);
              return (
                <div
                  key={day.value}
                  role="group"
                  aria-label={day.label}
                  className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-start"
                >
                  <p className="w-28 shrink-0 pt-2 text-sm font-medium text-white/85">
                    {day.label}
                  </p>
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    {rows.length === 0 ? (
                      <p className="pt-2 text-sm text-white/50">Off</p>
                    ) : (
                      rows.map(({ field, index }, n) => {
                        const startError = errorAt(errors, `weeklyHours.${index}.start`);
                        const endError = errorAt(errors, `weeklyHours.${index}.end`);
                        return (
                          <div key={field.id} className="flex items-start gap-2">
                            <FormField
                              id={`hours-${day.value}-${n}-start`}
                              className={TIME_FIELD}
                              label={`${day.label} from`}
                              hideLabel
                              error={startError}
                            >
                              <Input
                                type="time"
                                step={300}
                                className={TIME_INPUT}
                                {...form.register(`weeklyHours.${index}.start`)}
                              />
                            </FormField>
                            <span aria-hidden className="pt-2.5 text-white/50">
                              –
                            </span>
                            <FormField
                              id={`hours-${day.value}-${n}-end`}
                              className={TIME_FIELD}
                              label={`${day.label} until`}
                              hideLabel
                              error={endError}
                            >
                              <Input
                                type="time"
                                step={300}
                                className={TIME_INPUT}
                                {...form.register(`weeklyHours.${index}.end`)}
                              />
                            </FormField>
                            <Button
                              type="button"
                              variant="ghost"
                              size="sm"
                              className="mt-1 shrink-0"
                              aria-label={`Remove ${day.label} ${n + 1}`}
                              onClick={() => hours.remove(index)}
                            >
                              <X aria-hidden />
                            </Button>
                          </div>
                        );
                      })
                    )}
                  </div>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    aria-label={`Add hours on ${day.label}`}
                    onClick={() => {
                      const last = rows.at(-1);
                      const after = last
                        ? String(form.getValues(`weeklyHours.${last.index}.end`))
                        : '09:00';
                      const start = after < '23:00' ? after : '09:00';
                      const end = start < '17:00' ? '17:00' : '23:55';
                      hours.append({ weekday: day.value, start, end });
                    }}
                  >
                    <Plus aria-hidden />
                    Add
                  </Button>
                </div>
              );
            })}
          </div>
          {weeklyError ? (
            <p id="weekly-error" role="alert" className="mt-2 text-[13px] font-medium text-red-300">
              {weeklyError}
            </p>
          ) : null}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-3">
          {numberField('bufferBeforeMin', 'Buffer before (min)', 'Kept free before a call.', 240)}
          {numberField('bufferAfterMin', 'Buffer after (min)', 'Kept free after a call.', 240)}
          {numberField(
            'minNoticeMin',
            'Minimum notice (min)',
            'No calls sooner than this from now.',
            43_200,
          )}
          {numberField('horizonDays', 'Bookable ahead (days)', 'How far ahead visitors see.', 365)}
          {numberField('dailyMax', 'Daily maximum', 'Calls a day at most; empty for no limit.', 50)}
        </div>
      </Card>
      <SaveBar
        canEdit
        dirty={isDirty}
        submitting={save.isPending}
        status={firstTime ? 'Not saved yet' : 'All changes saved'}
        failure={failure.failure}
        onDiscard={() => {
          failure.clear();
          form.reset();
        }}
        submitLabel="Save availability"
        submitDisabled={!isDirty && !firstTime}
      />
      <UnsavedChangesGuard when={isDirty} />
    </form>
  );
}
