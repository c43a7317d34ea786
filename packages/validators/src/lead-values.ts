/**
 * `@forma/validators/lead-values` (zod-free, also exported by the package root): the lead
 * pipeline's statuses and the inbox's URL search, for code that must not load the schemas (the
 * web's route tree parses the inbox URL with it). Issue 11 item 1.
 */

/** Inquiry types of the contact form (SPEC 5); with their labels in `INQUIRY_TYPES` below. */
export const INQUIRY_TYPE_VALUES = ['designer', 'project', 'questions', 'partnership'] as const;

/** Inquiry types of the contact form, with their labels (SPEC 5). */
export const INQUIRY_TYPES = [
  { value: 'designer', label: 'Hire a Designer' },
  { value: 'project', label: 'Start a Project' },
  { value: 'questions', label: 'General Questions' },
  { value: 'partnership', label: 'Partnership Opportunity' },
] as const;

/**
 * Lead statuses in pipeline order: `new` -> `contacted` -> `qualified` -> `matched` -> `won` |
 * `lost`, plus `spam` (suspected or marked spam; "not spam" moves it back to `new`).
 */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'qualified',
  'matched',
  'won',
  'lost',
  'spam',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Label of each status, as the inbox, the board and the CSV export show it. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  matched: 'Matched',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** Why a submission was stored as spam: the honeypot was filled, it was sent too fast, or an admin said so. */
export const SPAM_REASONS = ['honeypot', 'too-fast', 'manual'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** Sort keys of the lead list (`-` prefix = descending). */
export const LEAD_SORTS = [
  '-createdAt',
  'createdAt',
  '-updatedAt',
  'updatedAt',
  'name',
  '-name',
  'company',
  '-company',
  'status',
  '-status',
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Leads per page of the inbox list. */
export const LEAD_PAGE_SIZE = 20;
/** Most cards one board column shows (the column says how many more there are). */
export const LEAD_BOARD_COLUMN_LIMIT = 50;
/** Spam older than this many days is purged automatically (issue 11 item 5). */
export const SPAM_RETENTION_DAYS = 30;
/** A submission completed faster than this after the form was shown is suspected spam, ms. */
export const MIN_FILL_TIME_MS = 3000;
/** Name of the contact form's hidden honeypot field (visitors never see or fill it). */
export const HONEYPOT_FIELD = 'website';
