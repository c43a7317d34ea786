import './zod-config';
import { z } from 'zod';
import { USER_ROLES } from './roles';
import { publicUser } from './auth';
import { CONTENT_SECTIONS } from './content';
import { inquiryType } from './contact';
import { FIT_MODES, ORIENTATIONS, patternCssProperties } from './entities';
import { LEAD_STATUSES } from './lead-values';
import { uploadResultSchema } from './uploads';
import { MEDIA_KINDS } from './collection-lists';
import { revisionValue } from './revisions';
import { MEDIA_USER_KINDS } from './media-use-values';

/**
 * The answers of the API (issue 21): one schema per shape a procedure returns, so the REST
 * route table can describe every response in the OpenAPI document and the tests can check each
 * answer against it. Dates are `z.date()` as the procedures return them (superjson keeps them);
 * REST sends them as ISO 8601 strings, which the document says (`format: date-time`).
 * Records are strict: a field the API starts sending (a password hash, say) fails the check
 * until it is described here.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const date = z.date();

/** `{ success: true }`: a write that has nothing else to say. */
export const successAnswer = z.strictObject({ success: z.literal(true) });

/** The error body of every REST answer 4xx/5xx (DESIGN.md "Errors"): a sentence, and for 400 the zod issues. */
export const errorAnswer = z.object({
  message: z.string(),
  issues: z
    .array(
      z.object({
        path: z.array(z.union([z.string(), z.number()])),
        message: z.string(),
        code: z.string().optional(),
      }),
    )
    .optional(),
});

/** A signed-in user (GET /api/user): the public user, with `twoFactorSetupRequired` when an admin must enrol first. */
export const currentUserAnswer = publicUser.extend({
  twoFactorSetupRequired: z.literal(true).optional(),
});
/** POST /api/login: the user, or `{ twoFactorRequired: true }` when a code must follow. */
export const loginAnswer = z.union([
  publicUser,
  z.strictObject({ twoFactorRequired: z.literal(true) }),
]);
export const twoFactorStatusAnswer = z.strictObject({
  enabled: z.boolean(),
  enrolling: z.boolean(),
  recoveryCodesLeft: count,
  required: z.boolean(),
});
export const twoFactorSetupAnswer = z.strictObject({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** A data: URL of the QR code's PNG. */
  qrCode: z.string(),
});
export const twoFactorEnableAnswer = z.strictObject({ recoveryCodes: z.array(z.string()) });

export const designerRecord = z.strictObject({
  id,
  name: z.string(),
  title: z.string(),
  /** The profile's address part: `/designers/{slug}`. */
  slug: z.string(),
  bio: z.string(),
  imageUrl: z.string(),
  portfolioUrl: z.string(),
  skills: z.array(z.string()),
  availability: z.string(),
  isAvailable: z.boolean(),
  featured: z.boolean(),
  orderIndex: z.number().int(),
  createdAt: date,
});

export const designerWorkRecord = z.strictObject({
  id,
  designerId: id,
  title: z.string(),
  description: z.string(),
  mediaUrl: z.string(),
  category: z.string(),
  isVideo: z.boolean(),
  orientation: z.enum(ORIENTATIONS),
  maxHeight: z.number().int().nullable(),
  maxWidth: z.number().int().nullable(),
  fitMode: z.string().meta({ examples: [...FIT_MODES] }),
  projectUrl: z.string(),
  featured: z.boolean(),
  orderIndex: z.number().int(),
  createdAt: date,
});

/** A designer's profile (`GET /api/designer-profiles/{slug}`): the designer and its works. */
export const designerProfileRecord = designerRecord.extend({
  works: z.array(designerWorkRecord),
});

/** A designer work as the projects section shows it (SPEC 3: imageUrl from mediaUrl). */
export const projectRecord = z.strictObject({
  id,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  isVideo: z.boolean(),
  orientation: z.enum(ORIENTATIONS),
  maxWidth: z.number().int().nullable(),
  maxHeight: z.number().int().nullable(),
  fitMode: z.string(),
});

