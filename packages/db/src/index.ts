export * from './client';
export {
  PUBLIC_CHANGES_CHANNEL,
  PUBLIC_TABLES,
  type ChangeSource,
  type PublicChange,
  type PublicChanges,
  type PublicTable,
} from './changes';
export * from './schema';
export { migrateToLatest, migrationStatus, type MigrationStatus } from './migrate';
export * as collections from './repositories/collections';
export * from './repositories/record-drafts';
export * from './repositories/revisions';
export * from './repositories/presence';
export {
  crudRepository,
  type CrudRepository,
  ListQueryError,
  ReorderMismatchError,
  type ListQuery,
  type Page,
} from './repositories/crud';
export * from './repositories/users';
export * from './repositories/sessions';
export * from './repositories/two-factor';
export * from './repositories/content';
export * from './repositories/preview-links';
export * from './repositories/invitations';
export * from './repositories/webhooks';
export * from './repositories/booking-setup';
export * from './repositories/bookings';
export * from './repositories/preview-scope';
export * from './repositories/releases';
export * from './repositories/snapshots';
export * from './repositories/audit-log';
export * from './repositories/settings';
export * from './repositories/public';
export * from './repositories/designer-directory';
export * from './repositories/designer-directory-preview';
export * from './repositories/uploads';
export * from './repositories/upload-usage';
export * from './repositories/site-changes';
export * from './repositories/rate-limits';
export * from './repositories/analytics';
export * from './repositories/pattern-jobs';
export * from './repositories/lead-notifications';
export * from './repositories/lead-retention';
export * from './repositories/leads';
export {
  findLead,
  leadBoard,
  leadDetail,
  leadEvents,
  leadNotes,
  listLeads,
  type LeadPageQuery,
  type LeadQueryFilters,
} from './repositories/leads-query';
export * from './repositories/leads-write';
export * from './repositories/leads-designers';
export * from './repositories/leads-export';
/** The demo content itself (apps/web scripts/generate-media.ts draws its media). */
export { BUILT_IN_MEDIA } from './seed/built-in-media';
export { seedDemoBookingHost } from './seed/booking-host';
export { DEMO_ASSETS, type BuiltInMedia } from './seed/types';
export { demoClients } from './seed/clients';
export { demoDesigners } from './seed/designers';
export { demoTestimonials } from './seed/testimonials';
export {
  seedDemoContent,
  isDatabaseEmpty,
  demoContentState,
  type DemoContentState,
} from './seed/seed';
export { tableRowCounts } from './repositories/table-counts';
