import './zod-config';
import { z } from 'zod';
import { LIMITS, requiredText, textString } from './common';

/** Inquiry types of the contact form, with their labels (SPEC 5). */
export const INQUIRY_TYPES = [
  { value: 'designer', label: 'Hire a Designer' },
  { value: 'project', label: 'Start a Project' },
  { value: 'questions', label: 'General Questions' },
  { value: 'partnership', label: 'Partnership Opportunity' },
] as const;

export const inquiryType = z.enum(['designer', 'project', 'questions', 'partnership'], {
  error: 'Choose an inquiry type: designer, project, questions or partnership',
});
export type InquiryType = z.infer<typeof inquiryType>;

/** POST /api/contact body and the contact form's fields: all required (SPEC 5). */
export const contactInput = z.object({
  name: requiredText('Name', LIMITS.short),
  email: textString('Email', 'Email is required')
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address')),
  company: requiredText('Company', LIMITS.short),
  inquiryType,
  message: requiredText('Message', LIMITS.long),
});
export type ContactInput = z.infer<typeof contactInput>;
