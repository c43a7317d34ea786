/**
 * Bad-input fuzz suite (issue 9 item 2, issue 21): every REST route of the OpenAPI document (its
 * paths, methods and request-body fields), the other routes the app serves, and every tRPC
 * procedure, as an admin and as an anonymous visitor, driven with generated bad input (wrong types, NUL and unpaired
 * surrogates, huge strings, deep nesting, null and empty bodies, odd query strings and path
 * parameters, numbers out of range, unknown ids). No answer may be a 5xx, and every 4xx must be
 * JSON whose message is a sentence: not JSON, no stack, no engine text.
 *
 * Every answer is also checked against the OpenAPI document (a mismatch answers 500). On PGlite
 * and on Postgres; tRPC multipart bodies go to a real listening server. A fixed seed (FUZZ_SEED
 * to change it) and a bounded number of runs (FUZZ_RUNS per target and caller) keep it within
 * about a minute per database; the figures are printed at the end.
 */
import { appRouter } from '@forma/api';
import { createTestDatabase, DATABASE_KINDS } from '@forma/db/testing';
import fc from 'fast-check';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { OpenApiDocument } from '../src/rest/openapi/document';
import { createUser, PASSWORD, TEST_SECRET, WEB_DIST } from './helpers';
import type { CollectedRoute } from './route-collector';
import { checkAgainstOpenApi } from './openapi-check';

/** Every route the app registers, collected by an onRoute hook on each new Fastify instance. */
const collected = vi.hoisted(() => [] as CollectedRoute[]);

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-collector')).collectingFastify(
    await importOriginal<typeof FastifyModule>(),
    collected,
  ),
);

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_923);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

type Caller = 'admin' | 'anonymous';

interface Target {
  kind: 'rest' | 'trpc';
  method: string;
  /** REST: the route pattern (`/api/admin/designers/:id`); tRPC: the procedure path. */
  path: string;
  /** Field names of the procedure's input object (tRPC), for bodies that get past the top level. */
  keys: string[];
}

// ---------------------------------------------------------------------------------------------
// Generators of bad input
// ---------------------------------------------------------------------------------------------

/** Field names the schemas use: objects built from them reach the field-level checks. */
const FIELD_NAMES = [
  'id',
  'ids',
  'username',
  'password',
  'name',
  'email',
  'company',
  'inquiryType',
  'message',
  'sessionId',
  'device',
  'events',
  'path',
  'section',
  'content',
  'historyId',
  'key',
  'value',
  'search',
  'sort',
  'filters',
  'limit',
  'offset',
  'data',
  'title',
  'designerId',
  'featured',
  'isAdmin',
  'isRead',
  'svgContent',
  'cssProperties',
  'mediaUrl',
  'imageUrl',
  'skills',
  'rating',
  'orderIndex',
];

const WEIRD_STRINGS = [
  '\u0000',
  'admin\u0000',
  'a\u0000b',
  '\uD800',
  'a\uDC00b',
  '\uDBFF\uDBFF',
  '\uFFFE',
  '\uFFFF',
  '',
  ' ',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'hero',
  'aiSectionEnabled',
  '-createdAt',
  'name',
  '1e400',
  'NaN',
  '\u202e\u0301',
  '𝕏🎨',
];

const badString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WEIRD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uFFFF', 'a', 'é', '/', '%'),
      maxLength: 12,
    }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)) },
);

const badNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 1e-9, 999_999),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf = fc.oneof(
  badString,
  badNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
);

const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', '', '\u0000') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  ),
}));

/** A valid-looking value per field name, so that one bad field among good ones gets checked. */
const PLAUSIBLE: Record<string, unknown> = {
  id: 1,
  ids: [1, 2],
  username: 'ana.m',
  password: 'long-password-1',
  name: 'Ana',
  email: 'ana@example.com',
  company: 'Studio',
  inquiryType: 'project',
  message: 'Hello there',
  sessionId: '5b0f3c2e-8d4a-4f59-9a53-0d7c3f1e2a01',
  device: 'mobile',
  events: [{ name: 'page_view', path: '/' }],
  path: '/',
  section: 'hero',
  content: { tagline: 'Hi' },
  historyId: 1,
  key: 'aiSectionEnabled',
  value: 'true',
  search: 'a',
  sort: '-createdAt',
  limit: 10,
  offset: 0,
  data: { name: 'Ana', title: 'Designer' },
  title: 'Designer',
  designerId: 1,
  featured: true,
  isAdmin: false,
  isRead: true,
  svgContent: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  cssProperties: { opacity: 0.5 },
  mediaUrl: '/uploads/x.webp',
  imageUrl: '/uploads/x.webp',
  skills: ['Brand'],
  rating: 5,
  orderIndex: 0,
};

