import {
  addLeadNote,
  addToShortlist,
  assignLead,
  deleteLead,
  deleteLeadsByEmail,
  leadAssignees,
  leadBoard,
  leadDetail,
  LeadError,
  leadExportRows,
  type LeadExportRow,
  listLeads,
  removeFromShortlist,
  setLeadRead,
  setLeadStatus,
  suggestDesigners,
} from '@forma/db';
import {
  byIdInput,
  deleteByEmailInput,
  leadAssignInput,
  leadBoardInput,
  leadListInput,
  leadNoteInput,
  leadSetReadInput,
  leadSetStatusInput,
  leadShortlistInput,
  leadSuggestInput,
  type DesignerSuggestion,
  type Lead,
  type LeadDesigner,
  type LeadDetail,
  type LeadNote,
  type LeadStatus,
  deleteByEmailAnswer,
  leadDetailRecord,
  leadNoteRecord,
  leadPage,
  leadRecord,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { createTRPCRouter, editorProcedure, viewerProcedure } from '../trpc';

/** `admin.leads.exportRows` input: the list's filters and sort, no paging. */
export const leadExportInput = leadListInput.omit({ limit: true, offset: true });

/** Runs a repository call, turning its LeadError into the matching tRPC error. */
async function leadCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof LeadError)
      throw new TRPCError({ code: error.code, message: error.message, cause: error });
    throw error;
  }
}

/**
 * The lead pipeline (issue 11 items 1, 2, 6), mounted as `admin.leads`: contact submissions worked
 * as leads. Every procedure is admin only (UNAUTHORIZED anonymous, FORBIDDEN non-admin) and every
 * mutation is audit-logged by `adminProcedure`. Invalid input is BAD_REQUEST with the first
 * issue's sentence; an unknown lead is NOT_FOUND 'Lead not found'.
 */
