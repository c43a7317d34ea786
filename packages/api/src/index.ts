import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { appRouter, type AppRouter } from './root';
import { createCallerFactory } from './trpc';

export { appRouter, type AppRouter } from './root';
// The typed client for other apps is the `@forma/api/client` subpath (client.ts), not exported here.
export { DEFAULT_TRPC_MAX_BATCH_SIZE, TRPC_PATH } from './protocol';
export {
  adminProcedure,
  authedProcedure,
  editorProcedure,
  forbiddenMessage,
  roleProcedure,
  viewerProcedure,
  createCallerFactory,
  createTRPCRouter,
  mergeRouters,
  publicProcedure,
  type Context,
  type DatabaseInfo,
  type Jobs,
  type Logger,
  type PendingTwoFactor,
  type SessionHandle,
  TWO_FACTOR_SETUP_REQUIRED,
} from './trpc';
export {
  adminCollections,
  type AdminCollectionKey,
  type AdminCollections,
  type CollectionDefinition,
} from './collections';
export type { Access, ProcedureMeta, RateLimitName, RestOperation } from './rest-meta';
export { listInput, type CollectionRow, type CollectionRouter } from './routers/crud';
export { catalogLists } from './routers/catalog';
export { hashInvitationToken, invitationPath } from './routers/invitations';
export {
  PUBLIC_QUERY_TABLES,
  PUBLIC_READ_TABLES,
  readThrough,
  type PublicReads,
} from './public-reads';
export {
  createPresenceHub,
  type OpenResource,
  type PresenceEvent,
  type PresenceHub,
} from './presence';
export { hashPassword, verifyPassword } from './auth/passwords';
export { weakPasswordMessage } from './auth/password-strength';
export {
  decryptTotpSecret,
  deriveTotpKey,
  encryptTotpSecret,
  isSealedTotpSecret,
  openTotpSecret,
  openTotpSecretWith,
  parseTotpKey,
  sealTotpSecret,
  TOTP_KEY_BYTES,
  TOTP_KEY_HKDF_INFO,
  TotpDecryptionError,
  totpKeyring,
  type OpenedWith,
  type TotpKeyring,
} from './auth/totp-encryption';
export { LOGIN_THROTTLE } from './auth/login-throttle';
export { InvalidSvgError, looksLikeSvg, sanitizeSvg } from './files/sanitize-svg';
export { sanitizeTitleHtml } from './sanitize';
export { hashPreviewToken, previewPath } from './routers/preview-links';
export { WEBHOOK_ROTATION_OVERLAP_MS } from './routers/webhooks';
export { signFormaWebhook, verifyFormaWebhook, FormaWebhookError } from './webhook-signature';
export { toPublicUser } from './auth/public-user';
export {
  INVALID_TEXT_MESSAGE,
  isDatabaseUnavailable,
  isInvalidTextError,
  pgErrorCode,
  validationIssuesOf,
  type ValidationIssue,
} from './errors';

/** Inputs of every procedure, e.g. `RouterInputs['auth']['login']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** Outputs of every procedure, e.g. `RouterOutputs['catalog']['projects']`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Server-side caller of the whole router: `createCaller(ctx).auth.me()`. */
export const createCaller = createCallerFactory(appRouter);
export { addToCalendarLinks, bookingInvite, type InviteBooking } from './booking/invite';
export { bookingLinkToken, bookingManagePath, verifyBookingLinkToken } from './booking/links';
export { callTimeText } from './booking/service';
export { BOOKINGS_PER_EMAIL } from './routers/booking';
