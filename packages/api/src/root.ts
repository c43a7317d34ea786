import { adminRouter } from './routers/admin';
import { analyticsRouter } from './routers/analytics';
import { auditLogRouter } from './routers/audit-log';
import { authRouter } from './routers/auth';
import { catalogRouter } from './routers/catalog';
import { contactRouter } from './routers/contact';
import { contentRouter } from './routers/content';
import { settingsRouter } from './routers/settings';
import { snapshotsRouter } from './routers/snapshots';
import { createTRPCRouter } from './trpc';

/** Every procedure of the product, by domain. */
export const appRouter = createTRPCRouter({
  auth: authRouter,
  content: contentRouter,
  settings: settingsRouter,
  snapshots: snapshotsRouter,
  contact: contactRouter,
  catalog: catalogRouter,
  admin: adminRouter,
  analytics: analyticsRouter,
  auditLog: auditLogRouter,
});

export type AppRouter = typeof appRouter;
