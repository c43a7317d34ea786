import { createHash, randomBytes } from 'node:crypto';
import {
  createPreviewLink,
  getRelease,
  listLivePreviewLinks,
  revokePreviewLink,
  type PreviewLink,
} from '@forma/db';
import {
  previewLinkCreateInput,
  previewLinkIdInput,
  previewLinkListInput,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { createTRPCRouter, editorProcedure, viewerProcedure } from '../trpc';

/** The address of the preview link with secret `token`, relative to the site (`/preview/…`). */
export const previewPath = (token: string): string => `/preview/${token}`;

/** The SHA-256 (hex) of a preview link's token: what the database keeps and looks up. */
export const hashPreviewToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new secret token: 32 random bytes, base64url (43 characters, validators previewTokenSchema). */
const newPreviewToken = (): string => randomBytes(32).toString('base64url');

/** A live link as the console lists it: never its token (only its hash is stored). */
const linkAnswer = (link: PreviewLink & { username?: string | null }) => ({
  id: link.id,
  createdAt: link.createdAt,
  expiresAt: link.expiresAt,
  username: link.username ?? null,
});

/**
 * Shareable previews of the whole site with every draft (issue 20 item 2). A link opens
 * `/preview/{token}` for anyone who has it, without an account, until it expires or is revoked
 * (apps/api landing/preview-route.ts serves it).
 */
export const previewLinksRouter = createTRPCRouter({
  /**
   * The links that still open, newest first: `{ id, createdAt, expiresAt, username }[]`
   * (username: who made it, null when deleted); with `releaseId`, those made for that release.
   * Viewer and up.
   */
  list: viewerProcedure
    .input(previewLinkListInput)
    .query(async ({ ctx, input }) =>
      (await listLivePreviewLinks(ctx.db, new Date(), input?.releaseId)).map(linkAnswer),
    ),

  /**
   * Makes a link that opens for `hours` (1-168, default 24); with `releaseId`, for that release:
   * revoked when it is published or cancelled (BAD_REQUEST when it is no longer to come).
   * Answers `{ id, createdAt,
   * expiresAt, username, path }`, where `path` (`/preview/{token}`) holds the secret token: it is
   * shown this once and cannot be read again. Editor and up; BAD_REQUEST for bad hours.
   */
  create: editorProcedure.input(previewLinkCreateInput).mutation(async ({ ctx, input }) => {
    if (input.releaseId !== undefined) {
      const release = await getRelease(ctx.db, input.releaseId);
      if (!release || !['open', 'scheduled', 'failed'].includes(release.status))
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'Preview links are made for releases still to come',
        });
    }
    const token = newPreviewToken();
    const link = await createPreviewLink(ctx.db, {
      tokenHash: hashPreviewToken(token),
      userId: ctx.user.id,
      expiresAt: new Date(Date.now() + input.hours * 3_600_000),
      releaseId: input.releaseId ?? null,
    });
    return { ...linkAnswer({ ...link, username: ctx.user.username }), path: previewPath(token) };
  }),

  /**
   * Revokes the live link `id`: it no longer opens. Answers `{ id }`. NOT_FOUND when no live
   * link has that id (unknown, already revoked or expired). Editor and up.
   */
  revoke: editorProcedure.input(previewLinkIdInput).mutation(async ({ ctx, input }) => {
    if (!(await revokePreviewLink(ctx.db, input.id)))
      throw new TRPCError({ code: 'NOT_FOUND', message: 'No live preview link with that id' });
    return { id: input.id };
  }),
});
