import { adminRouter } from './routers/admin';
import { analyticsRouter } from './routers/analytics';
import { auditLogRouter } from './routers/audit-log';
import { bookingRouter } from './routers/booking';
import { callsRouter } from './routers/calls';
import { authRouter } from './routers/auth';
import { catalogRouter } from './routers/catalog';
import { contactRouter } from './routers/contact';
import { contentRouter } from './routers/content';
import { invitationsRouter } from './routers/invitations';
import { presenceRouter } from './routers/presence';
import { previewLinksRouter } from './routers/preview-links';
import { releasesRouter } from './routers/releases';
import { settingsRouter } from './routers/settings';
import { snapshotsRouter } from './routers/snapshots';
import { webhooksRouter } from './routers/webhooks';
import { createTRPCRouter } from './trpc';

/** Every procedure of the product, by domain. */
export const appRouter = createTRPCRouter({
  auth: authRouter,
  content: contentRouter,
  settings: settingsRouter,
  snapshots: snapshotsRouter,
  /** Shareable previews of the site with every draft (issue 20 item 2). */
  previewLinks: previewLinksRouter,
  /** Groups of drafts published together, now or at a time (issue 20 item 3). */
  releases: releasesRouter,
  /** Teammates invited to the console by e-mail with a role (issue 44 item 1). */
  invitations: invitationsRouter,
  /** Signed events to other systems, from a transactional outbox (issue 43). */
  webhooks: webhooksRouter,
  contact: contactRouter,
  /** Booking a call: free slots, bookings and their signed links (issue 42). */
  booking: bookingRouter,
  /** The console's calls, availability and event types (issue 42 items 1 and 6). */
  calls: callsRouter,
  catalog: catalogRouter,
  admin: adminRouter,
  analytics: analyticsRouter,
  auditLog: auditLogRouter,
  /** Who else edits what, and saves as they happen (issue 41 item 3). */
  presence: presenceRouter,
});

export type AppRouter = typeof appRouter;