export const testimonialRecord = z.strictObject({
  id,
  name: z.string(),
  role: z.string(),
  company: z.string(),
  quote: z.string(),
  imageUrl: z.string(),
  rating: z.number().int().min(1).max(5),
  featured: z.boolean(),
  createdAt: date,
});

export const clientRecord = z.strictObject({
  id,
  name: z.string(),
  logoUrl: z.string(),
  featured: z.boolean(),
  createdAt: date,
});

/**
 * What a JSON answer described by a schema's output looks like to a client: dates are ISO 8601
 * strings once serialized. `Answer<typeof designerRecord>` is a designer as GET /api/designers
 * sends it; the web app and other clients use these instead of declaring answers by hand.
 */
export type JsonOf<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? JsonOf<Item>[]
    : T extends object
      ? { [K in keyof T]: JsonOf<T[K]> }
      : T;
/** The JSON answer of a schema (see JsonOf). */
export type Answer<S extends z.ZodType> = JsonOf<z.output<S>>;
/** A designer as GET /api/designers answers it. */
export type DesignerAnswer = Answer<typeof designerRecord>;
/** A designer work as GET /api/designer-works/{designerId} answers it. */
export type DesignerWorkAnswer = Answer<typeof designerWorkRecord>;
/** A project (a designer work as the projects section shows it), GET /api/projects. */
export type ProjectAnswer = Answer<typeof projectRecord>;
/** A testimonial as GET /api/testimonials answers it. */
export type TestimonialAnswer = Answer<typeof testimonialRecord>;
/** A client (partner logo) as GET /api/clients answers it. */
export type ClientAnswer = Answer<typeof clientRecord>;
/** A designer's profile as GET /api/designer-profiles/{slug} answers it. */
export type DesignerProfileAnswer = Answer<typeof designerProfileRecord>;

/**
 * Draft and publish of a record the site shows (issue 20 item 1), as the admin API answers it:
 * when it was first published (null: a draft never published), and the fields changed since
 * then that are not live yet (field -> value), with when and by whom. Public answers leave them
 * out.
 */
const draftFields = {
  publishedAt: date.nullable(),
  draft: z.record(z.string(), z.unknown()).nullable(),
  draftUpdatedAt: date.nullable(),
  draftUserId: id.nullable(),
  /** The record's revision (issue 41): base the next save on it, or send it as If-Match. */
  revision: revisionValue,
};
export const designerAdminRecord = designerRecord.extend(draftFields);
export const designerWorkAdminRecord = designerWorkRecord.extend(draftFields);
export const testimonialAdminRecord = testimonialRecord.extend(draftFields);
export const clientAdminRecord = clientRecord.extend(draftFields);

export const patternRecord = z.strictObject({
  id,
  name: z.string(),
  description: z.string(),
  pngUrl: z.string(),
  svgUrl: z.string(),
  svgContent: z.string(),
  cssProperties: patternCssProperties,
  category: z.string(),
  isVectorized: z.boolean(),
  /** pending | processing | done | failed (the vectorizer's state). */
  status: z.string(),
  statusMessage: z.string(),
  attempts: count,
  lockedAt: date.nullable(),
  createdAt: date,
  updatedAt: date,
});

export const contactSubmissionRecord = z.strictObject({
  id,
  name: z.string(),
  email: z.string(),
  company: z.string(),
  inquiryType: z.string(),
  message: z.string(),
  createdAt: date,
  isRead: z.boolean(),
  status: z.enum(LEAD_STATUSES),
  spamReason: z.string().nullable(),
  spamAt: date.nullable(),
  assigneeId: id.nullable(),
  /** The designer whose profile the inquiry came from ("Work with {name}"), else null. */
  designerId: id.nullable(),
  updatedAt: date,
});

