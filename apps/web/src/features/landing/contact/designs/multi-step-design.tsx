import { Button, cn, focusRing, Input, Textarea } from '@forma/ui';
import { INQUIRY_TYPES } from '@forma/validators/lead-values';
import { ArrowLeft, ArrowRight, Check, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ContactField,
  FIELD_PLACEHOLDERS,
  FieldError,
  INQUIRY_HINTS,
  inquiryLabel,
  SendButton,
  HoneypotField,
} from '../contact-fields';
import { ContactHeading, ContactPill } from '../contact-intro';
import { ScheduleCallPanel } from '../schedule-call-panel';
import { useContactForm, type ContactFieldName, type ContactFormApi } from '../use-contact-form';

const STEPS = [
  { title: 'About you', fields: ['name', 'email', 'company'] },
  { title: 'Inquiry type', fields: ['inquiryType'] },
  { title: 'Message', fields: ['message'] },
  { title: 'Review & send', fields: [] },
] as const satisfies readonly { title: string; fields: readonly ContactFieldName[] }[];

const LAST = STEPS.length - 1;

/**
 * Design 3: one step at a time (about you -> inquiry type -> message -> review & send) with a
 * progress bar. Next validates the current step's fields; Back keeps what was typed.
 */
export function MultiStepDesign() {
  const [step, setStep] = useState(0);
  const contact = useContactForm({ onSent: () => setStep(0) });
  const panelRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // After Next/Back, move focus into the new step (never on first render: no page jump).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const panel = panelRef.current;
    const target =
      panel?.querySelector<HTMLElement>('input:checked, input, textarea') ??
      panel?.querySelector<HTMLElement>('h3');
    target?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const next = async () => {
    if (await contact.validate(STEPS[step]!.fields)) goTo(step + 1);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST) {
      event.preventDefault();
      void next();
    } else void contact.onSubmit(event);
  };

  return (
    <div className="mx-auto max-w-7xl px-5 sm:px-8">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <ContactPill />
        <ContactHeading className="mt-6" titleClassName="sm:text-5xl" />
      </div>
      <div className="mt-12 grid gap-6 lg:grid-cols-12 lg:gap-8">
        <form
          {...contact.formProps}
          onSubmit={onSubmit}
          aria-label="Contact form"
          className="flex min-h-[560px] flex-col rounded-3xl border border-white/10 bg-ink-raised/80 p-6 shadow-[0_40px_120px_-60px_rgba(139,92,246,0.6)] sm:p-9 lg:col-span-7"
        >
          <HoneypotField contact={contact} />
          <StepProgress step={step} />
          <div ref={panelRef} className="mt-8 flex-1">
            <h3
              tabIndex={-1}
              className="font-display text-2xl font-semibold tracking-tight outline-none"
            >
              {STEPS[step]!.title}
            </h3>
            <div className="mt-6">
              {step === 0 && <AboutYouStep contact={contact} />}
              {step === 1 && <InquiryStep contact={contact} />}
              {step === 2 && <MessageStep contact={contact} />}
              {step === 3 && <ReviewStep contact={contact} onEdit={goTo} />}
            </div>
          </div>
          <div className="mt-10 flex items-center justify-between gap-3 border-t border-white/10 pt-6">
            {step > 0 ? (
              <Button variant="secondary" size="lg" onClick={() => goTo(step - 1)}>
                <ArrowLeft aria-hidden />
                Back
              </Button>
            ) : (
              <p className="text-sm text-white/60">Takes about a minute.</p>
            )}
            {step < LAST ? (
              <Button type="submit" size="lg">
                Next
                <ArrowRight aria-hidden />
              </Button>
            ) : (
              <SendButton submitting={contact.submitting} />
            )}
          </div>
        </form>
        <div className="lg:order-first lg:col-span-5">
          <ScheduleCallPanel />
        </div>
      </div>
    </div>
  );
}

