import { randomUUID } from 'node:crypto';
import {
  EDITS_CHANNEL,
  joinPresence,
  leavePresence,
  listPresence,
  PRESENCE_CHANNEL,
  refreshPresence,
  type ChangeSource,
  type DB,
  type PresenceEntry,
} from '@forma/db';

/** Who has what open in the console, grouped by what they edit (issue 41 item 3). */
export interface OpenResource {
  /** `content:hero`, `designers:12`. */
  resource: string;
  users: { id: number; username: string }[];
}

/**
 * What a console tab hears on its event stream: who has what open (on connecting and after every
 * change), and that something was saved (`resource` as in OpenResource), by anyone, anywhere.
 */
export type PresenceEvent =
  { type: 'presence'; open: OpenResource[] } | { type: 'saved'; resource: string };

/** The live presence of one instance's console tabs, shared with the others through Postgres. */
export interface PresenceHub {
  /**
   * The events of one tab of `user` editing `resource` ('' for none) until `signal` aborts; the
   * tab counts as open from the first event on, and is forgotten when the stream ends.
   */
  watch(
    user: { id: number; username: string },
    resource: string,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<PresenceEvent>;
  /** Ends every stream and stops listening. */
  stop(): Promise<void>;
}

/** How often an instance vouches for its open tabs, ms. */
const REFRESH_MS = 5000;
/** A tab nobody vouched for this long is gone (its instance stopped), ms. */
const STALE_MS = 20_000;

/** The entries grouped by resource, users once each; tabs that edit nothing left out. */
function grouped(entries: readonly PresenceEntry[]): OpenResource[] {
  const out = new Map<string, OpenResource>();
  for (const entry of entries) {
    if (!entry.resource) continue;
    const open = out.get(entry.resource) ?? { resource: entry.resource, users: [] };
    if (!open.users.some((u) => u.id === entry.userId))
      open.users.push({ id: entry.userId, username: entry.username });
    out.set(entry.resource, open);
  }
  return [...out.values()];
}

/**
 * The presence hub of this instance (issue 41 item 3). Each open tab is a row of `presence`
 * (repositories/presence.ts); inserting or deleting one notifies every instance, which re-reads
 * the list and tells its own streams. Every REFRESH_MS the instance vouches for its tabs and
 * forgets those nobody vouched for within STALE_MS, so the tabs of an instance that died go
 * within about 25 s; a closed tab goes at once. Saves reach every stream through the edits
 * channel. Without `listen` (a handle made by hand) only this instance's own changes are heard.
 */
export function createPresenceHub(options: {
  db: DB;
  listen?: ((channel: string) => ChangeSource) | undefined;
  refreshMs?: number;
  staleMs?: number;
}): PresenceHub {
  const { db } = options;
  const refreshMs = options.refreshMs ?? REFRESH_MS;
  const staleMs = options.staleMs ?? STALE_MS;
  const instance = randomUUID();
  const streams = new Map<string, (event: PresenceEvent) => void>();
  const stops: (() => Promise<void>)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let reload: NodeJS.Timeout | undefined;

  const broadcast = (event: PresenceEvent) => {
    for (const push of streams.values()) push(event);
  };
  const current = async (): Promise<OpenResource[]> => grouped(await listPresence(db, staleMs));
  /** Re-reads the list soon (several notifications in a burst read once) and tells everyone. */
  const scheduleReload = () => {
    clearTimeout(reload);
    reload = setTimeout(() => {
      current()
        .then((open) => broadcast({ type: 'presence', open }))
        .catch(() => {
          // the database is away: the next notification or refresh tries again
        });
    }, 30);
  };

  const start = () => {
    if (timer) return;
    if (options.listen) {
      stops.push(
        options.listen(PRESENCE_CHANNEL)({
          notify: scheduleReload,
          up: scheduleReload,
          down: () => {},
        }),
        options.listen(EDITS_CHANNEL)({
          notify: (resource) => broadcast({ type: 'saved', resource }),
          up: () => {},
          down: () => {},
        }),
      );
    }
    timer = setInterval(() => {
      refreshPresence(db, [...streams.keys()], staleMs)
        .then((gone) => {
          if (gone > 0 && !options.listen) scheduleReload();
        })
        .catch(() => {
          // the database is away: tabs are vouched for again on the next tick
        });
    }, refreshMs);
    timer.unref();
  };

  return {
    async *watch(user, resource, signal) {
      start();
      const id = randomUUID();
      const queue: PresenceEvent[] = [];
      let wake: (() => void) | undefined;
      const push = (event: PresenceEvent) => {
        // Only the newest list matters: a slow reader never piles up old ones.
        if (event.type === 'presence') {
          const at = queue.findIndex((e) => e.type === 'presence');
          if (at >= 0) queue.splice(at, 1);
        }
        queue.push(event);
        wake?.();
      };
      const aborted = new Promise<void>((resolve) => {
        if (signal?.aborted) resolve();
        signal?.addEventListener('abort', () => resolve(), { once: true });
      });
      streams.set(id, push);
      try {
        await joinPresence(db, { id, instance, userId: user.id, resource });
        if (!options.listen) scheduleReload();
        yield { type: 'presence', open: await current() };
        while (!signal?.aborted) {
          if (queue.length === 0)
            await Promise.race([new Promise<void>((resolve) => (wake = resolve)), aborted]);
          wake = undefined;
          while (queue.length > 0 && !signal?.aborted) yield queue.shift()!;
        }
      } finally {
        streams.delete(id);
        await leavePresence(db, id).catch(() => {});
        if (!options.listen) scheduleReload();
      }
    },
    async stop() {
      clearInterval(timer);
      clearTimeout(reload);
      streams.clear();
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