/** A file of the media library (issue 19 item 2): the uploads table without its queue columns. */
export const mediaRecord = z.strictObject({
  id,
  name: z.string(),
  url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  contentType: z.string(),
  bytes: count,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z
    .array(
      z.strictObject({
        name: z.string(),
        width: z.number().int(),
        format: z.enum(['avif', 'webp']),
        bytes: count,
      }),
    )
    .nullable(),
  placeholder: z.string().nullable(),
  alt: z.string(),
  focalX: z.number(),
  focalY: z.number(),
  uploadedBy: id.nullable(),
  createdAt: date,
  variantsAt: date.nullable(),
  variantsError: z.string().nullable(),
  /** Part of the web app (`/assets/...`), not an upload (issue 44 item 4). */
  builtIn: z.boolean(),
  /** How many places use it (records, blocks, kept versions); 0: not used anywhere. */
  uses: count,
});

/** Where a media file can be used (zod-free, in media-use-values.ts). */
export { isRestorableUse, MEDIA_USER_KINDS } from './media-use-values';

/**
 * One place a media file is used (issue 19 item 2): the kind of record, its id (a content
 * block's is its section), its name, and for a designer work the designer it belongs to.
 */
export const mediaUseRecord = z.strictObject({
  entity: z.enum(MEDIA_USER_KINDS),
  id: z.union([id, z.string()]),
  label: z.string(),
  designerId: id.optional(),
});
export type MediaUse = z.infer<typeof mediaUseRecord>;

/** Where a media file is used: every place, in MEDIA_USER_KINDS order; empty when unused. */
export const mediaUsageAnswer = z.strictObject({ items: z.array(mediaUseRecord) });

/** A user in the console's users collection: never the password hash. */
export const userRecord = z.strictObject({
  id,
  username: z.string(),
  isAdmin: z.boolean(),
  role: z.enum(USER_ROLES).nullable(),
  createdAt: date,
});

/** One page of a collection list: `items` under the query, `total` matching it. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.strictObject({ items: z.array(item), total: count });

export const bulkDeleteAnswer = z.strictObject({ deleted: count });
export const bulkFeatureAnswer = z.strictObject({ updated: count });

/** GET /api/content/{section}: the stored block (or its default). */
export const contentAnswer = z.strictObject({ content: z.record(z.string(), z.unknown()) });
/** A content block as GET /api/content/{section} answers it. */
export type ContentAnswer = Answer<typeof contentAnswer>;
/** A content block as written (PUT, restore). */
export const contentBlockRecord = z.strictObject({
  section: z.string(),
  content: z.record(z.string(), z.unknown()),
  updatedAt: date,
  /** The section's revision after this write (issue 41): base the next save on it. */
  revision: revisionValue,
});
/** A stored version of a block (published, or its draft) as its editor sees it. */
const storedBlock = z.strictObject({
  content: z.record(z.string(), z.unknown()),
  revision: revisionValue,
  updatedAt: date,
  /** Who saved it last (null: unknown or deleted). */
  username: z.string().nullable(),
});
/**
 * A block as its editor opens it (issue 41, `GET /api/admin/content/{section}`): the revision to
 * base a save on (its draft's when it has one, else the published block's; 0 never saved), the
 * published block and the draft, each null when there is none.
 */
export const contentEditableRecord = z.strictObject({
  section: z.string(),
  revision: revisionValue,
  published: storedBlock.nullable(),
  draft: storedBlock.nullable(),
});
export const contentHistoryRecord = z.strictObject({
  id,
  siteContentId: id,
  section: z.string(),
  content: z.record(z.string(), z.unknown()),
  createdAt: date,
  userId: id.nullable(),
  username: z.string().nullable(),
});
export const contentOverviewRecord = z.strictObject({
  section: z.enum(CONTENT_SECTIONS),
  stored: z.boolean(),
  updatedAt: date.nullable(),
  lastEdit: z.strictObject({ username: z.string().nullable(), createdAt: date }).nullable(),
  /** The block's unpublished draft (issue 20 item 1): who saved it and when; null without one. */
  draft: z.strictObject({ username: z.string().nullable(), updatedAt: date }).nullable(),
});

/** GET /api/settings/{key}. */
export const settingAnswer = z.strictObject({ key: z.string(), value: z.string() });
/** A setting as GET /api/settings/{key} answers it. */
export type SettingAnswer = Answer<typeof settingAnswer>;
export const settingRecord = settingAnswer.extend({ updatedAt: date, revision: revisionValue });