function StepProgress({ step }: { step: number }) {
  const percent = Math.round(((step + 1) / STEPS.length) * 100);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-medium text-white/85">
          Step {step + 1} of {STEPS.length}
        </p>
        <p className="text-white/60 tabular-nums">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Form progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step + 1} of ${STEPS.length}: ${STEPS[step]!.title}`}
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-violet-500 via-blue-500 to-cyan-400 transition-[width] duration-500 ease-out-expo"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-5 grid grid-cols-4 gap-2">
        {STEPS.map((s, i) => (
          <li
            key={s.title}
            aria-current={i === step ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 text-xs font-medium',
              i <= step ? 'text-white/90' : 'text-white/55',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-[11px]',
                i < step && 'border-transparent bg-violet-500 text-white',
                i === step && 'border-violet-300 text-violet-100',
                i > step && 'border-white/20',
              )}
            >
              {i < step ? <Check className="size-3.5" /> : i + 1}
            </span>
            <span className="hidden truncate sm:inline">{s.title}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function AboutYouStep({ contact }: { contact: ContactFormApi }) {
  const { register, errors } = contact;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ContactField label="Name" error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            placeholder={FIELD_PLACEHOLDERS.name}
            {...register('name')}
          />
        )}
      </ContactField>
      <ContactField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={FIELD_PLACEHOLDERS.email}
            {...register('email')}
          />
        )}
      </ContactField>
      <ContactField label="Company" error={errors.company?.message} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            placeholder={FIELD_PLACEHOLDERS.company}
            {...register('company')}
          />
        )}
      </ContactField>
    </div>
  );
}

function InquiryStep({ contact }: { contact: ContactFormApi }) {
  const legendId = useId();
  const errorId = `${legendId}-error`;
  const error = contact.errors.inquiryType?.message;
  return (
    <fieldset aria-labelledby={legendId} aria-describedby={error ? errorId : undefined}>
      <legend id={legendId} className="text-sm font-medium text-white/85">
        Inquiry type
      </legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {INQUIRY_TYPES.map((type) => (
          <label
            key={type.value}
            className="group flex cursor-pointer items-start gap-3 rounded-2xl border border-white/12 bg-white/[0.03] p-4 transition-colors hover:border-white/25 has-checked:border-violet-400/80 has-checked:bg-violet-500/[0.12] has-focus-visible:ring-2 has-focus-visible:ring-violet-400 has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-ink"
          >
            <input
              type="radio"
              value={type.value}
              className="mt-0.5 size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-white/35 outline-none transition-[border-color,border-width] checked:border-[6px] checked:border-violet-400"
              {...contact.register('inquiryType')}
            />
            <span className="grid gap-1">
              <span className="font-medium text-white">{type.label}</span>
              <span className="text-sm text-white/65">{INQUIRY_HINTS[type.value]}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="mt-3">
        <FieldError id={errorId} message={error} />
      </div>
    </fieldset>
  );
}

function MessageStep({ contact }: { contact: ContactFormApi }) {
  return (
    <ContactField label="Message" error={contact.errors.message?.message}>
      {(control) => (
        <Textarea
          {...control}
          rows={4}
          placeholder={FIELD_PLACEHOLDERS.message}
          className="min-h-40"
          {...contact.register('message')}
        />
      )}
    </ContactField>
  );
}

function ReviewStep({
  contact,
  onEdit,
}: {
  contact: ContactFormApi;
  onEdit: (step: number) => void;
}) {
  const values = contact.form.getValues();
  const rows = [
    { label: 'Name', value: values.name, step: 0 },
    { label: 'Email', value: values.email, step: 0 },
    { label: 'Company', value: values.company, step: 0 },
    { label: 'Inquiry type', value: inquiryLabel(values.inquiryType), step: 1 },
    { label: 'Message', value: values.message, step: 2 },
  ];
  return (
    <dl className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-white/[0.02]">
      {rows.map((row) => (
        <div key={row.label} className="flex items-start gap-4 px-4 py-3.5 sm:px-5">
          <div className="min-w-0 flex-1">
            <dt className="text-xs font-medium tracking-[0.14em] text-white/60 uppercase">
              {row.label}
            </dt>
            <dd className="mt-1 text-[15px] break-words whitespace-pre-line text-white/90">
              {row.value}
            </dd>
          </div>
          <button
            type="button"
            onClick={() => onEdit(row.step)}
            className={cn(
              'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium text-violet-200 hover:bg-white/[0.06]',
              focusRing,
            )}
          >
            <Pencil aria-hidden className="size-3" />
            Edit<span className="sr-only"> {row.label.toLowerCase()}</span>
          </button>
        </div>
      ))}
    </dl>
  );
}
