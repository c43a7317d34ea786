import { cn } from '@forma/ui';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  FIELD_PLACEHOLDERS,
  FieldError,
  InquiryOptions,
  type ControlProps,
} from './contact-fields';
import type { ContactFieldName, ContactFormApi } from './use-contact-form';

/**
 * Fields whose real <label> sits inside the control and floats up on focus or once filled, with a
 * gradient line sweeping in on focus (designs 5 and 6). CSS transitions only; the global
 * reduced-motion rule in styles.css makes them instant for visitors who ask for less motion.
 */
export type FloatingTone = 'line' | 'box';

const TONES: Record<FloatingTone, { control: string; label: string; sweep: string }> = {
  line: {
    control:
      'border-0 border-b border-white/25 bg-transparent px-0 hover:border-white/45 focus:border-white/10',
    label: 'left-0',
    sweep: 'inset-x-0 bottom-0',
  },
  box: {
    control:
      'rounded-2xl border border-white/15 bg-white/[0.06] px-4 hover:border-white/25 focus:border-violet-300/60 focus:bg-white/[0.09] focus:shadow-[0_0_0_4px_rgba(139,92,246,0.18),0_10px_40px_-12px_rgba(139,92,246,0.55)]',
    label: 'left-4',
    sweep: 'inset-x-4 bottom-0',
  },
};

const CONTROL =
  'peer block w-full text-base text-white outline-none transition-[border-color,background-color,box-shadow] duration-300 placeholder:text-transparent aria-invalid:border-red-400/80';
const FLOATED = '-translate-y-[0.8rem] scale-[0.78] text-white/75';
const LABEL = cn(
  'pointer-events-none absolute top-[1.1rem] origin-left text-base text-white/65 transition-[transform,color] duration-300 ease-out-expo',
  'peer-focus:-translate-y-[0.8rem] peer-focus:scale-[0.78] peer-focus:text-violet-200',
  'peer-[:not(:placeholder-shown)]:-translate-y-[0.8rem] peer-[:not(:placeholder-shown)]:scale-[0.78]',
);

function FloatingField({
  label,
  error,
  tone,
  floated = false,
  adornment,
  className,
  children,
}: {
  label: string;
  error?: string;
  tone: FloatingTone;
  /** Keep the label up (selects always show a value). */
  floated?: boolean;
  /** Decoration drawn over the control (a select's chevron). */
  adornment?: ReactNode;
  className?: string;
  children: (control: ControlProps & { className: string }) => ReactNode;
}) {
  const id = `contact-${useId()}`;
  const errorId = `${id}-error`;
  const look = TONES[tone];
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="relative">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          className: cn(CONTROL, look.control),
        })}
        <label htmlFor={id} className={cn(LABEL, look.label, floated && FLOATED)}>
          {label}
        </label>
        {adornment}
        <span
          aria-hidden
          className={cn(
            'pointer-events-none absolute h-0.5 origin-left scale-x-0 rounded-full bg-gradient-to-r from-violet-400 via-blue-400 to-cyan-300 transition-transform duration-500 ease-out-expo peer-focus:scale-x-100',
            look.sweep,
          )}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The five contact fields with floating labels. */
export function FloatingFields({
  contact,
  tone,
  className,
}: {
  contact: ContactFormApi;
  tone: FloatingTone;
  className?: string;
}) {
  const { register, errors } = contact;
  const err = (name: ContactFieldName) => errors[name]?.message;
  return (
    <div className={cn('grid gap-x-6 gap-y-5 sm:grid-cols-2', className)}>
      <FloatingField label="Name" tone={tone} error={err('name')}>
        {(control) => (
          <input
            {...control}
            className={cn(control.className, 'h-14 pt-5 pb-1.5')}
            autoComplete="name"
            placeholder=" "
            {...register('name')}
          />
        )}
      </FloatingField>
      <FloatingField label="Email" tone={tone} error={err('email')}>
        {(control) => (
          <input
            {...control}
            className={cn(control.className, 'h-14 pt-5 pb-1.5')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder=" "
            {...register('email')}
          />
        )}
      </FloatingField>
      <FloatingField label="Company" tone={tone} error={err('company')}>
        {(control) => (
          <input
            {...control}
            className={cn(control.className, 'h-14 pt-5 pb-1.5')}
            autoComplete="organization"
            placeholder=" "
            {...register('company')}
          />
        )}
      </FloatingField>
      <FloatingField
        label="Inquiry type"
        tone={tone}
        error={err('inquiryType')}
        floated
        adornment={
          <ChevronDown
            aria-hidden
            className={cn(
              'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-white/60',
              tone === 'box' ? 'right-4' : 'right-0',
            )}
          />
        }
      >
        {(control) => (
          <select
            {...control}
            required
            className={cn(
              control.className,
              'h-14 cursor-pointer appearance-none pt-5 pr-10 pb-1.5 invalid:text-white/60 [&>option]:bg-[#101018] [&>option]:text-white',
            )}
            {...register('inquiryType')}
          >
            <InquiryOptions placeholder={FIELD_PLACEHOLDERS.inquiryType} />
          </select>
        )}
      </FloatingField>
      <FloatingField label="Message" tone={tone} error={err('message')} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            className={cn(control.className, 'min-h-32 resize-y pt-7 pb-3 leading-relaxed')}
            rows={4}
            placeholder=" "
            {...register('message')}
          />
        )}
      </FloatingField>
    </div>
  );
}
