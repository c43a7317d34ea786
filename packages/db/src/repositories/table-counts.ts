import type { DB } from '../client';
import type { Database } from '../schema';

/**
 * Every table of the `Database` type with its SQL name. Typed as a full record, so a table added
 * to the schema must be listed here too (the compiler says so).
 */
const TABLES: Record<keyof Database, string> = {
  users: 'users',
  sessions: 'sessions',
  designers: 'designers',
  designerWorks: 'designer_works',
  testimonials: 'testimonials',
  clients: 'clients',
  siteContent: 'site_content',
  contentHistory: 'content_history',
  contentDrafts: 'content_drafts',
  previewLinks: 'preview_links',
  invitations: 'invitations',
  releases: 'releases',
  releaseItems: 'release_items',
  contentSnapshots: 'content_snapshots',
  auditLog: 'audit_log',
  patterns: 'patterns',
  contactSubmissions: 'contact_submissions',
  leadNotes: 'lead_notes',
  leadEvents: 'lead_events',
  leadShortlist: 'lead_shortlist',
  leadNotifications: 'lead_notifications',
  settings: 'settings',
  settingDrafts: 'setting_drafts',
  presence: 'presence',
  webhookEndpoints: 'webhook_endpoints',
  webhookEvents: 'webhook_events',
  webhookDeliveries: 'webhook_deliveries',
  bookingHosts: 'booking_hosts',
  bookingOverrides: 'booking_overrides',
  bookingEventTypes: 'booking_event_types',
  bookings: 'bookings',
  bookingEmails: 'booking_emails',
  uploads: 'uploads',
  rateLimits: 'rate_limits',
  analyticsEvents: 'analytics_events',
  userTwoFactor: 'user_two_factor',
  twoFactorRecoveryCodes: 'two_factor_recovery_codes',
};

/**
 * Row count of each app table (Database tools, issue 8 item 9), in schema order, named by SQL
 * table name. A fixed list: no table name comes from input. Throws on database errors.
 */
export async function tableRowCounts(db: DB): Promise<{ name: string; rows: number }[]> {
  const entries = Object.entries(TABLES) as [keyof Database, string][];
  return Promise.all(
    entries.map(async ([table, name]) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return { name, rows: Number(row.n) };
    }),
  );
}
