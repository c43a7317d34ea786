import { presenceWatchInput } from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { createTRPCRouter, viewerProcedure } from '../trpc';

/** Who else has what open in the console, and saves as they happen (issue 41 item 3). */
export const presenceRouter = createTRPCRouter({
  /**
   * Console: the event stream of one tab (a subscription over Server-Sent Events): the tab counts
   * as editing `open` (`content:hero`, `designers:12`; none when left out) while it listens. It
   * hears `{ type: 'presence', open: [{ resource, users: [{ id, username }] }] }` at once and on
   * every change, and `{ type: 'saved', resource }` whenever anyone saves something. Viewers and
   * up; SERVICE_UNAVAILABLE on a host without presence.
   */
  watch: viewerProcedure.input(presenceWatchInput).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    if (!ctx.presence)
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Live presence is not available on this server',
      });
    yield* ctx.presence.watch(
      { id: ctx.user.id, username: ctx.user.username },
      input.open ?? '',
      signal,
    );
  }),
});
