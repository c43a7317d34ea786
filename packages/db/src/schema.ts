import type { LeadStatus, PatternCssProperties, UserRole } from '@forma/validators';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Database types, mirroring the migrations in ./migrations (camelCase through CamelCasePlugin).
 * Change a migration, change this file in the same commit.
 */
type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Json = ColumnType<unknown, string, string>;
type NullableDate = ColumnType<Date | null, Date | null | undefined, Date | null>;

/**
 * Draft and publish of a record the site shows (migration 2026-11-30T00-00_record-drafts, issue
 * 20 item 1): when it was first made live (null: a draft never published, left out of every
 * public read), and the fields changed since then that are not live yet, with when and by whom.
 */
export interface DraftColumns {
  publishedAt: NullableDate;
  /** Field -> value, as the API names them; written as JSON text. */
  draft: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  draftUpdatedAt: NullableDate;
  draftUserId: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set by a trigger on every edit, from one sequence (migration 2026-12-07T00-00_revisions). */
  revision: ColumnType<number, never, never>;
}

/** The names of the draft columns (and the revision), which no public read returns. */
export const DRAFT_COLUMNS = [
  'publishedAt',
  'draft',
  'draftUpdatedAt',
  'draftUserId',
  'revision',
] as const;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password: string;
  /** Console role (migration 2026-11-27T00-00_user-roles); null for a registered visitor. */
  role: ColumnType<UserRole | null, UserRole | null | undefined, UserRole | null>;
  /** Generated from `role` (= 'admin'): never written. */
  isAdmin: ColumnType<boolean, never, never>;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  id: string;
  userId: number | null;
  data: Json;
  /** Idle expiry, slid on use; never later than `createdAt` plus the absolute lifetime. */
  expiresAt: Date;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/** TOTP two-factor state of a user (secrets stay server-side, never in a user row). */
export interface UserTwoFactorTable {
  userId: number;
  /**
   * The confirmed secret, encrypted (`v1:<iv>:<tag>:<ciphertext>`, see packages/api
   * totp-encryption.ts); null while two-factor sign-in is off.
   */
  secret: string | null;
  /** A secret shown for enrolment, not yet confirmed with a code (encrypted the same way). */
  pendingSecret: string | null;
  enabledAt: Date | null;
  /** The last accepted TOTP time step (a code is accepted once). */
  lastStep: ColumnType<string | null, number | null, number | null>;
  updatedAt: UpdatedAt;
}

/** One-time recovery codes (argon2id hashes) of two-factor sign-in. */
export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

export interface DesignersTable extends DraftColumns {
  id: Generated<number>;
  name: string;
  title: string;
  bio: Generated<string>;
  imageUrl: Generated<string>;
  portfolioUrl: Generated<string>;
  skills: Generated<string[]>;
  availability: Generated<string>;
  isAvailable: Generated<boolean>;
  featured: Generated<boolean>;
  orderIndex: Generated<number>;
  createdAt: CreatedAt;
  /**
   * The profile's address, `/designers/{slug}` (issue 19 item 5): unique; an empty one is filled
   * from the name by a trigger (migration 2026-11-26T00-00), and kept when the name changes.
   */
  slug: Generated<string>;
  /**
   * Weighted full-text vector (skills and title A, bio C, works D; English), maintained by
   * triggers (migration 2026-11-25T00-00). Read with SQL only; hidden from designer rows.
   */
  search: ColumnType<string, never, never>;
}

export interface DesignerWorksTable extends DraftColumns {
  id: Generated<number>;
  designerId: number;
  title: string;
  description: Generated<string>;
  mediaUrl: string;
  category: Generated<string>;
  isVideo: Generated<boolean>;
  orientation: Generated<'portrait' | 'landscape'>;
  maxHeight: number | null;
  maxWidth: number | null;
  fitMode: Generated<string>;
  projectUrl: Generated<string>;
  featured: Generated<boolean>;
  orderIndex: Generated<number>;
  createdAt: CreatedAt;
}

