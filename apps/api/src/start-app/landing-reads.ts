import { catalogLists, createCaller, hashPreviewToken, type Context } from '@forma/api';
import {
  findPreviewLink,
  getRelease,
  heldVersion,
  isLivePreviewLink,
  listContentDrafts,
  listSettingDrafts,
  previewScopeOf,
  showsDraft,
  type DB,
  type PreviewLink,
  type PreviewScope,
  type ReleaseItemVersion,
} from '@forma/db';
import {
  CONTENT_SECTIONS,
  previewTokenSchema,
  readLandingDesignerCount,
  readLandingProjectCount,
  readLandingTestimonialCount,
  SETTING_KEYS,
  type JsonValue,
  type LandingQueries,
  type PreviewLinkState,
  type PreviewOf,
  type SettingKey,
} from '@forma/validators';
import type { MediaMap } from '@forma/validators/media';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { formatUtc } from '@forma/validators/utc-time';
import { mediaFor } from '../media-map';

type Caller = ReturnType<typeof createCaller>;

/** The lists the landing page shows the first of, as many as each of its settings says (issue 19 item 4). */
const BOUNDED_LISTS = {
  designers: { setting: 'landingDesignerCount', count: readLandingDesignerCount },
  projects: { setting: 'landingProjectCount', count: readLandingProjectCount },
  testimonials: { setting: 'landingTestimonialCount', count: readLandingTestimonialCount },
} as const satisfies Record<
  string,
  { setting: SettingKey; count: (value: string | null) => number }
>;

/**
 * The landing page with nothing stored: every block and setting absent, every list empty, so
 * each section shows its built-in texts (the page when the database cannot be read).
 */
export const NOTHING_STORED: LandingQueries = [
  ...CONTENT_SECTIONS.map((section) => [`/api/content/${section}`, null] as const),
  ...['clients', 'designers', 'projects', 'testimonials'].map(
    (list): readonly [string, JsonValue] => [`/api/${list}`, []],
  ),
  ...SETTING_KEYS.map((key) => [`/api/settings/${key}`, null] as const),
];

/** A procedure's answer, or null for NOT_FOUND (a block not stored, a setting not set). */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof TRPCError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}

/** As the REST answer sends it: JSON (dates as ISO strings). */
const asJson = (value: unknown): JsonValue =>
  JSON.parse(JSON.stringify(value ?? null)) as JsonValue;

/**
 * A caller of the public procedures for nobody signed in, through the app's cache of public
 * reads (the same answers, from the same cache, a visitor's `GET /api/...` gets), with the
 * server's keys (a booking's signed link).
 */
export function anonymousCaller(app: FastifyInstance, db: DB): Caller {
  const context: Context = {
    db,
    user: null,
    publicReads: app.publicCache,
    totpKeys: app.totpKeys,
    log: app.log as unknown as Context['log'],
    session: {
      userId: () => null,
      id: () => null,
      pendingTwoFactor: () => null,
      login: () => Promise.reject(new Error('no session in a page read')),
      logout: () => Promise.resolve(),
      setPendingTwoFactor: () => Promise.reject(new Error('no session in a page read')),
    },
  };
  return createCaller(context);
}

/**
 * Every media file's address in the page's data (`/uploads/...` and built-in `/assets/...`
 * strings anywhere in the stored content and lists: portraits, works, testimonials' photos,
 * logos, block images).
 */
export function mediaUrlsOf(data: unknown, found = new Set<string>()): Set<string> {
  if (typeof data === 'string') {
    if (data.startsWith('/uploads/') || data.startsWith('/assets/')) found.add(data);
  } else if (Array.isArray(data)) for (const item of data) mediaUrlsOf(item, found);
  else if (data && typeof data === 'object')
    for (const value of Object.values(data)) mediaUrlsOf(value, found);
  return found;
}

