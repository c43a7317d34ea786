import './zod-config';
import { z } from 'zod';
import { LIMITS, requiredText, textString } from './common';
import { HONEYPOT_FIELD, INQUIRY_TYPE_VALUES } from './lead-values';

/** The inquiry types with their labels (zod-free, in lead-values.ts). */
export { INQUIRY_TYPES } from './lead-values';

export const inquiryType = z.enum(INQUIRY_TYPE_VALUES, {
  error: 'Choose an inquiry type: designer, project, questions or partnership',
});
export type InquiryType = z.infer<typeof inquiryType>;

/** The no-JavaScript contact form's addresses (zod-free, in contact-values.ts). */
export { CONTACT_FORM_PATH, CONTACT_SENT_PATH } from './contact-values';

/** Longest `fillMs` accepted: one day, ms. */
export const MAX_FILL_MS = 86_400_000;

/** An e-mail address field: required, trimmed, at most 254 characters, a valid address. */
export const emailAddress = textString('Email', 'Email is required')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

/**
 * The spam signals of a public form (issue 11 item 5): the honeypot `website` (any value is
 * spam) and `fillMs`, the ms between the form's first render and its submit (missing: unknown).
 */
export const spamSignalFields = {
  [HONEYPOT_FIELD]: textString('Website')
    .max(LIMITS.medium, `Website must be at most ${LIMITS.medium} characters`)
    .optional(),
  fillMs: z
    .number({ error: 'fillMs must be a number of milliseconds' })
    .int('fillMs must be a whole number of milliseconds')
    .min(0, 'fillMs must be at least 0')
    .max(MAX_FILL_MS, `fillMs must be at most ${MAX_FILL_MS}`)
    .optional(),
};

/**
 * POST /api/contact body and the contact form's fields: the five of SPEC 5, all required, plus
 * two optional spam signals (issue 11 item 5) that clients sending only the five fields never
 * need: `website`, the hidden honeypot (visitors leave it empty; any value marks the submission
 * as spam), and `fillMs`, the ms between the form's first render and its submit (missing means
 * unknown, not spam); and `designer`, the slug of the profile a "Work with {name}" link came from
 * (issue 19 item 5), recorded on the lead.
 */
export const contactInput = z.object({
  name: requiredText('Name', LIMITS.short),
  email: emailAddress,
  company: requiredText('Company', LIMITS.short),
  inquiryType,
  message: requiredText('Message', LIMITS.long),
  [HONEYPOT_FIELD]: spamSignalFields[HONEYPOT_FIELD],
  designer: textString('Designer')
    .trim()
    .max(60, 'Designer must be at most 60 characters')
    .optional()
    .meta({
      description:
        'Slug of the designer whose profile the inquiry comes from ("Work with {name}"); an unknown one is ignored',
    }),
  fillMs: spamSignalFields.fillMs,
});
export type ContactInput = z.infer<typeof contactInput>;