export interface TestimonialsTable extends DraftColumns {
  id: Generated<number>;
  name: string;
  role: Generated<string>;
  company: Generated<string>;
  quote: string;
  imageUrl: Generated<string>;
  rating: Generated<number>;
  featured: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface ClientsTable extends DraftColumns {
  id: Generated<number>;
  name: string;
  logoUrl: Generated<string>;
  featured: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface SiteContentTable {
  id: Generated<number>;
  section: string;
  content: Json;
  updatedAt: UpdatedAt;
  /** Set by a trigger on every edit, from one sequence (migration 2026-12-07T00-00_revisions). */
  revision: ColumnType<number, never, never>;
}

/** A content block's unpublished draft (migration 2026-11-28T00-00_content-drafts). */
export interface ContentDraftsTable {
  section: string;
  content: Json;
  userId: number | null;
  updatedAt: UpdatedAt;
  /** Set by a trigger on every edit, from one sequence (migration 2026-12-07T00-00_revisions). */
  revision: ColumnType<number, never, never>;
}

/**
 * A page setting's unpublished draft (migration 2026-12-02T00-00_setting-drafts): `value` null
 * means publishing unsets the setting.
 */
export interface SettingDraftsTable {
  key: string;
  value: string | null;
  userId: number | null;
  updatedAt: UpdatedAt;
  /** Set by a trigger on every edit, from one sequence (migration 2026-12-07T00-00_revisions). */
  revision: ColumnType<number, never, never>;
}

/** A shareable preview link (migration 2026-11-29T00-00_preview-links). */
export interface PreviewLinksTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the link's secret token; the token is never stored. */
  tokenHash: string;
  userId: number | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  expiresAt: Date;
  revokedAt: Date | null;
  /** The release the link was made for: revoked when it is published or cancelled. */
  releaseId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Where an invitation's e-mail stands: none queued (no SMTP), pending, sent, or failed for good. */
export type InvitationEmailStatus = 'none' | 'pending' | 'sent' | 'failed';

/** An invitation to the console (migration 2026-12-05T00-00_invitations, issue 44 item 1). */
export interface InvitationsTable {
  id: Generated<number>;
  email: string;
  role: UserRole;
  /** SHA-256 (hex) of the link's secret token; the token is never stored. */
  tokenHash: string;
  invitedBy: number | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  expiresAt: Date;
  acceptedAt: NullableDate;
  acceptedUserId: ColumnType<number | null, number | null | undefined, number | null>;
  revokedAt: NullableDate;
  emailStatus: ColumnType<
    InvitationEmailStatus,
    InvitationEmailStatus | undefined,
    InvitationEmailStatus
  >;
  emailAttempts: ColumnType<number, number | undefined, number>;
  emailNextAttemptAt: NullableDate;
  emailLastError: ColumnType<string | null, string | null | undefined, string | null>;
  /** The link to e-mail, sealed with the server's key (never in clear); null once sent. */
  emailLink: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Where a release stands (migration 2026-12-01T00-00_releases, issue 20 item 3). */
export type ReleaseStatus = 'open' | 'scheduled' | 'published' | 'cancelled' | 'failed';

/** What a release does when it runs: publish its drafts, or take its records off the site. */
export type ReleaseAction = 'publish' | 'unpublish';

export interface ReleasesTable {
  id: Generated<number>;
  name: string;
  action: ColumnType<ReleaseAction, ReleaseAction | undefined, ReleaseAction>;
  status: ColumnType<ReleaseStatus, ReleaseStatus | undefined, ReleaseStatus>;
  /** When a scheduled release is published (UTC). */
  publishAt: NullableDate;
  /** When it was published. */
  publishedAt: NullableDate;
  /** Why publishing failed (status 'failed'). */
  error: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Failed attempts to publish it at its time for a reason other than its own rules (migration
   * 2026-12-03T00-00_release-attempts); back to 0 when it is scheduled again.
   */
  publishAttempts: ColumnType<number, number | undefined, number>;
  /** Before this time the publisher leaves it alone (it failed and waits); null: any time. */
  retryAt: NullableDate;
  userId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ReleaseItemsTable {
  id: Generated<number>;
  releaseId: number;
  /** 'content' (a block) or a collection with drafts ('testimonials', ...). */
  entity: string;
  /** The block's section, or the record's id. */
  entityKey: string;
  /**
   * The release's own version of the item, frozen when it was added (issue 39 item 2:
   * ReleaseItemVersion); null for items added before versions were kept.
   */
  version: ColumnType<ReleaseItemVersion | null, string | null | undefined, string | null>;
  /** When `version` was frozen. */
  versionAt: Date | null;
  createdAt: CreatedAt;
}

/**
 * What a release publishes of an item (issue 39 item 2): a block's content, a setting's value
 * (null: unset), a record's fields as publishing writes them; `{}` when there is nothing to
 * publish (a release that takes records off the site).
 */
export type ReleaseItemVersion =
  | { content: unknown }
  | { value: string | null }
  | { fields: Record<string, unknown> }
  | Record<string, never>;

export interface ContentHistoryTable {
  id: Generated<number>;
  siteContentId: number;
  section: string;
  content: Json;
  createdAt: CreatedAt;
  userId: number | null;
}

/** One admin write: who, what, which row, the changed fields (no secrets), from where, when. */
export interface AuditLogTable {
  id: Generated<number>;
  userId: number | null;
  username: string;
  action: string;
  entity: string;
  entityId: string | null;
  /** field -> new value (secrets replaced, long texts cut) */
  changes: Json;
  ip: string | null;
  /** The writer's console role at the time (null before roles existed). */
  role: ColumnType<string | null, string | null | undefined, never>;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/** A named copy of every content block and setting (whole-site snapshot). */
export interface ContentSnapshotsTable {
  id: Generated<number>;
  name: string;
  /** section -> content object */
  blocks: Json;
  /** setting key -> value */
  settings: Json;
  createdAt: CreatedAt;
  userId: number | null;
}

export interface PatternsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  pngUrl: Generated<string>;
  svgUrl: Generated<string>;
  svgContent: Generated<string>;
  cssProperties: ColumnType<PatternCssProperties, string | undefined, string>;
  category: Generated<string>;
  isVectorized: Generated<boolean>;
  status: Generated<string>;
  /** Why vectorizing failed (shown in the console); '' otherwise. */
  statusMessage: Generated<string>;
  /** Vectorizing attempts since the PNG was last queued. */
  attempts: Generated<number>;
  /** When a worker claimed the row ('processing'); null when no worker holds it. */
  lockedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ContactSubmissionsTable {
  id: Generated<number>;
  name: string;
  email: string;
  company: string;
  inquiryType: string;
  message: string;
  createdAt: CreatedAt;
  isRead: Generated<boolean>;
  /** Lead status (LEAD_STATUSES), 'new' by default (issue 11). */
  status: Generated<LeadStatus>;
  /** Why it is spam (SPAM_REASONS) while status is 'spam', else null. */
  spamReason: string | null;
  /** When it became spam while status is 'spam' (the purge counts from it), else null. */
  spamAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The admin working the lead, null when unassigned. */
  assigneeId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The designer whose profile the inquiry came from ("Work with {name}"), else null. */
  designerId: ColumnType<number | null, number | null | undefined, number | null>;
  updatedAt: UpdatedAt;
}

/** An internal note on a lead (issue 11 item 1). */
export interface LeadNotesTable {
  id: Generated<number>;
  leadId: number;
  authorId: number | null;
  body: string;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/** One entry of a lead's timeline: `kind` (created, status, assigned, note, ...) and its `data`. */
export interface LeadEventsTable {
  id: Generated<number>;
  leadId: number;
  kind: string;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  actorId: number | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/** A designer put on a lead's shortlist (issue 11 item 2). */
export interface LeadShortlistTable {
  leadId: number;
  designerId: number;
  addedBy: number | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/**
 * The new-lead e-mail queue (issue 11 item 4): one row per lead to announce, retried with
 * `attempts` and `next_attempt_at` until `sent` (or `failed` for good).
 */
export interface LeadNotificationsTable {
  id: Generated<number>;
  leadId: number;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  nextAttemptAt: ColumnType<Date, Date | undefined, Date>;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/** An open console tab (migration 2026-12-08T00-00_presence, issue 41 item 3). */
export interface PresenceTable {
  /** The tab's event stream, random. */
  id: string;
  /** The instance that serves the stream. */
  instance: string;
  userId: number;
  /** What the tab edits (`content:hero`, `designers:12`); '' on other screens. */
  resource: Generated<string>;
  /** When its instance last vouched for it. */
  seenAt: Generated<Date>;
}

export interface SettingsTable {
  id: Generated<number>;
  key: string;
  value: string;
  updatedAt: UpdatedAt;
  /** Set by a trigger on every edit, from one sequence (migration 2026-12-07T00-00_revisions). */
  revision: ColumnType<number, never, never>;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  resetAt: Date;
}

/** One analytics event (SPEC 7 beacons); no personal data, see the migration. */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  /** Random per-tab id generated by the browser, only to count unique visits. */
  sessionId: string;
  path: string;
  section: string | null;
  device: 'mobile' | 'desktop' | null;
  durationMs: number | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/**
 * Where a webhook delivery stands: waiting (or retrying), delivered, dead (given up after a day),
 * or replaced (a replay took over while it still waited).
 */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'dead' | 'replaced';

/** A webhook endpoint (migration 2026-12-09T00-00_webhooks, issue 43). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  description: ColumnType<string, string | undefined, string>;
  /** The event types it receives; written as JSON text. */
  events: ColumnType<string[], string, string>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** The signing secret, sealed with the key of the two-factor secrets. */
  secret: string;
  /** The secret before the last rotation (sealed), still signing until its expiry. */
  previousSecret: ColumnType<string | null, string | null | undefined, string | null>;
  previousSecretExpiresAt: NullableDate;
  /** When the current run of failed deliveries began; null while it delivers. */
  failingSince: NullableDate;
  disabledAt: NullableDate;
  disabledReason: ColumnType<string | null, string | null | undefined, string | null>;
  createdBy: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An event in the outbox (issue 43 item 2), written in the transaction of its change. */
export interface WebhookEventsTable {
  id: Generated<string>;
  type: string;
  occurredAt: ColumnType<Date, Date | undefined, never>;
  actorId: ColumnType<number | null, number | null | undefined, number | null>;
  actorName: ColumnType<string | null, string | null | undefined, never>;
  /** The event's data (the changed record); written as JSON text. */
  data: ColumnType<Record<string, unknown>, string, never>;
}

/** One event's delivery to one endpoint (a replay adds another). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  eventId: string;
  endpointId: number;
  status: ColumnType<
    WebhookDeliveryStatus,
    WebhookDeliveryStatus | undefined,
    WebhookDeliveryStatus
  >;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: ColumnType<Date, Date | undefined, Date>;
  replayOf: ColumnType<number | null, number | null | undefined, never>;
  createdAt: CreatedAt;
  lastAttemptAt: NullableDate;
  lastStatusCode: ColumnType<number | null, number | null | undefined, number | null>;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
  /** The first characters of the receiver's answer. */
  lastResponse: ColumnType<string | null, string | null | undefined, string | null>;
  lastDurationMs: ColumnType<number | null, number | null | undefined, number | null>;
  deliveredAt: NullableDate;
}

/** A console user who takes calls (migration 2026-12-10T00-00_bookings, issue 42 item 1). */
export interface BookingHostsTable {
  userId: number;
  displayName: string;
  email: string;
  /** IANA zone of the weekly hours and overrides. */
  timeZone: string;
  /** `[{ weekday 1-7, start 'HH:mm', end 'HH:mm' }]`, written as JSON text. */
  weeklyHours: ColumnType<
    { weekday: number; start: string; end: string }[],
    string | undefined,
    string
  >;
  bufferBeforeMin: Generated<number>;
  bufferAfterMin: Generated<number>;
  minNoticeMin: Generated<number>;
  horizonDays: Generated<number>;
  dailyMax: number | null;
  active: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One host's hours on one local date, in place of the weekly hours (`[]`: a day off). */
export interface BookingOverridesTable {
  id: Generated<number>;
  hostId: number;
  /** 'YYYY-MM-DD' (Postgres `date`, read as text: see the dialects' type parsers). */
  date: ColumnType<string, string, string>;
  intervals: ColumnType<{ start: string; end: string }[], string | undefined, string>;
}

/** What a visitor books: "Intro call", 30 min (issue 42 item 1). */
export interface BookingEventTypesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: Generated<string>;
  durationMin: number;
  locationKind: 'video' | 'phone';
  /** A video-call link template (`{uid}` is replaced) or a phone number. */
  locationValue: Generated<string>;
  questions: ColumnType<string[], string | undefined, string>;
  active: Generated<boolean>;
  position: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A booked call (issue 42 items 4-6); see the migration for the exclusion constraint. */
export interface BookingsTable {
  id: Generated<number>;
  /** The iCalendar UID, stable across reschedules. */
  uid: string;
  eventTypeId: number;
  hostId: number;
  leadId: number | null;
  designerId: number | null;
  status: Generated<'confirmed' | 'cancelled' | 'no_show'>;
  startsAt: Date;
  endsAt: Date;
  /** The call widened by the host's buffers: what no other confirmed booking may overlap. */
  blockedFrom: Date;
  blockedUntil: Date;
  name: string;
  email: string;
  company: Generated<string>;
  /** The visitor's IANA zone. */
  timeZone: string;
  answers: ColumnType<Record<string, string>, string | undefined, string>;
  source: ColumnType<Record<string, string>, string | undefined, string>;
  location: Generated<string>;
  /** The iCalendar SEQUENCE: 0, then one more per reschedule or cancel. */
  sequence: Generated<number>;
  cancelledAt: NullableDate;
  cancelledBy: ColumnType<
    'visitor' | 'host' | null,
    'visitor' | 'host' | null | undefined,
    'visitor' | 'host' | null
  >;
  cancelReason: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Kinds of booking e-mail; reminders are due 24 h and 1 h before the call. */
export type BookingEmailKind =
  'confirmed' | 'rescheduled' | 'cancelled' | 'reminder-24h' | 'reminder-1h';

/** The booking e-mail queue (issue 42 item 5): claimed before sending, never sent twice. */
export interface BookingEmailsTable {
  id: Generated<number>;
  bookingId: number;
  kind: BookingEmailKind;
  recipient: 'visitor' | 'host';
  /** The booking's SEQUENCE it was queued for; an older one is not sent. */
  sequence: number;
  status: Generated<'pending' | 'sent' | 'failed' | 'cancelled'>;
  dueAt: ColumnType<Date, Date | undefined, Date>;
  attempts: Generated<number>;
  leaseUntil: NullableDate;
  lastError: string | null;
  sentAt: NullableDate;
  createdAt: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  designers: DesignersTable;
  designerWorks: DesignerWorksTable;
  testimonials: TestimonialsTable;
  clients: ClientsTable;
  siteContent: SiteContentTable;
  contentHistory: ContentHistoryTable;
  contentDrafts: ContentDraftsTable;
  previewLinks: PreviewLinksTable;
  invitations: InvitationsTable;
  releases: ReleasesTable;
  releaseItems: ReleaseItemsTable;
  contentSnapshots: ContentSnapshotsTable;
  auditLog: AuditLogTable;
  patterns: PatternsTable;
  contactSubmissions: ContactSubmissionsTable;
  leadNotes: LeadNotesTable;
  leadEvents: LeadEventsTable;
  leadShortlist: LeadShortlistTable;
  leadNotifications: LeadNotificationsTable;
  settings: SettingsTable;
  presence: PresenceTable;
  webhookEndpoints: WebhookEndpointsTable;
  webhookEvents: WebhookEventsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  bookingHosts: BookingHostsTable;
  bookingOverrides: BookingOverridesTable;
  bookingEventTypes: BookingEventTypesTable;
  bookings: BookingsTable;
  bookingEmails: BookingEmailsTable;
  settingDrafts: SettingDraftsTable;
  uploads: UploadsTable;
  rateLimits: RateLimitsTable;
  analyticsEvents: AnalyticsEventsTable;
  userTwoFactor: UserTwoFactorTable;
  twoFactorRecoveryCodes: TwoFactorRecoveryCodesTable;
}

/** One variant of an uploaded image: its storage name, width (px), format and size (bytes). */
export interface UploadVariant {
  name: string;
  width: number;
  format: 'avif' | 'webp';
  bytes: number;
}

/** A stored file (issue 19 items 1 and 2; migration 2026-11-26T01-00). */
export interface UploadsTable {
  id: Generated<number>;
  /** Storage name, `<sha256>.<ext>`, served at `/uploads/<name>`; a built-in file's address. */
  name: string;
  /**
   * `/uploads/<name>` (a generated column); for a built-in file, its address `name` itself.
   */
  url: ColumnType<string, never, never>;
  /** Part of the web app (`/assets/...`, issue 44 item 4), not an upload: `name` is its address. */
  builtIn: Generated<boolean>;
  kind: 'image' | 'svg' | 'video';
  contentType: string;
  /** Size of the stored file, bytes (0 until known). */
  bytes: Generated<number>;
  /** Pixel size of an image (null until known, and for video). */
  width: number | null;
  height: number | null;
  /** The image's variants, narrowest first; null until the job made them. */
  variants: ColumnType<UploadVariant[] | null, string | null | undefined, string | null>;
  /** A tiny blurred WebP as a data URI, shown until the image loads. */
  placeholder: string | null;
  alt: Generated<string>;
  /** Focal point, 0..1 from the left and the top (`object-position`). */
  focalX: Generated<number>;
  focalY: Generated<number>;
  uploadedBy: number | null;
  createdAt: CreatedAt;
  /** When the variants were made; null while they are due. */
  variantsAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Why making them failed (after the last attempt), else null. */
  variantsError: string | null;
  attempts: Generated<number>;
  lockedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type Upload = Selectable<UploadsTable>;

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
/** A designer row as the app sees it (the trigger-maintained `search` vector left out). */
export type Designer = Omit<Selectable<DesignersTable>, 'search'>;
export type DesignerWork = Selectable<DesignerWorksTable>;
export type Testimonial = Selectable<TestimonialsTable>;
export type Client = Selectable<ClientsTable>;
/** A record as the public reads return it: its draft columns left out. */
export type PublicRecord<T> = Omit<T, keyof DraftColumns>;
export type SiteContent = Selectable<SiteContentTable>;
export type ContentHistory = Selectable<ContentHistoryTable>;
export type PreviewLink = Selectable<PreviewLinksTable>;
export type Invitation = Selectable<InvitationsTable>;
export type WebhookEndpoint = Selectable<WebhookEndpointsTable>;
export type WebhookEvent = Selectable<WebhookEventsTable>;
export type WebhookDelivery = Selectable<WebhookDeliveriesTable>;
export type Release = Selectable<ReleasesTable>;
export type ReleaseItem = Selectable<ReleaseItemsTable>;
export type ContentDraft = Selectable<ContentDraftsTable>;
export type SettingDraft = Selectable<SettingDraftsTable>;
export type ContentSnapshot = Selectable<ContentSnapshotsTable>;
export type AuditLogEntry = Selectable<AuditLogTable>;
export type Pattern = Selectable<PatternsTable>;
export type ContactSubmission = Selectable<ContactSubmissionsTable>;
export type Setting = Selectable<SettingsTable>;
export type DesignerUpdateRow = Updateable<DesignersTable>;
export type LeadNotification = Selectable<LeadNotificationsTable>;
export type AnalyticsEvent = Selectable<AnalyticsEventsTable>;
export type NewAnalyticsEvent = Insertable<AnalyticsEventsTable>;