/**
 * The landing page's data (SPEC 2, issue 38: in-process through the tRPC caller, never a request
 * to itself), keyed by the public REST path each part answers at: every content block (`{ content
 * }` or null), every setting (its raw value or null), the clients, and the first designers,
 * projects and testimonials, as many as the page's settings say (featured first, then the
 * order). Throws what the procedures throw besides NOT_FOUND (the database is unreachable).
 */
export async function readLandingQueries(app: FastifyInstance, db: DB): Promise<LandingQueries> {
  const caller = anonymousCaller(app, db);
  const [content, settings, clients] = await Promise.all([
    Promise.all(
      CONTENT_SECTIONS.map(async (section) => [
        `/api/content/${section}`,
        asJson(await orNull(caller.content.get({ section }))),
      ]),
    ),
    Promise.all(
      SETTING_KEYS.map(async (key) => [
        key,
        (await orNull(caller.settings.get({ key })))?.value ?? null,
      ]),
    ),
    caller.catalog.clients(),
  ]);
  const setting = new Map(settings as Array<[SettingKey, string | null]>);
  const lists = await Promise.all(
    (Object.keys(BOUNDED_LISTS) as Array<keyof typeof BOUNDED_LISTS>).map(async (name) => {
      const { setting: key, count } = BOUNDED_LISTS[name];
      const rows = await caller.catalog[name]();
      return [`/api/${name}`, asJson(rows.slice(0, count(setting.get(key) ?? null)))];
    }),
  );
  return [
    ...(content as Array<[string, JsonValue]>),
    ['/api/clients', asJson(clients)],
    ...(lists as Array<[string, JsonValue]>),
    ...[...setting].map(([key, value]) => [`/api/settings/${key}`, value] as const),
  ];
}

/** `queries` with the data of each path of `replace` in its place. */
function replaced(queries: LandingQueries, replace: Map<string, JsonValue>): LandingQueries {
  return queries.map(([path, data]) =>
    replace.has(path) ? ([path, replace.get(path)!] as const) : ([path, data] as const),
  );
}

/**
 * The blocks or settings (`entity`) whose stored value a preview of `scope` replaces, with what
 * it shows: for a release's item, the version the release holds (`read` takes it out; an item
 * with nothing to publish shows its published value); otherwise its draft (of `drafts`, by key)
 * where the scope shows drafts.
 */
function shownVersions<T>(
  scope: PreviewScope,
  entity: 'content' | 'setting',
  drafts: ReadonlyMap<string, T>,
  read: (held: ReleaseItemVersion) => { found: unknown } | null,
): Array<[string, T]> {
  const keys = new Set(drafts.keys());
  if (scope.release)
    for (const key of scope.items.keys()) {
      const [kind, ...rest] = key.split(':');
      if (kind === entity) keys.add(rest.join(':'));
    }
  return [...keys].flatMap((key): Array<[string, T]> => {
    const held = heldVersion(scope, entity, key);
    if (held) {
      const version = read(held);
      return version ? [[key, version.found as T]] : [];
    }
    return showsDraft(scope, entity, key) && drafts.has(key) ? [[key, drafts.get(key)!]] : [];
  });
}

/**
 * The landing page as a preview of `scope` shows it (issue 20 item 2, issue 39 item 1): the
 * published data with the drafts of the settings, content blocks and records the scope shows
 * in their place (of a release's items, the versions it holds: issue 39 item 2) (every draft, or one release's items; the records a release takes off the
 * site gone), each list as long as the (drafted) settings say.
 */
