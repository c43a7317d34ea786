import './zod-config';
import { z } from 'zod';
import { registerInput } from './auth';
import { idSchema, textString } from './common';
import { USER_ROLES } from './roles';

/** How long an invitation link opens (issue 44 item 1): 7 days unless said, 1 to 30 days. */
export const INVITATION_DEFAULT_DAYS = 7;
export const INVITATION_MAX_DAYS = 30;

/** An e-mail address: trimmed, at most 254 characters, valid. */
const emailAddress = textString('Email', 'Email is required')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

/**
 * A new invitation (issue 44 item 1): the teammate's `email`, the console `role` they get, and
 * how many `days` the link opens (1-30, default 7).
 */
export const invitationCreateInput = z.object({
  email: emailAddress,
  role: z.enum(USER_ROLES, { error: 'Choose a role: admin, editor or viewer' }),
  days: z.coerce
    .number({ error: 'Days must be a whole number' })
    .int('Days must be a whole number')
    .min(1, 'An invitation opens for at least 1 day')
    .max(INVITATION_MAX_DAYS, `An invitation opens for at most ${INVITATION_MAX_DAYS} days`)
    .default(INVITATION_DEFAULT_DAYS),
});
export type InvitationCreateInput = z.input<typeof invitationCreateInput>;

/** `{ id }` of an invitation. */
export const invitationIdInput = z.object({ id: idSchema });

/** An invitation link's secret token as it appears in its address: 43 base64url characters. */
export const invitationTokenSchema = z
  .string({ error: 'The invitation link is not complete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The invitation link is not complete');

/** `{ token }` of an invitation link. */
export const invitationTokenInput = z.object({ token: invitationTokenSchema });

/**
 * Accepting an invitation: its `token`, and the username and password the invitee picks, under
 * the registration rule (registerInput).
 */
export const acceptInvitationInput = registerInput.extend({ token: invitationTokenSchema });
export type AcceptInvitationInput = z.input<typeof acceptInvitationInput>;
