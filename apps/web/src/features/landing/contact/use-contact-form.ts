import { zodResolver } from '@hookform/resolvers/zod';
import { contactInput, type ContactInput, type InquiryType } from '@forma/validators/contact';
import { useForm } from 'react-hook-form';
import { useSendContact } from './use-send-contact';

/** The empty form: no inquiry type is chosen until the visitor picks one. */
export const EMPTY_CONTACT: ContactInput = {
  name: '',
  email: '',
  company: '',
  inquiryType: '' as InquiryType,
  message: '',
};

export type ContactFieldName = keyof ContactInput;

/**
 * The one form logic every contact-form design shares (SPEC 4, 5, 8): react-hook-form validated
 * by `contactInput`, sent with POST /api/contact. States: idle -> submitting (`submitting`) ->
 * success (toast 'Message sent!', form reset, `onSent`) or failure (destructive toast).
 * Step-by-step designs validate a step's fields with `validate` before moving on.
 */
export function useContactForm({ onSent }: { onSent?: () => void } = {}) {
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactInput),
    defaultValues: EMPTY_CONTACT,
  });
  const send = useSendContact(() => {
    form.reset(EMPTY_CONTACT);
    onSent?.();
  });

  return {
    form,
    register: form.register,
    errors: form.formState.errors,
    submitting: send.isPending,
    /** The form's onSubmit: validates every field, then sends. */
    onSubmit: form.handleSubmit((values) => send.mutate(values)),
    /** Validates some fields (the current step); focuses the first invalid one. */
    validate: (fields: readonly ContactFieldName[]) =>
      form.trigger([...fields], { shouldFocus: true }),
  };
}

export type ContactFormApi = ReturnType<typeof useContactForm>;