export const leadsRouter = createTRPCRouter({
  /**
   * The inbox (item 1): `leadListInput` (filters q, status, inquiryType, assigneeId | 'none',
   * isRead, from/to days; sort from LEAD_SORTS; limit 1-100, offset) -> `{ items: Lead[]; total;
   * counts }`. No status = every status but spam; `counts` has every status under the other
   * filters. BAD_REQUEST for a sort outside the whitelist or a bad day.
   */
  list: viewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/leads',
        summary: 'The lead inbox: filtered, sorted, one page',
        description:
          '`status` unset means every status but spam; `assigneeId=none` means unassigned.',
        tag: 'Admin: leads',
        answer: leadPage,
        answerDescription: 'One page, with counts per status',
      },
    })
    .input(leadListInput)
    .query(
      ({
        ctx,
        input,
      }): Promise<{ items: Lead[]; total: number; counts: Record<LeadStatus, number> }> =>
        leadCall(() => listLeads(ctx.db, input)),
    ),

  /**
   * The board (item 1): `leadBoardInput` (the list's filters but status) -> `{ columns }`, for
   * every status its newest LEAD_BOARD_COLUMN_LIMIT leads and its `total`.
   */
  board: viewerProcedure
    .input(leadBoardInput)
    .query(
      async ({
        ctx,
        input,
      }): Promise<{ columns: Record<LeadStatus, { items: Lead[]; total: number }> }> => ({
        columns: await leadCall(() => leadBoard(ctx.db, input)),
      }),
    ),

  /**
   * One lead (item 1): `{ id }` -> `LeadDetail` (notes and timeline newest first, shortlist in
   * the order added). NOT_FOUND when missing.
   */
  byId: viewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/leads/{id}',
        summary: 'One lead with its notes, timeline and shortlist',
        tag: 'Admin: leads',
        answer: leadDetailRecord,
        answerDescription: 'The lead',
      },
    })
    .input(byIdInput)
    .query(async ({ ctx, input }): Promise<LeadDetail> => {
      const lead = await leadDetail(ctx.db, input.id);
      if (!lead) throw new TRPCError({ code: 'NOT_FOUND', message: 'Lead not found' });
      return lead;
    }),

  /**
   * Moves a lead along the pipeline (item 1): `{ id, status }` -> `Lead`. Records a `status`
   * event `{ from, to }`; marking spam sets spamReason 'manual', leaving spam clears it; the same
   * status changes nothing. NOT_FOUND.
   */
  setStatus: editorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/leads/{id}/status',
        summary: "Change a lead's status",
        tag: 'Admin: leads',
        answer: leadRecord,
        answerDescription: 'The lead',
      },
    })
    .input(leadSetStatusInput)
    .mutation(({ ctx, input }): Promise<Lead> =>
      leadCall(() => setLeadStatus(ctx.db, input.id, input.status, ctx.user.id)),
    ),

  /**
   * Assigns a lead (item 1): `{ id, assigneeId }` (an admin's user id, or null to unassign) ->
   * `Lead`, with an `assigned` event `{ assigneeId, assigneeName }`. NOT_FOUND (lead),
   * BAD_REQUEST 'Leads can only be assigned to an admin user'.
   */
  assign: editorProcedure
    .input(leadAssignInput)
    .mutation(({ ctx, input }): Promise<Lead> =>
      leadCall(() => assignLead(ctx.db, input.id, input.assigneeId, ctx.user.id)),
    ),

  /**
   * Marks a lead read or unread (item 1): `{ id, isRead, automatic? }` -> `Lead`, with a `read` /
   * `unread` event when it changes, except for `automatic` (the console opening an unread lead).
   * NOT_FOUND.
   */
  setRead: editorProcedure
    .input(leadSetReadInput)
    .mutation(({ ctx, input }): Promise<Lead> =>
      leadCall(() =>
        setLeadRead(ctx.db, input.id, input.isRead, ctx.user.id, { automatic: input.automatic }),
      ),
    ),

  /**
   * Adds an internal note (item 1): `{ id, body }` (1-5000 characters) -> `LeadNote`, with a
   * `note` event. NOT_FOUND.
   */
  addNote: editorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/leads/{id}/notes',
        summary: 'Add an internal note to a lead',
        tag: 'Admin: leads',
        answer: leadNoteRecord,
        answerDescription: 'The note',
        status: 201,
      },
    })
    .input(leadNoteInput)
    .mutation(({ ctx, input }): Promise<LeadNote> =>
      leadCall(() => addLeadNote(ctx.db, input.id, input.body, ctx.user.id)),
    ),

  /**
   * Designers matching a lead (item 2): `{ id, availableOnly = true, limit = 8 }` ->
   * `DesignerSuggestion[]`, best `ts_rank` first (only rank > 0), shortlisted ones marked.
   * NOT_FOUND.
   */
  suggestDesigners: viewerProcedure
    .input(leadSuggestInput)
    .query(({ ctx, input }): Promise<DesignerSuggestion[]> =>
      leadCall(() =>
        suggestDesigners(ctx.db, input.id, {
          availableOnly: input.availableOnly,
          limit: input.limit,
        }),
      ),
    ),

  /**
   * Shortlists a designer for a lead (item 2): `{ id, designerId }` -> the new shortlist
   * (`LeadDesigner[]`), with a `shortlisted` event; already shortlisted: unchanged. NOT_FOUND
   * 'Lead not found' / 'Designer not found'.
   */
  shortlistAdd: editorProcedure
    .input(leadShortlistInput)
    .mutation(({ ctx, input }): Promise<LeadDesigner[]> =>
      leadCall(() => addToShortlist(ctx.db, input.id, input.designerId, ctx.user.id)),
    ),

  /**
   * Takes a designer off a lead's shortlist (item 2): `{ id, designerId }` -> the new shortlist,
   * with an `unshortlisted` event; not on it: unchanged. NOT_FOUND as for shortlistAdd.
   */
  shortlistRemove: editorProcedure
    .input(leadShortlistInput)
    .mutation(({ ctx, input }): Promise<LeadDesigner[]> =>
      leadCall(() => removeFromShortlist(ctx.db, input.id, input.designerId, ctx.user.id)),
    ),

  /**
   * Deletes one lead with its notes, timeline and shortlist (item 1): `{ id }` -> `{ id }`.
   * NOT_FOUND.
   */
  delete: editorProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteLead(ctx.db, input.id)))
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Lead not found' });
    return { id: input.id };
  }),

  /**
   * Deletes every submission of one e-mail address, any letter case, with everything hanging
   * off them (item 6, an erasure request): `{ email }` -> `{ deleted }` (0 when none).
   */
  deleteByEmail: editorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/leads/delete-by-email',
        summary: "Delete one person's data: every lead from an e-mail address",
        tag: 'Admin: leads',
        answer: deleteByEmailAnswer,
        answerDescription: 'How many were deleted',
      },
    })
    .input(deleteByEmailInput)
    .mutation(async ({ ctx, input }) => ({
      deleted: await deleteLeadsByEmail(ctx.db, input.email),
    })),

  /**
   * Every lead under the list's filters and sort (item 3), as an async iterable read in pages:
   * `{ q?, status?, inquiryType?, assigneeId?, isRead?, from?, to?, sort? }` ->
   * `AsyncIterable<LeadExportRow>` (the list row plus its notes and shortlisted designer names).
   * For server-side callers (the REST CSV export, GET /api/admin/leads/export.csv); over tRPC
   * HTTP it is refused (415: a stream-like response needs a streaming link).
   */
  exportRows: viewerProcedure
    .input(leadExportInput)
    .query(({ ctx, input }): AsyncGenerator<LeadExportRow> => {
      const { sort, ...filters } = input;
      return leadExportRows(ctx.db, filters, sort);
    }),

  /** Who leads can be assigned to (item 1): admin users `{ id, username }[]` by username. */
  assignees: viewerProcedure.query(({ ctx }) => leadAssignees(ctx.db)),
});