export const snapshotSummaryRecord = z.strictObject({
  id,
  name: z.string(),
  createdAt: date,
  username: z.string().nullable(),
  blockCount: count,
  settingCount: count,
});
/** What restoring a snapshot changed (or would change): sections and setting keys. */
export const siteStateChangesAnswer = z.strictObject({
  sections: z.array(z.string()),
  settings: z.array(z.string()),
});
/** What restoring would change now, and the site's revision to restore on (issue 41 item 4). */
export const snapshotChangesAnswer = siteStateChangesAnswer.extend({ revision: revisionValue });

export const auditLogPage = z.strictObject({
  items: z.array(
    z.strictObject({
      id,
      userId: id.nullable(),
      username: z.string(),
      action: z.string(),
      entity: z.string(),
      entityId: z.string().nullable(),
      changes: z.unknown(),
      ip: z.string().nullable(),
      /** The writer's console role at the time (null for writes before roles). */
      role: z.string().nullable(),
      createdAt: date,
    }),
  ),
  total: count,
});

export const leadRecord = z.strictObject({
  id,
  name: z.string(),
  email: z.string(),
  company: z.string(),
  inquiryType,
  message: z.string(),
  createdAt: date,
  updatedAt: date,
  isRead: z.boolean(),
  status: z.enum(LEAD_STATUSES),
  spamReason: z.string().nullable(),
  assigneeId: id.nullable(),
  assigneeName: z.string().nullable(),
  noteCount: count,
  shortlistCount: count,
});
const statusCounts = z.strictObject(
  Object.fromEntries(LEAD_STATUSES.map((s) => [s, count])) as Record<
    (typeof LEAD_STATUSES)[number],
    typeof count
  >,
);
export const leadPage = z.strictObject({
  items: z.array(leadRecord),
  total: count,
  counts: statusCounts,
});
export const leadNoteRecord = z.strictObject({
  id,
  body: z.string(),
  authorId: id.nullable(),
  authorName: z.string().nullable(),
  createdAt: date,
});
const leadDesigner = z.strictObject({
  id,
  name: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  skills: z.array(z.string()),
  isAvailable: z.boolean(),
});
export const leadDetailRecord = leadRecord.extend({
  notes: z.array(leadNoteRecord),
  events: z.array(
    z.strictObject({
      id,
      kind: z.enum([
        'created',
        'status',
        'assigned',
        'note',
        'shortlisted',
        'unshortlisted',
        'read',
        'unread',
      ]),
      data: z.record(z.string(), z.unknown()),
      actorId: id.nullable(),
      actorName: z.string().nullable(),
      createdAt: date,
    }),
  ),
  shortlist: z.array(leadDesigner),
  sourceDesigner: z.strictObject({ id, name: z.string(), slug: z.string() }).nullable(),
});

export const dashboardAnswer = z.strictObject({
  counts: z.strictObject({
    designers: count,
    designerWorks: count,
    testimonials: count,
    clients: count,
    users: count,
    patterns: count,
    contactSubmissions: count,
    unreadContactSubmissions: count,
  }),
  latestContactSubmissions: z.array(leadRecord),
  analytics: z.strictObject({
    visits7d: count,
    visitsToday: count,
    pageViews7d: count,
    ctaClicks7d: z.strictObject({ heroPrimary: count, heroSecondary: count, bookACall: count }),
    contactSubmitted7d: count,
    daily: z.array(
      z.strictObject({
        day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        visits: count,
        ctaClicks: count,
      }),
    ),
  }),
  latestContentEdits: z.array(
    z.strictObject({ id, section: z.string(), createdAt: date, username: z.string().nullable() }),
  ),
});

export const contactSubmitAnswer = z.strictObject({ success: z.literal(true), id });
export const analyticsAnswer = z.strictObject({ accepted: count });
export const revokeSessionsAnswer = z.strictObject({ revoked: count });
export const deleteByEmailAnswer = z.strictObject({ deleted: count });
export const uploadAnswer = uploadResultSchema;
/** GET /api/health: 200 `{ status: 'ok', database: 'up' }`, 503 when the database is down. */
export const healthAnswer = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  message: z.string().optional(),
});
