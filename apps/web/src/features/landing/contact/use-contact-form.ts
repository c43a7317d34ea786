import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_FORM_PATH,
  contactInput,
  MAX_FILL_MS,
  type ContactInput,
  type InquiryType,
} from '@forma/validators/contact';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSendContact } from './use-send-contact';

/** The empty form: no inquiry type is chosen until the visitor picks one; the honeypot is empty. */
export const EMPTY_CONTACT: ContactInput = {
  name: '',
  email: '',
  company: '',
  inquiryType: '' as InquiryType,
  message: '',
  website: '',
};

/** The five fields a visitor fills (SPEC 5); the honeypot and fillMs are not among them. */
export type ContactFieldName = Exclude<keyof ContactInput, 'website' | 'fillMs' | 'designer'>;

/**
 * The designer a "Work with {name}" link on a profile named (`/?designer={slug}#contact`, issue
 * 19 item 5), sent with the inquiry so the lead records where it came from; undefined without one.
 */
export function designerOfPage(search: string): string | undefined {
  const slug = new URLSearchParams(search).get('designer')?.trim();
  return slug ? slug.slice(0, 60) : undefined;
}

/**
 * Ms since `shownAt` (a `performance.now()` reading), clamped to what the server accepts
 * (0..MAX_FILL_MS); undefined when the form was never shown (the server then does not judge speed).
 */
export function fillTimeSince(shownAt: number | undefined, now: number): number | undefined {
  if (shownAt === undefined) return undefined;
  return Math.min(MAX_FILL_MS, Math.max(0, Math.round(now - shownAt)));
}

/**
 * The one form logic every contact-form design shares (SPEC 4, 5, 8): react-hook-form validated
 * by `contactInput`, sent with POST /api/contact. States: idle -> submitting (`submitting`) ->
 * success (toast 'Message sent!', form reset, `onSent`) or failure (destructive toast).
 * Step-by-step designs validate a step's fields with `validate` before moving on. Spam signals
 * (issue 11 item 5), invisible to visitors: the hidden honeypot `website` (`<HoneypotField>`,
 * inside every design's form) and `fillMs`, the ms from the form's first render to the submit.
 */
export function useContactForm({ onSent }: { onSent?: () => void } = {}) {
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactInput),
    defaultValues: EMPTY_CONTACT,
  });
  const shownAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    shownAt.current ??= performance.now();
  }, []);
  const send = useSendContact(() => {
    form.reset(EMPTY_CONTACT);
    onSent?.();
  });

  // Validates every field, then sends.
  const onSubmit = form.handleSubmit((values) =>
    send.mutate({
      ...values,
      fillMs: fillTimeSince(shownAt.current, performance.now()),
      designer: designerOfPage(window.location.search),
    }),
  );
  return {
    form,
    register: form.register,
    errors: form.formState.errors,
    submitting: send.isPending,
    /** The form's onSubmit: validates every field, then sends. */
    onSubmit,
    /**
     * The `<form>`'s props: the browser's own validation off (the fields say what is wrong),
     * onSubmit, and, for a browser running no script, a POST of the fields to CONTACT_FORM_PATH
     * (the server answers with a page), never a GET that would put them in the address.
     */
    formProps: { noValidate: true, method: 'post', action: CONTACT_FORM_PATH, onSubmit },
    /** Validates some fields (the current step); focuses the first invalid one. */
    validate: (fields: readonly ContactFieldName[]) =>
      form.trigger([...fields], { shouldFocus: true }),
  };
}

export type ContactFormApi = ReturnType<typeof useContactForm>;
