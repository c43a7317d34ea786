import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './client';
import * as initial from './migrations/2026-11-21T00-00_initial';
import * as rateLimits from './migrations/2026-11-21T01-00_rate-limits';
import * as analyticsEvents from './migrations/2026-11-21T02-00_analytics-events';
import * as patternJobs from './migrations/2026-11-21T03-00_pattern-jobs';
import * as contentSnapshots from './migrations/2026-11-23T00-00_content-snapshots';
import * as auditLog from './migrations/2026-11-23T01-00_audit-log';
import * as accountSecurity from './migrations/2026-11-23T02-00_account-security';
import * as publicChangeNotify from './migrations/2026-11-24T00-00_public-change-notify';
import * as leads from './migrations/2026-11-25T00-00_leads';
import * as leadSpamAt from './migrations/2026-11-25T01-00_lead-spam-at';
import * as designerSlugs from './migrations/2026-11-26T00-00_designer-slugs';
import * as uploads from './migrations/2026-11-26T01-00_uploads';
import * as userRoles from './migrations/2026-11-27T00-00_user-roles';
import * as contentDrafts from './migrations/2026-11-28T00-00_content-drafts';
import * as previewLinks from './migrations/2026-11-29T00-00_preview-links';
import * as recordDrafts from './migrations/2026-11-30T00-00_record-drafts';
import * as releases from './migrations/2026-12-01T00-00_releases';
import * as settingDrafts from './migrations/2026-12-02T00-00_setting-drafts';
import * as releaseAttempts from './migrations/2026-12-03T00-00_release-attempts';
import * as releaseVersions from './migrations/2026-12-04T00-00_release-versions';
import * as invitations from './migrations/2026-12-05T00-00_invitations';
import * as builtInMedia from './migrations/2026-12-06T00-00_built-in-media';
import * as revisions from './migrations/2026-12-07T00-00_revisions';
import * as presence from './migrations/2026-12-08T00-00_presence';
import * as webhooks from './migrations/2026-12-09T00-00_webhooks';
import * as bookings from './migrations/2026-12-10T00-00_bookings';

/** Migrations in order; add new ISO-dated files here. Bundled statically so builds need no fs. */
const migrations: Record<string, Migration> = {
  '2026-11-21T00-00_initial': initial,
  '2026-11-21T01-00_rate-limits': rateLimits,
  '2026-11-21T02-00_analytics-events': analyticsEvents,
  '2026-11-21T03-00_pattern-jobs': patternJobs,
  '2026-11-23T00-00_content-snapshots': contentSnapshots,
  '2026-11-23T01-00_audit-log': auditLog,
  '2026-11-23T02-00_account-security': accountSecurity,
  '2026-11-24T00-00_public-change-notify': publicChangeNotify,
  '2026-11-25T00-00_leads': leads,
  '2026-11-25T01-00_lead-spam-at': leadSpamAt,
  '2026-11-26T00-00_designer-slugs': designerSlugs,
  '2026-11-26T01-00_uploads': uploads,
  '2026-11-27T00-00_user-roles': userRoles,
  '2026-11-28T00-00_content-drafts': contentDrafts,
  '2026-11-29T00-00_preview-links': previewLinks,
  '2026-11-30T00-00_record-drafts': recordDrafts,
  '2026-12-01T00-00_releases': releases,
  '2026-12-02T00-00_setting-drafts': settingDrafts,
  '2026-12-03T00-00_release-attempts': releaseAttempts,
  '2026-12-04T00-00_release-versions': releaseVersions,
  '2026-12-05T00-00_invitations': invitations,
  '2026-12-06T00-00_built-in-media': builtInMedia,
  '2026-12-07T00-00_revisions': revisions,
  '2026-12-08T00-00_presence': presence,
  '2026-12-09T00-00_webhooks': webhooks,
  '2026-12-10T00-00_bookings': bookings,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date. Safe from several instances at once (Kysely's migrator lock).
 * Throws the first migration error.
 */
export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Applied and pending migrations as `migrationStatus` reports them. */
export interface MigrationStatus {
  /** Migrations recorded in `kysely_migration`, in order, with when they ran. */
  applied: { name: string; executedAt: Date }[];
  /** Bundled migrations not yet run, in order. */
  pending: string[];
}

/**
 * The migrator's view of the schema (Database tools, issue 8 item 9): every bundled migration
 * with its `kysely_migration` timestamp when it has run. Read only; throws on database errors.
 */
export async function migrationStatus(db: DB): Promise<MigrationStatus> {
  const migrator = new Migrator({ db, provider });
  const infos = await migrator.getMigrations();
  const applied: MigrationStatus['applied'] = [];
  const pending: string[] = [];
  for (const info of infos) {
    if (info.executedAt) applied.push({ name: info.name, executedAt: info.executedAt });
    else pending.push(info.name);
  }
  return { applied, pending };
}
