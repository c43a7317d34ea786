import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Client as PgClient, ClientConfig } from 'pg';

/**
 * Tables whose rows the public reads show (the triggers of migrations 2026-11-24T00-00 and, for
 * uploads, 2026-11-26T01-00).
 */
export const PUBLIC_TABLES = [
  'site_content',
  'designers',
  'designer_works',
  'testimonials',
  'clients',
  'settings',
  'uploads',
] as const;
export type PublicTable = (typeof PUBLIC_TABLES)[number];

/** The LISTEN/NOTIFY channel the triggers notify, with the table name as payload. */
export const PUBLIC_CHANGES_CHANNEL = 'forma_public';

/**
 * What a subscriber of {@link PublicChanges} hears:
 * - `changed`: rows of `tables` changed (committed elsewhere, or written through this process);
 * - `reset`: listening (again): anything may have changed meanwhile, drop everything cached;
 * - `lost`: not listening any more (database down): changes made elsewhere go unseen until the
 *   next `reset`, so nothing cached may be trusted meanwhile.
 */
export type PublicChange =
  { kind: 'changed'; tables: PublicTable[] } | { kind: 'reset' } | { kind: 'lost' };

/** Changes of public data on every instance (DESIGN.md: caches are invalidated across instances). */
export interface PublicChanges {
  /** True while changes made anywhere reach this process (the LISTEN connection is up). */
  readonly live: boolean;
  /**
   * Calls `listener` for every change from now on; starts listening on first use. Returns the
   * unsubscribe function. A throwing listener is ignored.
   */
  subscribe(listener: (change: PublicChange) => void): () => void;
}

/** How a feed gets its notifications: starts listening, returns the function that stops. */
export type ChangeSource = (events: {
  notify: (payload: string) => void;
  up: () => void;
  down: (err: Error) => void;
}) => () => Promise<void>;

const isPublicTable = (name: string): name is PublicTable =>
  (PUBLIC_TABLES as readonly string[]).includes(name);

/** A change feed over `source`, plus `local` for writes seen in this process, and `stop`. */
export function createChangeFeed(source: ChangeSource) {
  const listeners = new Set<(change: PublicChange) => void>();
  let live = false;
  let stop: (() => Promise<void>) | null = null;
  let stopped = false;
  const emit = (change: PublicChange) => {
    for (const listener of listeners)
      try {
        listener(change);
      } catch {
        // one subscriber's failure must not hide the change from the others
      }
  };
  const changed = (tables: PublicTable[]) => {
    if (tables.length > 0) emit({ kind: 'changed', tables });
  };
  const feed: PublicChanges = {
    get live() {
      return live;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!stop && !stopped)
        stop = source({
          notify: (payload) => changed(isPublicTable(payload) ? [payload] : [...PUBLIC_TABLES]),
          up: () => {
            live = true;
            emit({ kind: 'reset' });
          },
          down: () => {
            if (!live) return;
            live = false;
            emit({ kind: 'lost' });
          },
        });
      return () => void listeners.delete(listener);
    },
  };
  return {
    feed,
    /** Writes through this process, announced at once (the NOTIFY follows on commit). */
    local: changed,
    /** Stops listening for good. */
    async stop() {
      stopped = true;
      live = false;
      listeners.clear();
      await stop?.();
    },
  };
}