/** NUL, unpaired surrogates, U+FFFE and U+FFFF. */
const INVALID_CHARS = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uFFFE', '\uFFFF'];

/**
 * `v` with `bad` inserted into every string in it; other leaves become poisoned strings unless
 * `textOnly`.
 */
function poison(v: unknown, bad: string, at: number, textOnly = false): unknown {
  if (typeof v === 'string') {
    const i = v.length === 0 ? 0 : at % (v.length + 1);
    return v.slice(0, i) + bad + v.slice(i);
  }
  if (Array.isArray(v)) return v.map((x) => poison(x, bad, at, textOnly));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, poison(x, bad, at, textOnly)]));
  return textOnly ? v : `${String(v)}${bad}`;
}

/**
 * An object over the target's own input keys: every key, each plausible or (one in three) bad;
 * every key plausible but one poisoned with an invalid code point; every text poisoned; or a
 * random subset.
 */
const objectOf = (keys: string[]) => {
  const fieldValue = (k: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(PLAUSIBLE[k] ?? 'x') },
      { weight: 1, arbitrary: value },
    );
  if (keys.length === 0) return fc.dictionary(key, value, { maxKeys: 4 });
  const plausible = Object.fromEntries(keys.map((k) => [k, PLAUSIBLE[k] ?? 'x']));
  return fc.oneof(
    fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue(k)]))),
    // All plausible but one field, whose text (nested text too) carries an invalid code point.
    fc
      .tuple(fc.constantFrom(...keys), fc.constantFrom(...INVALID_CHARS), fc.nat())
      .map(([k, bad, at]) => ({ ...plausible, [k]: poison(plausible[k], bad, at) })),
    // All plausible, every text (not numbers or booleans) carrying the same invalid code point.
    fc
      .tuple(fc.constantFrom(...INVALID_CHARS), fc.nat())
      .map(([bad, at]) => poison(plausible, bad, at, true)),
    fc.dictionary(fc.constantFrom(...keys), fieldValue(keys[0]!), { maxKeys: keys.length }),
  );
};

/** Arrays or objects nested `depth` deep, as raw JSON text (deep nesting). */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 100_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

const RAW_BODIES = [
  '',
  'null',
  '{',
  '[]',
  '"x"',
  '1',
  'true',
  '{"a":1,}',
  '\u0000',
  '"\\u0000"',
  '"\\ud800"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"json":null}',
  '{"json":{"id":1},"meta":{"values":{"id":["bigint"]}}}',
  '{"json":"x","meta":{"values":["Date"]}}',
  '{"json":{"a":1},"meta":{"values":{"a":["class","Nope"]}}}',
  '{"json":{"a":1},"meta":{"values":{"__proto__.x":["undefined"]}}}',
  '{"json":{"a":"1"},"meta":{"values":{"a":["regexp"]}}}',
  '{"json":[1],"meta":{"values":{"0":["set"]}}}',
];

/** Raw body bytes that are not UTF-8 (a lone 0xFF, an overlong NUL, an encoded surrogate). */
const RAW_BYTES = [
  Buffer.from([0xff, 0xfe]),
  Buffer.from('{"name":"\xC0\x80"}', 'latin1'),
  Buffer.from('{"name":"\xED\xA0\x80"}', 'latin1'),
];

/**
 * Mostly JSON (so the body reaches validation), sometimes a type the routes refuse. tRPC gets no
 * multipart: under `inject` its body is light-my-request's Request, which tRPC's adapter cannot
 * read (a 500 only `inject` gives; a real server answers 200/400/415, checked with curl).
 */
const contentTypeOf = (trpc: boolean) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-16',
        'text/plain',
        trpc ? 'application/octet-stream' : 'multipart/form-data; boundary=x',
        undefined,
      ),
    },
  );

