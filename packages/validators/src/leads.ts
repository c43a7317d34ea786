import './zod-config';
import { z } from 'zod';
import { idSchema, LIMITS, requiredText, textString } from './common';
import { inquiryType } from './contact';
import { LEAD_SORTS, LEAD_STATUSES } from './lead-values';

/**
 * Inputs of the lead pipeline (issue 11): the inbox's filters, status changes, assignment, notes,
 * the designer shortlist and deleting one person's data. One source of truth for the tRPC
 * procedures (`admin.leads.*`), the admin REST routes and the web console.
 */

export const leadStatus = z.enum(LEAD_STATUSES, {
  error: `Status must be one of: ${LEAD_STATUSES.join(', ')}`,
});

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must look like 2026-11-23')
  // Date rolls 2026-02-30 over to March 2: a calendar day round-trips.
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
  }, 'Not a calendar date');

/**
 * Filters of the lead list, the board and the CSV export. `status` unset means every status but
 * `spam`; `assigneeId: 'none'` means unassigned; `from`/`to` are inclusive UTC days of createdAt;
 * `q` searches name, email, company and message.
 */
export const leadFilters = z.object({
  q: textString('Search').trim().max(200, 'Search must be at most 200 characters').optional(),
  status: leadStatus.optional(),
  inquiryType: inquiryType.optional(),
  assigneeId: z.union([idSchema, z.literal('none')]).optional(),
  isRead: z.boolean().optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type LeadFilters = z.infer<typeof leadFilters>;

/** `admin.leads.list`: one page of leads plus the count per status under the other filters. */
export const leadListInput = leadFilters.extend({
  sort: z.enum(LEAD_SORTS).default('-createdAt'),
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type LeadListInput = z.input<typeof leadListInput>;

/** `admin.leads.board`: every column's first cards under the filters (status is the column). */
export const leadBoardInput = leadFilters.omit({ status: true });

export const leadSetStatusInput = z.object({ id: idSchema, status: leadStatus });
export const leadAssignInput = z.object({ id: idSchema, assigneeId: idSchema.nullable() });
export const leadSetReadInput = z.object({
  id: idSchema,
  isRead: z.boolean(),
  /** The console opening an unread lead, not a person's choice: no timeline event (default false). */
  automatic: z.boolean().default(false),
});
export const leadNoteInput = z.object({ id: idSchema, body: requiredText('Note', LIMITS.long) });
export const leadShortlistInput = z.object({ id: idSchema, designerId: idSchema });
export const leadSuggestInput = z.object({
  id: idSchema,
  /** Only designers marked available (default true). */
  availableOnly: z.boolean().default(true),
  limit: z.number().int().min(1).max(20).default(8),
});
export const deleteByEmailInput = z.object({
  email: textString('Email', 'Email is required')
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address')),
});

/** A contact submission worked as a lead (list rows, board cards, CSV rows). Dates are `Date`s (superjson). */
export interface Lead {
  id: number;
  name: string;
  email: string;
  company: string;
  inquiryType: z.infer<typeof inquiryType>;
  message: string;
  createdAt: Date;
  updatedAt: Date;
  isRead: boolean;
  status: z.infer<typeof leadStatus>;
  /** Why it is spam (`honeypot`, `too-fast`, `manual`), else null. */
  spamReason: string | null;
  assigneeId: number | null;
  /** The assignee's username, null when unassigned. */
  assigneeName: string | null;
  noteCount: number;
  shortlistCount: number;
}

/** One internal note on a lead. */
export interface LeadNote {
  id: number;
  body: string;
  authorId: number | null;
  authorName: string | null;
  createdAt: Date;
}

/**
 * One timeline entry: `created`, `status` (from -> to), `assigned` (to username or null),
 * `note`, `shortlisted` / `unshortlisted` (designer name), `read` / `unread`; a booked call's
 * `booked`, `booking_rescheduled`, `booking_cancelled` and `no_show` (issue 42: `{ bookingId,
 * eventType, start, timeZone, hostName, source, by?, reason?, previousStart? }`).
 */
export interface LeadEvent {
  id: number;
  kind:
    | 'created'
    | 'status'
    | 'assigned'
    | 'note'
    | 'shortlisted'
    | 'unshortlisted'
    | 'read'
    | 'unread'
    | 'booked'
    | 'booking_rescheduled'
    | 'booking_cancelled'
    | 'no_show';
  /** Kind-specific details, e.g. `{ from: 'new', to: 'qualified' }` or `{ designerName }`. */
  data: Record<string, unknown>;
  actorId: number | null;
  actorName: string | null;
  createdAt: Date;
}

/** A designer on a lead's shortlist or among the suggestions. */
export interface LeadDesigner {
  id: number;
  name: string;
  title: string;
  imageUrl: string;
  skills: string[];
  isAvailable: boolean;
}

/** `admin.leads.suggestDesigners` rows: best match first; `rank` is Postgres `ts_rank` (> 0). */
export interface DesignerSuggestion extends LeadDesigner {
  rank: number;
  shortlisted: boolean;
}

/** `admin.leads.byId`: the lead with its notes (newest first), timeline (newest first) and shortlist. */
export interface LeadDetail extends Lead {
  notes: LeadNote[];
  events: LeadEvent[];
  shortlist: LeadDesigner[];
  /**
   * The designer whose profile the inquiry was sent from ("Work with {name}", issue 19 item 5),
   * null when it came from the contact section or that designer was deleted.
   */
  sourceDesigner: LeadSourceDesigner | null;
}

/** The designer a lead came from: its id, name and profile slug. */
export interface LeadSourceDesigner {
  id: number;
  name: string;
  slug: string;
}
