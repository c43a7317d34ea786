import { Button, cn, Input, Select, Textarea, type ButtonProps } from '@forma/ui';
import { INQUIRY_TYPES, type InquiryType } from '@forma/validators/contact';
import { HONEYPOT_FIELD } from '@forma/validators/lead-values';
import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ContactFieldName, ContactFormApi } from './use-contact-form';

/** The props a field hands its control so label and error reach assistive tech. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled field: a real <label> for the control, the error under it (role alert). */
export function ContactField({
  label,
  error,
  className,
  labelClassName,
  children,
}: {
  label: string;
  error?: string;
  className?: string;
  labelClassName?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = `contact-${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label
        htmlFor={id}
        className={cn(
          'text-sm leading-none font-medium tracking-tight text-white/85',
          labelClassName,
        )}
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-[13px] font-medium text-red-300">
      {message}
    </p>
  );
}

/**
 * The spam honeypot (issue 11 item 5): a text input named `website` that people never see, reach
 * or fill (off-screen, hidden from assistive tech, out of the tab order, no autofill) but form-
 * filling bots do; a value marks the submission as spam on the server. Put it inside the <form>.
 */
export function HoneypotField({ contact }: { contact: ContactFormApi }) {
  const id = `contact-${useId()}`;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden opacity-0"
    >
      <label htmlFor={id}>Leave this empty</label>
      <input
        id={id}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...contact.register(HONEYPOT_FIELD)}
      />
    </div>
  );
}

/** The inquiry type <option>s: a disabled placeholder, then SPEC 5's four types. */
export function InquiryOptions({ placeholder = 'Select an option' }: { placeholder?: string }) {
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {INQUIRY_TYPES.map((type) => (
        <option key={type.value} value={type.value}>
          {type.label}
        </option>
      ))}
    </>
  );
}

export const FIELD_PLACEHOLDERS: Record<ContactFieldName, string> = {
  name: 'Jane Cooper',
  email: 'jane@company.com',
  company: 'Acme Inc.',
  inquiryType: 'Select an option',
  message: 'What are you building, and what kind of design help do you need?',
};

/** Per-design classes for the all-at-once field grid. */
export interface FieldLook {
  grid?: string;
  label?: string;
  control?: string;
  select?: string;
  textarea?: string;
}

/** Name, Email, Company, Inquiry type and Message (4 rows) with the kit's controls, styled by `look`. */
export function ContactFields({
  contact,
  look = {},
}: {
  contact: ContactFormApi;
  look?: FieldLook;
}) {
  const { register, errors } = contact;
  const field = { labelClassName: look.label };
  return (
    <div className={cn('grid gap-5 sm:grid-cols-2', look.grid)}>
      <ContactField label="Name" error={errors.name?.message} {...field}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            placeholder={FIELD_PLACEHOLDERS.name}
            className={look.control}
            {...register('name')}
          />
        )}
      </ContactField>
      <ContactField label="Email" error={errors.email?.message} {...field}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={FIELD_PLACEHOLDERS.email}
            className={look.control}
            {...register('email')}
          />
        )}
      </ContactField>
      <ContactField label="Company" error={errors.company?.message} {...field}>
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            placeholder={FIELD_PLACEHOLDERS.company}
            className={look.control}
            {...register('company')}
          />
        )}
      </ContactField>
      <ContactField label="Inquiry type" error={errors.inquiryType?.message} {...field}>
        {(control) => (
          <Select
            {...control}
            className={cn(look.control, look.select)}
            {...register('inquiryType')}
          >
            <InquiryOptions />
          </Select>
        )}
      </ContactField>
      <ContactField
        label="Message"
        error={errors.message?.message}
        className="sm:col-span-2"
        {...field}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder={FIELD_PLACEHOLDERS.message}
            className={cn(look.control, look.textarea)}
            {...register('message')}
          />
        )}
      </ContactField>
    </div>
  );
}

/** The send button: 'Sending...' and disabled while the message is on its way (SPEC 4). */
export function SendButton({
  submitting,
  children = 'Send Message',
  icon = <ArrowRight aria-hidden />,
  className,
  ...props
}: Omit<ButtonProps, 'type' | 'loading'> & { submitting: boolean; icon?: ReactNode }) {
  return (
    <Button type="submit" size="lg" loading={submitting} className={className} {...props}>
      {submitting ? (
        'Sending...'
      ) : (
        <>
          {children}
          {icon}
        </>
      )}
    </Button>
  );
}

/** The privacy reassurance under the forms. */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs text-white/60', className)}>
      We never share your details. No spam, ever.
    </p>
  );
}

/** One line on each inquiry type, for designs that show the types as choices (3 and 7). */
export const INQUIRY_HINTS: Record<InquiryType, string> = {
  designer: 'Add a vetted designer to your team.',
  project: 'Scope a project from brief to launch.',
  questions: 'Ask us anything about how Forma works.',
  partnership: 'Bring your network or studio to ours.',
};

/** The label of an inquiry type value ('' when none is chosen). */
export function inquiryLabel(value: string): string {
  return INQUIRY_TYPES.find((t) => t.value === value)?.label ?? '';
}
