import { createLead, enqueueLeadNotification, recordWebhookEvent } from '@forma/db';
import {
  contactInput,
  MIN_FILL_TIME_MS,
  type SpamReason,
  contactSubmitAnswer,
} from '@forma/validators';
import { createTRPCRouter, publicProcedure } from '../trpc';

/**
 * Judges a submission's spam signals (issue 11 item 5): a filled honeypot (`website`, any
 * non-empty value) is 'honeypot'; a form sent under MIN_FILL_TIME_MS after it was shown
 * (`fillMs`) is 'too-fast'. Missing signals (clients that send only SPEC's five fields) are not
 * spam. Returns the reason, or null for a real inquiry.
 */
export function spamReasonOf(signals: {
  website?: string | undefined;
  fillMs?: number | undefined;
}): SpamReason | null {
  if (signals.website) return 'honeypot';
  if (signals.fillMs !== undefined && signals.fillMs < MIN_FILL_TIME_MS) return 'too-fast';
  return null;
}

/** The landing page's contact form (SPEC 2.9, SPEC 7 POST /api/contact). */
export const contactRouter = createTRPCRouter({
  /**
   * Stores a contact submission (name, email, company, inquiryType, message; all required) as a
   * lead before answering: status 'new', or 'spam' with its reason when the spam signals say so
   * (`spamReasonOf`; stored, never dropped). A new lead also queues its e-mail to the team in the
   * same transaction when e-mails are configured (`ctx.jobs.kickLeadNotifier`), then wakes the
   * notifier; sending happens later, so SMTP trouble never reaches the visitor. The answer is
   * the same either way: `{ success: true, id }`. Throws BAD_REQUEST with issues on bad input.
   */
  submit: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/contact',
        summary: 'Send an inquiry (the contact form)',
        tag: 'Public content',
        answer: contactSubmitAnswer,
        answerDescription: 'Received',
        status: 201,
        rateLimit: 'contact',
      },
    })
    .input(contactInput)
    .mutation(async ({ ctx, input }) => {
      const { website, fillMs, designer, ...fields } = input;
      const spamReason = spamReasonOf({ website, fillMs });
      const notify = !spamReason && ctx.jobs?.kickLeadNotifier !== undefined;
      const lead = await ctx.db.transaction().execute(async (trx) => {
        const row = await createLead(trx, {
          ...fields,
          status: spamReason ? 'spam' : 'new',
          spamReason,
          designerSlug: designer,
        });
        if (notify) await enqueueLeadNotification(trx, row.id);
        if (!spamReason)
          await recordWebhookEvent(trx, {
            type: 'lead.created',
            actorId: null,
            data: {
              lead: {
                id: row.id,
                name: row.name,
                email: row.email,
                company: row.company,
                inquiryType: row.inquiryType,
                message: row.message,
                designer: designer ?? null,
                createdAt: row.createdAt.toISOString(),
              },
            },
          });
        return row;
      });
      if (spamReason)
        ctx.log?.info({ leadId: lead.id, spamReason }, 'contact submission stored as spam');
      if (notify) ctx.jobs?.kickLeadNotifier?.();
      return { success: true as const, id: lead.id };
    }),
});
