import './zod-config';
import { z } from 'zod';
import { idSchema, wholeNumber } from './common';

/** How long a new preview link opens (issue 20 item 2): 24 hours unless said, at most 7 days. */
export const PREVIEW_LINK_DEFAULT_HOURS = 24;
export const PREVIEW_LINK_MAX_HOURS = 7 * 24;

/** The lifetimes the console offers for a new preview link, in hours. */
export const PREVIEW_LINK_HOURS_CHOICES = [1, 24, 72, PREVIEW_LINK_MAX_HOURS] as const;

/**
 * A new preview link: `{ hours }` it opens for, 1 to 168 (default 24), and the release it is made
 * for, if any (`releaseId`: revoked when that release is published or cancelled).
 */
export const previewLinkCreateInput = z.object({
  hours: wholeNumber('Expires after (hours)', 1, PREVIEW_LINK_MAX_HOURS).default(
    PREVIEW_LINK_DEFAULT_HOURS,
  ),
  releaseId: idSchema.optional(),
});

/** The live links to list: all, or with `releaseId` those made for that release. */
export const previewLinkListInput = z.object({ releaseId: idSchema.optional() }).optional();
export type PreviewLinkCreateInput = z.input<typeof previewLinkCreateInput>;

/** `{ id }` of a preview link. */
export const previewLinkIdInput = z.object({ id: idSchema });

/**
 * A preview link's secret token as it appears in its address (`/preview/{token}`): 32 random
 * bytes in base64url, 43 characters.
 */
export const previewTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a preview link');