/** A request body: JSON of generated values or objects, raw text, non-UTF-8 bytes, nesting. */
const bodyOf = (keys: string[], trpc: boolean) =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .oneof(objectOf(keys), value)
        .map((v) => JSON.stringify(trpc ? serialize(v) : v)),
    },
    { weight: 2, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BYTES) },
    { weight: 1, arbitrary: deepJson },
  );

/** superjson's wire form of a value; `{ json }` where superjson refuses it (`constructor` keys). */
const serialize = (v: unknown) => {
  try {
    return superjson.serialize(v);
  } catch {
    return { json: v };
  }
};

/** `encodeURIComponent`, or the raw (invalid) UTF-8 of a lone surrogate when it cannot encode. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

/** A query string: generated keys and values, or raw odd strings. */
const queryOf = (keys: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...keys, ...FIELD_NAMES, 'filters[featured]'), key),
            fc.oneof(badString, badNumber.map(String)),
          ),
          { maxLength: 4 },
        )
        .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'search=%00',
        'search=%ED%A0%80',
        'search=%C0%80',
        'search=%',
        'search=%zz',
        'limit=-1',
        'limit=1e9',
        'offset=99999999999',
        'sort=password',
        'sort=-',
        'filters=x',
        'featured=maybe',
        'a=1&a=2&a=3',
        '__proto__[x]=1',
        '&&==',
        'x='.concat('y'.repeat(10_000)),
      ),
    },
  );

/** A path parameter: unknown ids, out-of-range numbers, encodings, known names. */
const paramOf = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '999999',
    '2147483648',
    '99999999999999999999',
    '1.5',
    '1e3',
    'abc',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%EF%BF%BF',
    '%25',
    'hero',
    'projects',
    'aiSectionEnabled',
    'selectedContactFormDesign',
    '__proto__',
    '..%2F..%2Fetc%2Fpasswd',
    'x'.repeat(3000),
  ),
  badString.filter((s) => s.length > 0 && s.length < 200).map(encode),
);

/** One generated request for a target. */
function requestOf(target: Target): fc.Arbitrary<InjectOptions> {
  if (target.kind === 'trpc') {
    const url = `/trpc/${target.path}`;
    if (target.method === 'GET')
      return fc
        .oneof(
          objectOf(target.keys).map((v) => encode(JSON.stringify(serialize(v)))),
          value.map((v) => encode(JSON.stringify(serialize(v)))),
          fc.constantFrom(...RAW_BODIES).map(encode),
          fc.constantFrom('%', '%00', '%E0%A4%A', '%ED%A0%80', 'null', '{'),
        )
        .chain((input) =>
          fc.constantFrom(
            { method: 'GET' as const, url: `${url}?input=${input}` },
            { method: 'GET' as const, url: `${url},${target.path}?batch=1&input=${input}` },
            { method: 'GET' as const, url },
          ),
        );
    return fc
      .tuple(bodyOf(target.keys, true), contentTypeOf(true), fc.boolean())
      .map(([payload, type, batch]) => ({
        method: 'POST' as const,
        url: batch ? `${url}?batch=1` : url,
        payload: batch && typeof payload === 'string' ? `{"0":${payload || 'null'}}` : payload,
        headers: type ? { 'content-type': type } : {},
      }));
  }
  const params = target.path.match(/:[A-Za-z]+|\*/g) ?? [];
  return fc
    .tuple(
      fc.array(paramOf, { minLength: params.length, maxLength: params.length }),
      queryOf(target.keys),
      target.method === 'GET' || target.method === 'DELETE'
        ? fc.constant(undefined)
        : bodyOf([...new Set([...target.keys, ...FIELD_NAMES])], false),
      contentTypeOf(false),
    )
    .map(([values, query, payload, type]) => {
      let i = 0;
      const path = target.path.replace(/:[A-Za-z]+|\*/g, () => values[i++] ?? '1');
      return {
        method: target.method as InjectOptions['method'],
        url: query ? `${path}?${query}` : path,
        ...(payload === undefined ? {} : { payload }),
        headers: payload !== undefined && type ? { 'content-type': type } : {},
      };
    });
}