export async function readLandingPreview(
  app: FastifyInstance,
  db: DB,
  scope: PreviewScope,
): Promise<LandingQueries> {
  const [published, contentDrafts, settingDrafts] = await Promise.all([
    readLandingQueries(app, db),
    listContentDrafts(db),
    listSettingDrafts(db),
  ]);
  const withBlocks = replaced(
    published,
    new Map<string, JsonValue>([
      ...shownVersions(
        scope,
        'setting',
        new Map(settingDrafts.map((d) => [d.key, d.value ?? null])),
        (held) => ('value' in held ? { found: held.value } : null),
      ).map(([key, value]) => [`/api/settings/${key}`, value] as const),
      ...shownVersions(
        scope,
        'content',
        new Map(contentDrafts.map((d) => [d.section, d.content])),
        (held) => ('content' in held ? { found: held.content } : null),
      ).map(([section, content]) => [`/api/content/${section}`, asJson({ content })] as const),
    ]),
  );
  const setting = (key: SettingKey) =>
    (withBlocks.find(([path]) => path === `/api/settings/${key}`)?.[1] ?? null) as string | null;
  const lists = await Promise.all([
    ...(Object.keys(BOUNDED_LISTS) as Array<keyof typeof BOUNDED_LISTS>).map(async (name) => {
      const { setting: key, count } = BOUNDED_LISTS[name];
      const rows = await catalogLists[name](db, scope);
      return [`/api/${name}`, asJson(rows.slice(0, count(setting(key))))] as const;
    }),
    catalogLists.clients(db, scope).then((rows) => ['/api/clients', asJson(rows)] as const),
  ]);
  return replaced(withBlocks, new Map<string, JsonValue>(lists));
}

/**
 * Why `link` no longer opens, for its page: its release was published or cancelled (which
 * revokes its links), or it was revoked, or it expired.
 */
async function closedMessage(db: DB, link: PreviewLink): Promise<string> {
  const release =
    link.releaseId === null
      ? undefined
      : await getRelease(db, link.releaseId).catch(() => undefined);
  if (release?.status === 'published' && release.publishedAt)
    return `The release “${release.name}” this link previewed was published on ${formatUtc(release.publishedAt)}: what it showed is on the live site now.`;
  if (release?.status === 'cancelled')
    return `The release “${release.name}” this link previewed was cancelled. Ask the person who shared it for a new link.`;
  return link.revokedAt
    ? `This preview link was revoked on ${formatUtc(link.revokedAt)}. Ask the person who shared it for a new one.`
    : `This preview link expired on ${formatUtc(link.expiresAt)}. Ask the person who shared it for a new one.`;
}

/**
 * The preview link `token`'s page (issue 20 item 2, issue 39 items 1 and 5): what `read` makes of
 * the drafts the link shows (every draft, or its release's), which those are (`release`: the
 * release's name and what it does, or null for every draft) and when the link expires;
 * `missing` for a malformed or unknown token, `closed` (with why) for an expired or revoked
 * link, `unavailable` when the drafts cannot be read (logged).
 */
export async function withPreviewLink<Page>(
  app: FastifyInstance,
  db: DB,
  token: string,
  read: (scope: PreviewScope) => Promise<Page>,
): Promise<PreviewOf<Page>> {
  const parsed = previewTokenSchema.safeParse(token);
  const link = parsed.success
    ? await findPreviewLink(db, hashPreviewToken(parsed.data))
    : undefined;
  if (!link) return { state: 'missing' };
  if (!isLivePreviewLink(link)) return { state: 'closed', message: await closedMessage(db, link) };
  try {
    const scope = await previewScopeOf(db, link);
    return {
      state: 'live',
      release: scope.release && { name: scope.release.name, action: scope.release.action },
      expiresAt: link.expiresAt.toISOString(),
      page: await read(scope),
    };
  } catch (err) {
    app.log.error({ err }, 'preview: reading the drafts failed');
    return { state: 'unavailable' };
  }
}

/** What the preview link `token` opens to: the landing page with its drafts (withPreviewLink). */
export async function readPreviewLink(
  app: FastifyInstance,
  db: DB,
  token: string,
): Promise<PreviewLinkState> {
  const opened = await withPreviewLink(app, db, token, async (scope) => {
    const queries = await readLandingPreview(app, db, scope);
    return { queries, media: await landingMedia(db, queries) };
  });
  if (opened.state !== 'live') return opened;
  const { page, ...link } = opened;
  return { ...link, ...page };
}

/** The variants of the uploaded images `queries` show. */
export const landingMedia = (db: DB, queries: LandingQueries): Promise<MediaMap> =>
  mediaFor(db, mediaUrlsOf(queries));
