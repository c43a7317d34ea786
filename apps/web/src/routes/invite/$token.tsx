import { createFileRoute } from '@tanstack/react-router';
import { InvitePage, type InvitationLookup } from '../../features/auth/invite-page';
import { appHead } from '../../features/shell/app-head';
import { APP_SCREEN } from '../../features/shell/document-head';
import { ErrorPage } from '../../features/shell/error-page';

/**
 * `/invite/{token}` (issue 44 item 1): accepting an invitation to the console. Rendered in the
 * browser (`ssr: false`, as the console: the link's secret is read by the page, never by a
 * cache); apps/api answers the document `private, no-store`, noindex. A malformed token is an
 * unknown link.
 */
export const Route = createFileRoute('/invite/$token')({
  ssr: false,
  head: () => appHead('Join the console'),
  staticData: APP_SCREEN,
  loader: async ({ params, context }): Promise<InvitationLookup> => {
    const { getTrpc } = await import('../../lib/trpc');
    const trpc = getTrpc(context.queryClient);
    try {
      return await context.queryClient.fetchQuery({
        ...trpc.invitations.lookup.queryOptions({ token: params.token }),
        staleTime: 0,
      });
    } catch (error) {
      // A malformed token (BAD_REQUEST). Not `instanceof TRPCClientError`: this loader is in
      // every page's router code, which must not carry the tRPC client.
      if ((error as { data?: { code?: string } }).data?.code === 'BAD_REQUEST')
        return { state: 'missing' };
      throw error;
    }
  },
  pendingMs: 0,
  pendingComponent: () => (
    <div
      role="status"
      className="grid min-h-dvh place-items-center bg-[#07070c] text-sm text-white/70"
    >
      Opening your invitation...
    </div>
  ),
  errorComponent: ErrorPage,
  component: InviteRoute,
});

function InviteRoute() {
  const { token } = Route.useParams();
  return <InvitePage token={token} invitation={Route.useLoaderData()} />;
}