// ---------------------------------------------------------------------------------------------
// Targets
// ---------------------------------------------------------------------------------------------

/** Top-level keys of a zod input schema (objects, through optional/default/pipe/union wrappers). */
function keysOf(schema: unknown, depth = 0): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def || depth > 6) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  for (const inner of [def.innerType, def.in, def.schema])
    if (inner) return keysOf(inner, depth + 1);
  if (Array.isArray(def.options)) return def.options.flatMap((o) => keysOf(o, depth + 1));
  return [];
}

/** Every procedure of the router, with the HTTP method its type takes. */
function trpcTargets(): Target[] {
  const procedures = (
    appRouter as unknown as {
      _def: { procedures: Record<string, { _def: { type: string; inputs: unknown[] } }> };
    }
  )._def.procedures;
  return Object.entries(procedures).map(([path, procedure]) => ({
    kind: 'trpc',
    method: procedure._def.type === 'query' ? 'GET' : 'POST',
    path,
    keys: procedure._def.inputs.flatMap((s) => keysOf(s)),
  }));
}

/** Top-level field names of a JSON Schema object (through allOf/anyOf/oneOf). */
function schemaKeys(schema: unknown): string[] {
  const s = (schema ?? {}) as Record<string, unknown>;
  const own = Object.keys((s.properties ?? {}) as object);
  const nested = (['allOf', 'anyOf', 'oneOf'] as const).flatMap((k) =>
    Array.isArray(s[k]) ? (s[k] as unknown[]).flatMap(schemaKeys) : [],
  );
  return [...new Set([...own, ...nested])];
}

/**
 * The REST targets: every operation of the OpenAPI document (its path in Fastify's syntax, its
 * JSON body's and query's field names as the keys to fill), then every other route the app
 * serves (uploads, share image, robots, sitemap) but HEAD/OPTIONS twins and tRPC.
 */
function restTargets(document: OpenApiDocument): Target[] {
  const targets: Target[] = [];
  const documented = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const fastifyPath = path.replace(/\{([^}]+)\}/g, ':$1');
      documented.add(`${method.toUpperCase()} ${fastifyPath}`);
      const op = operation as {
        requestBody?: { content?: Record<string, { schema?: unknown }> };
        parameters?: Array<{ name: string; in: string }>;
      };
      const keys = [
        ...schemaKeys(op.requestBody?.content?.['application/json']?.schema),
        ...(op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      ];
      targets.push({ kind: 'rest', method: method.toUpperCase(), path: fastifyPath, keys });
    }
  const seen = new Set<string>();
  for (const { method, url } of collected) {
    if (method === 'HEAD' || method === 'OPTIONS' || url.startsWith('/trpc')) continue;
    const id = `${method} ${url}`;
    if (seen.has(id) || documented.has(id)) continue;
    seen.add(id);
    targets.push({ kind: 'rest', method, path: url, keys: [] });
  }
  return targets;
}

/** Calls that would end or replace the fuzzing admin's session: sent anonymously only. */
const SESSION_ENDING = /logout|^auth\.login$|^auth\.register$|^\/api\/(login|register)$/;
/** Calls after which the admin session is checked (and renewed when it was lost). */
const MAY_CHANGE_ADMIN = /users|auth|login|register|logout|session|password|two-?factor|totp/i;

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

/** Engine, driver and runtime texts that must never reach a client. */
const ENGINE_TEXT =
  /Cannot (destructure|read propert|convert)|is not a function|is not defined|of null|of undefined|Unexpected (token|end of JSON)|SyntaxError|TypeError|RangeError|ZodError|invalid byte sequence|violates|duplicate key|relation "|column "|syntax error at|Maximum call stack|\bat .+\(.+:\d+:\d+\)|node_modules|\.ts:\d+/;