/** Options of {@link listenPostgres}. */
export interface PostgresListenOptions {
  /** Longest wait for the connection, ms. */
  connectTimeoutMs: number;
  /**
   * Every this many ms the connection is checked with `select 1` (a silently dead network: no
   * answer within `connectTimeoutMs` counts as lost); default 2000.
   */
  pingEveryMs?: number;
  /** First wait before reconnecting, ms, doubled up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * A {@link ChangeSource} over one dedicated `pg` connection that LISTENs on the channel (pooled
 * connections cannot: the pool hands them around). When it fails (Postgres restarts, the network
 * goes away: errors, an end, or a ping without answer) it reports `down` and reconnects with a
 * growing delay (0.1 s to 2 s by default), then reports `up`. Never throws; errors are reported.
 */
export function listenPostgres(
  connectionString: string,
  channel: string,
  options: PostgresListenOptions,
): ChangeSource {
  return ({ notify, up, down }) => {
    const retryMs = options.retryMs ?? 100;
    const maxRetryMs = options.maxRetryMs ?? 2000;
    const pingEveryMs = options.pingEveryMs ?? 2000;
    let delay = retryMs;
    let stopped = false;
    let current: PgClient | null = null;
    let retry: NodeJS.Timeout | undefined;
    let ping: NodeJS.Timeout | undefined;

    const connect = async () => {
      if (stopped) return;
      const { default: pg } = await import('pg');
      const config: ClientConfig = {
        connectionString,
        connectionTimeoutMillis: options.connectTimeoutMs,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        query_timeout: options.connectTimeoutMs,
      };
      const client = new pg.Client(config);
      let dead = false;
      const fail = (err: Error) => {
        if (dead) return;
        dead = true;
        clearInterval(ping);
        if (current === client) current = null;
        client.end().catch(() => {});
        if (stopped) return;
        down(err);
        retry = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, maxRetryMs);
      };
      client.on('error', fail);
      client.on('end', () => fail(new Error('LISTEN connection ended')));
      client.on('notification', (message) => {
        if (message.channel === channel) notify(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (err) {
        fail(err as Error);
        return;
      }
      if (stopped || dead) {
        dead = true;
        await client.end().catch(() => {});
        return;
      }
      current = client;
      delay = retryMs;
      ping = setInterval(() => {
        client.query('select 1').catch((err: Error) => fail(err));
      }, pingEveryMs);
      ping.unref();
      up();
    };
    void connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    };
  };
}

/** A {@link ChangeSource} over PGlite's own LISTEN (one process: notifications arrive at once). */
export function listenPglite(
  client: {
    listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  },
  channel: string,
): ChangeSource {
  return ({ notify, up, down }) => {
    const unlisten = client.listen(channel, notify).then(
      (stop) => {
        up();
        return stop;
      },
      (err: unknown) => {
        down(err as Error);
        return null;
      },
    );
    return async () => {
      const stop = await unlisten;
      await stop?.().catch(() => {});
    };
  };
}

const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const WRITE_NODES = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);
const RAW_WRITE = /\b(insert\s+into|update|delete\s+from|truncate|merge\s+into)\b/i;

/** Public tables named in a write statement (every table node in it, camelCase or snake_case). */
function writtenTables(node: RootOperationNode): PublicTable[] {
  const found = new Set<PublicTable>();
  if (node.kind === 'RawNode') {
    const text = node.sqlFragments.join('?');
    if (!RAW_WRITE.test(text)) return [];
    for (const table of PUBLIC_TABLES)
      if (new RegExp(`\\b${table}\\b`, 'i').test(text)) found.add(table);
    return [...found];
  }
  if (!WRITE_NODES.has(node.kind)) return [];
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 12) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as { kind?: unknown; table?: { identifier?: { name?: unknown } } };
    if (record.kind === 'TableNode' && typeof record.table?.identifier?.name === 'string') {
      const name = toSnake(record.table.identifier.name);
      if (isPublicTable(name)) found.add(name);
      return;
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(node, 0);
  return [...found];
}

/**
 * A Kysely plugin that reports the public tables a successful write statement touched (ORM
 * statements by their table nodes, raw SQL by the table names it mentions), right after it ran:
 * this process sees its own writes at once, before the commit's NOTIFY comes back.
 */
export class PublicWritesPlugin implements KyselyPlugin {
  readonly #pending = new WeakMap<object, PublicTable[]>();
  constructor(private readonly onWrite: (tables: PublicTable[]) => void) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables.length > 0) this.#pending.set(args.queryId, tables);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#pending.get(args.queryId);
    if (tables) {
      this.#pending.delete(args.queryId);
      this.onWrite(tables);
    }
    return args.result;
  }
}
