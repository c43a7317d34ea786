import { WEBHOOK_HEADERS, WEBHOOK_TOLERANCE_S } from '@forma/validators/webhook-values';
import type { FormaWebhookEvent } from '@forma/validators/webhooks';

/**
 * Signing webhook deliveries (issue 43 item 3), with Web Crypto only, so the same code runs in
 * the server, in Node receivers (`verifyFormaWebhook` of `@forma/api/client`) and in edge
 * runtimes: `Forma-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, one `v1=` per
 * signing secret (two during a rotation's overlap).
 */

const encoder = new TextEncoder();

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    usage,
  ]);

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

const fromHex = (hex: string): Uint8Array | null => {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
};

const bodyBytes = (body: string | Uint8Array) =>
  typeof body === 'string' ? encoder.encode(body) : body;

/** The signed text of a delivery: `"<t>."` followed by the body's bytes. */
function signedPayload(t: number, body: string | Uint8Array): Uint8Array<ArrayBuffer> {
  const head = encoder.encode(`${t}.`);
  const rest = bodyBytes(body);
  const out = new Uint8Array(head.length + rest.length);
  out.set(head);
  out.set(rest, head.length);
  return out;
}

/**
 * The `Forma-Signature` header of `body` sent at `t` (unix seconds), signed with each of
 * `secrets` (the current one first): `t=<t>,v1=<hex>[,v1=<hex>]`.
 */
export async function signFormaWebhook(
  secrets: readonly string[],
  body: string | Uint8Array,
  t: number,
): Promise<string> {
  const payload = signedPayload(t, body);
  const parts = [`t=${t}`];
  for (const secret of secrets)
    parts.push(
      `v1=${toHex(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), payload))}`,
    );
  return parts.join(',');
}

/** Why a delivery was refused by `verifyFormaWebhook`. */
export type FormaWebhookRefusal =
  'missing-signature' | 'malformed-signature' | 'too-old' | 'mismatch' | 'malformed-body';

/** Thrown by `verifyFormaWebhook`: `reason` says why the delivery is not to be trusted. */
export class FormaWebhookError extends Error {
  constructor(
    readonly reason: FormaWebhookRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'FormaWebhookError';
  }
}

/** Headers as Fetch (`Headers`), Node (`IncomingHttpHeaders`) or a plain object give them. */
export type WebhookHeaders = Headers | Record<string, string | readonly string[] | undefined>;

function headerOf(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function')
    return (headers as Headers).get(name) ?? undefined;
  const plain = headers as Record<string, string | readonly string[] | undefined>;
  const key = Object.keys(plain).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : plain[key];
  return Array.isArray(value) ? value[0] : (value as string | undefined);
}

/** Options of {@link verifyFormaWebhook}. */
export interface VerifyFormaWebhookOptions {
  /** Oldest accepted signature, s (default 300: 5 minutes); as far in the future is refused too. */
  toleranceS?: number;
  /** The receiver's clock (tests). */
  now?: () => Date;
}

/**
 * Checks a delivery from Forma and answers its event: the `Forma-Signature` header of `headers`
 * must hold a `v1=` HMAC-SHA256 of `"<t>.<rawBody>"` made with `secret` (compared in constant
 * time by Web Crypto), and `t` must be within `toleranceS` (5 minutes) of now. Pass the body
 * exactly as received (bytes or text), before any JSON parsing. Throws FormaWebhookError
 * ('missing-signature', 'malformed-signature', 'too-old', 'mismatch', 'malformed-body').
 */
export async function verifyFormaWebhook(
  secret: string,
  headers: WebhookHeaders,
  rawBody: string | Uint8Array,
  options: VerifyFormaWebhookOptions = {},
): Promise<FormaWebhookEvent> {
  const header = headerOf(headers, WEBHOOK_HEADERS.signature);
  if (!header) throw new FormaWebhookError('missing-signature', 'No Forma-Signature header');
  let t: number | undefined;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    if (key === 'v1') {
      const bytes = fromHex(value);
      if (bytes) signatures.push(new Uint8Array(bytes));
    }
  }
  if (t === undefined || signatures.length === 0)
    throw new FormaWebhookError('malformed-signature', 'Forma-Signature has no t= or no v1=');
  const nowS = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceS ?? WEBHOOK_TOLERANCE_S;
  if (Math.abs(nowS - t) > tolerance)
    throw new FormaWebhookError(
      'too-old',
      `The signature is from ${nowS - t} s ago (more than ${tolerance} s): refused as a replay`,
    );
  const key = await hmacKey(secret, 'verify');
  const payload = signedPayload(t, rawBody);
  let valid = false;
  for (const signature of signatures)
    if (await crypto.subtle.verify('HMAC', key, signature, payload)) valid = true;
  if (!valid) throw new FormaWebhookError('mismatch', 'The signature does not match the body');
  try {
    const text = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
    return JSON.parse(text) as FormaWebhookEvent;
  } catch {
    throw new FormaWebhookError('malformed-body', 'The body is not JSON');
  }
}