/** What is wrong with one error message, or null. */
function messageProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.length === 0) return 'no message';
  const trimmed = message.trim();
  if (/^[[{]/.test(trimmed)) {
    try {
      JSON.parse(trimmed);
      return `message is JSON: ${trimmed.slice(0, 120)}`;
    } catch {
      // Not JSON: fine.
    }
  }
  if (ENGINE_TEXT.test(message)) return `engine text: ${message.slice(0, 160)}`;
  return null;
}

/** What is wrong with a response, or null: 5xx, or a 4xx that is not a clean JSON message. */
function responseProblem(target: Target, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type']).includes('application/json'))
    return `${res.statusCode} not JSON: ${res.headers['content-type']} ${res.body.slice(0, 120)}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} unparsable JSON: ${res.body.slice(0, 120)}`;
  }
  if (JSON.stringify(body).includes('"stack"')) return 'stack trace in the body';
  // tRPC answers `{ error: { json: shape } }` (superjson), batches an array of them; REST `{ message }`.
  const messages: unknown[] = [];
  const items = Array.isArray(body) ? body : [body];
  for (const item of items) {
    const record = item as { message?: unknown; error?: { json?: { message?: unknown } } };
    if (target.kind === 'trpc' && record.error) messages.push(record.error.json?.message);
    else if (target.kind === 'trpc' && !('message' in record))
      continue; // a successful batch item
    else messages.push(record.message);
  }
  for (const message of messages) {
    const problem = messageProblem(message);
    if (problem) return `${res.statusCode} ${problem}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

describe.each(DATABASE_KINDS)('fuzz: bad input never gets a 5xx (%s)', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let adminCookie = '';
  let adminCount = 0;

  /** Signs a (new, when the last one lost its rights) admin in and keeps its cookie. */
  async function signInAdmin(database: Awaited<ReturnType<typeof createTestDatabase>>) {
    adminCount += 1;
    const username = `fuzz-admin-${adminCount}`;
    await createUser(database, username, true);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    adminCookie = String(res.headers['set-cookie']).split(';', 1)[0]!;
  }

  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      database,
      sessionSecret: TEST_SECRET,
      webDist: null,
      rateLimitScale: 10_000,
      checkResponse: checkAgainstOpenApi,
    });
    close = async () => {
      await app.close();
      await database.close();
    };
    await signInAdmin(database);
  });
  afterAll(async () => close?.());

  it('answers every generated request with 2xx-4xx, and every 4xx with a clean JSON message', async () => {
    const rest = restTargets(app.openApiDocument());
    const trpc = trpcTargets();
    expect(rest.length).toBeGreaterThan(40);
    expect(trpc.length).toBeGreaterThan(60);

    const histogram = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    let invalidText = 0;
    let adminRefused = 0;
    const started = Date.now();

    for (const [index, target] of [...rest, ...trpc].entries()) {
      for (const caller of ['anonymous', 'admin'] as Caller[]) {
        if (caller === 'admin' && SESSION_ENDING.test(target.path)) continue;
        await fc.assert(
          fc.asyncProperty(requestOf(target), async (request) => {
            const headers = { ...(request.headers as Record<string, string>) };
            if (caller === 'admin') headers.cookie = adminCookie;
            const res = await app.inject({ ...request, headers });
            sent += 1;
            histogram.set(res.statusCode, (histogram.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode === 400 && res.body.includes('character that is not allowed'))
              invalidText += 1;
            if (caller === 'admin' && res.statusCode === 401) adminRefused += 1;
            const problem = responseProblem(target, res);
            if (problem) {
              const shown = { ...request, payload: String(request.payload ?? '').slice(0, 160) };
              failures.push(
                `${caller} ${target.method} ${target.path}: ${problem}\n  ${JSON.stringify(shown).slice(0, 400)}`,
              );
            }
            if (caller === 'admin' && MAY_CHANGE_ADMIN.test(target.path)) {
              const me = await app.inject({
                method: 'GET',
                url: '/api/user',
                headers: { cookie: adminCookie },
              });
              const user = me.statusCode === 200 ? (me.json() as { isAdmin?: boolean }) : null;
              if (!user?.isAdmin) await signInAdmin(database);
            }
            return true;
          }),
          { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
        );
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const statuses = [...histogram.entries()].sort(([a], [b]) => a - b);
    const fiveXx = statuses.filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      [
        `fuzz: ${sent} requests to ${rest.length} REST routes and ${trpc.length} tRPC procedures ` +
          `(admin and anonymous) in ${seconds} s, seed ${SEED}, ${RUNS} runs per target and caller`,
        `fuzz: status histogram ${statuses.map(([s, c]) => `${s}×${c}`).join(' ')}`,
        `fuzz: 400 for NUL / invalid code points ${invalidText}; admin calls answered 401 ${adminRefused}`,
        `fuzz: 5xx seen ${fiveXx}; other problems ${failures.length - fiveXx}`,
        ...failures.slice(0, 40),
      ].join('\n'),
    );
    expect(failures).toEqual([]);
  }, 180_000);
  it('answers multipart tRPC bodies on a listening server with 4xx JSON, never 5xx', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const mutations = trpcTargets().filter((t) => t.method === 'POST');
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...mutations),
        fc.constantFrom<Caller>('anonymous', 'admin'),
        fc.array(
          fc.tuple(
            fc.constantFrom(...FIELD_NAMES, 'file', '0', 'input'),
            fc.oneof(badString, fc.constantFrom('file')),
          ),
          { maxLength: 4 },
        ),
        async (target, caller, fields) => {
          if (caller === 'admin' && SESSION_ENDING.test(target.path)) return true;
          const form = new FormData();
          for (const [name, content] of fields)
            if (content === 'file')
              form.append(
                name,
                new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1])]),
                'a.png',
              );
            else form.append(name, content.slice(0, 5000));
          const res = await fetch(`${address}/trpc/${target.path}`, {
            method: 'POST',
            body: form,
            headers: caller === 'admin' ? { cookie: adminCookie } : {},
          });
          sent += 1;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const body = await res.text();
          if (res.status >= 500)
            failures.push(`${caller} ${target.path}: ${res.status} ${body.slice(0, 200)}`);
          else if (res.status >= 400 && !String(res.headers.get('content-type')).includes('json'))
            failures.push(`${caller} ${target.path}: ${res.status} not JSON ${body.slice(0, 120)}`);
          return true;
        },
      ),
      { numRuns: Math.max(60, mutations.length * 2), seed: SEED },
    );
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([st, n]) => `${st}×${n}`);
    console.log(
      `fuzz: ${sent} multipart tRPC requests over HTTP (${histogram.join(' ')}), ${failures.length} problems`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});

/** The web build the site's pages come from (`pnpm build` before the tests). */

/**
 * `text` percent-encoded for a URL; a lone surrogate (which encodeURIComponent refuses) as the
 * bytes a broken client would send for it.
 */
const encodeAny = (text: string) =>
  text
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** A query string or path segment as a browser, a crawler or an attacker may send it. */
const urlPart = fc.oneof(
  { weight: 3, arbitrary: badString.map((s) => encodeAny(s.slice(0, 3000))) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('%', '%00', '%E0%A4%A', '%ED%A0%80', '..', '%2F', '%2e%2e', '+', ''),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeAny) },
);

/** A directory query: its own fields and others, repeated or malformed. */
const directorySearch = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('q', 'skill', 'available', 'page'),
        fc.string({ maxLength: 6 }).map(encodeAny),
        fc.constantFrom('__proto__', 'constructor', '%', 'q[]'),
      ),
      urlPart,
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

describe('fuzz: the site’s pages never answer 5xx to bad addresses (issue 39 item 8)', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({ database, sessionSecret: TEST_SECRET, webDist: WEB_DIST });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers bad queries of /designers and bad profile addresses with an HTML page, 2xx-4xx', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const check = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const type = String(res.headers['content-type']);
      if (res.statusCode >= 500)
        failures.push(`${url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      else if (res.statusCode >= 400 && !type.startsWith('text/html') && !type.includes('json'))
        failures.push(`${url}: ${res.statusCode} ${type}`);
      else if (ENGINE_TEXT.test(res.body) && res.statusCode >= 400)
        failures.push(`${url}: engine text in the page`);
    };
    await fc.assert(
      fc.asyncProperty(directorySearch, async (search) => {
        await check(`/designers?${search}`);
        return true;
      }),
      { numRuns: RUNS * 8, seed: SEED },
    );
    await fc.assert(
      fc.asyncProperty(urlPart, fc.option(directorySearch), async (slug, search) => {
        await check(`/designers/${slug}${search ? `?${search}` : ''}`);
        return true;
      }),
      { numRuns: RUNS * 8, seed: SEED + 1 },
    );
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `fuzz: the site's pages answered ${histogram.join(' ')}; ${failures.length} problems`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  }, 120_000);
});
