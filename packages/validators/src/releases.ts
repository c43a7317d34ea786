import './zod-config';
import { z } from 'zod';
import { idSchema, requiredText } from './common';
import { CONTENT_SECTIONS } from './content';
import { SETTING_KEYS } from './settings';

/**
 * What a release item names: a content block, a page setting (issue 20 item 1), or a record of
 * a collection with drafts.
 */
export const RELEASE_ENTITIES = [
  'content',
  'setting',
  'designers',
  'designerWorks',
  'testimonials',
  'clients',
] as const;
export type ReleaseEntity = (typeof RELEASE_ENTITIES)[number];

/** Where a release stands (issue 20 item 3). */
export const RELEASE_STATUSES = ['open', 'scheduled', 'published', 'cancelled', 'failed'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** What a release does when it runs: publishes its drafts, or takes its records off the site. */
export const RELEASE_ACTIONS = ['publish', 'unpublish'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** Longest release name, characters. */
export const RELEASE_NAME_MAX = 120;

/**
 * A new release: `{ name }`, 1 to 120 characters, and what it does (`action`, 'publish' unless
 * said: 'unpublish' takes its records off the site at its time).
 */
export const releaseCreateInput = z.object({
  name: requiredText('Name', RELEASE_NAME_MAX),
  action: z
    .enum(RELEASE_ACTIONS, { error: `action must be one of ${RELEASE_ACTIONS.join(', ')}` })
    .default('publish'),
});
export type ReleaseCreateInput = z.input<typeof releaseCreateInput>;

/** `{ id }` of a release. */
export const releaseIdInput = z.object({ id: idSchema });

/**
 * A block, setting or record of a release: `entity` 'content' with a section name as
 * `entityKey`, 'setting' with a known setting's key, or a collection with drafts with the
 * record's id.
 */
export const releaseItemRef = z
  .object({
    entity: z.enum(RELEASE_ENTITIES, {
      error: `entity must be one of ${RELEASE_ENTITIES.join(', ')}`,
    }),
    entityKey: z.coerce.string().trim().min(1, 'entityKey is required').max(100),
  })
  .superRefine((item, ctx) => {
    if (item.entity === 'content' && !(CONTENT_SECTIONS as string[]).includes(item.entityKey))
      ctx.addIssue({
        code: 'custom',
        path: ['entityKey'],
        message: `Unknown content block: ${item.entityKey}`,
      });
    if (item.entity === 'setting' && !(SETTING_KEYS as string[]).includes(item.entityKey))
      ctx.addIssue({
        code: 'custom',
        path: ['entityKey'],
        message: `Unknown setting: ${item.entityKey}`,
      });
    if (
      item.entity !== 'content' &&
      item.entity !== 'setting' &&
      !idSchema.safeParse(item.entityKey).success
    )
      ctx.addIssue({
        code: 'custom',
        path: ['entityKey'],
        message: 'entityKey must be a record id',
      });
  });
export type ReleaseItemRef = z.output<typeof releaseItemRef>;

/** `{ releaseId, entity, entityKey }`: adds or removes one item of a release. */
export const releaseItemInput = z.intersection(z.object({ releaseId: idSchema }), releaseItemRef);

/**
 * `{ id, publishAt }`: publishes the release at `publishAt` (an ISO 8601 date-time, stored in
 * UTC; it must be in the future), or with null takes it off the schedule.
 */
export const releaseScheduleInput = z.object({
  id: idSchema,
  publishAt: z.coerce.date({ error: 'Publish at must be a date and time' }).nullable(),
});

/**
 * Attempts to publish a scheduled release at its time before it is marked 'failed', when
 * publishing fails for a reason other than its own rules (issue 39 item 3).
 */
export const RELEASE_MAX_ATTEMPTS = 5;
