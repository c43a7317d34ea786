import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormField, Input, Select, Textarea } from '@forma/ui';
import {
  contactInput,
  INQUIRY_TYPES,
  type ContactInput,
  type InquiryType,
} from '@forma/validators';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSendContact } from './use-send-contact';

const EMPTY: ContactInput = {
  name: '',
  email: '',
  company: '',
  // No inquiry type is chosen until the visitor picks one (the placeholder option).
  inquiryType: '' as InquiryType,
  message: '',
};

/**
 * The built-in contact form (SPEC 2 section 9, SPEC 4, 5): Name, Email, Company, Inquiry type,
 * Message; idle -> submitting ('Sending...', disabled) -> success (toast, reset) or failure (toast).
 */
export function DefaultContactForm() {
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactInput),
    defaultValues: EMPTY,
  });
  const send = useSendContact(() => form.reset(EMPTY));
  const { errors } = form.formState;
  const submitting = send.isPending;

  return (
    <div>
      <h2 className="font-display text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl">
        Ready to find your perfect design match?
      </h2>
      <p className="mt-3 text-white/60">
        Tell us about your team and project. We reply to every inquiry within 24 hours.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => send.mutate(values))}
        className="mt-8 grid gap-5 sm:grid-cols-2"
      >
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" placeholder="Jane Cooper" {...form.register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="jane@company.com"
            {...form.register('email')}
          />
        </FormField>
        <FormField label="Company" error={errors.company?.message}>
          <Input
            autoComplete="organization"
            placeholder="Acme Inc."
            {...form.register('company')}
          />
        </FormField>
        <FormField label="Inquiry type" error={errors.inquiryType?.message}>
          <Select {...form.register('inquiryType')}>
            <option value="" disabled>
              Select an option
            </option>
            {INQUIRY_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Message" error={errors.message?.message} className="sm:col-span-2">
          <Textarea
            rows={4}
            placeholder="What are you building, and what kind of design help do you need?"
            {...form.register('message')}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-white/55">We never share your details. No spam, ever.</p>
          <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto">
            {submitting ? (
              'Sending...'
            ) : (
              <>
                Send Message
                <Send aria-hidden />
              </>
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
