import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { openTotpSecret, signFormaWebhook, type TotpKeyring } from '@forma/api';
import {
  claimWebhookDelivery,
  settleWebhookDelivery,
  WEBHOOK_GIVE_UP_MS,
  WEBHOOKS_CHANNEL,
  type ChangeSource,
  type DB,
  type WebhookDeliveryClaim,
} from '@forma/db';
import { WEBHOOK_HEADERS, WEBHOOK_RESPONSE_EXCERPT } from '@forma/validators';
import type { FastifyBaseLogger } from 'fastify';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { startPollingWorker, type PollingWorker } from './polling-worker';

/**
 * The webhook deliverer (issue 43 items 2-3; DESIGN.md "Background work"): claims queued
 * deliveries from the outbox (`claimWebhookDelivery` of @forma/db, `SKIP LOCKED`, so several
 * instances deliver each once), signs each body (`Forma-Signature`, both secrets during a
 * rotation) and POSTs it with a 10 s limit and no redirects, to an address checked after DNS
 * resolution at connect time (request-filtering-agent: loopback, private, link-local, unique
 * local, IPv4-mapped and metadata addresses are refused unless private ones are allowed). A
 * failure is retried with exponential backoff (1 min to 12 h); after a day it is dead.
 */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Waits after the 1st, 2nd, … failed attempt, ms: 1 min, 5 min, 30 min, 2 h, 6 h, then 12 h. */
export const WEBHOOK_BACKOFF_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
] as const;
/** Longest wait for a receiver's whole answer, ms. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a claim is held before another worker may take it over, ms (past the timeout). */
export const WEBHOOK_LEASE_MS = 60_000;
/** How often the queue is looked at besides the NOTIFY of a new delivery, ms. */
export const WEBHOOK_POLL_MS = 15_000;
/** Most bytes of an answer read (the log keeps its first WEBHOOK_RESPONSE_EXCERPT characters). */
const MAX_ANSWER_BYTES = 16 * 1024;
/** Cloud metadata addresses, refused even where private addresses are allowed. */
const METADATA_ADDRESSES = ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200'];

export interface WebhookDelivererDeps {
  db: DB;
  log: Log;
  /** The keys that open the sealed signing secrets (the server's TOTP keyring). */
  keys: TotpKeyring;
  /** WEBHOOKS_ALLOW_PRIVATE: deliver to loopback and private addresses (development). */
  allowPrivate?: boolean;
  now?: () => Date;
  backoffMs?: readonly number[];
  timeoutMs?: number;
  leaseMs?: number;
}

/** What one HTTP attempt got. */
interface PostResult {
  statusCode: number | null;
  response: string | null;
  error: string | null;
}

/** The agents of one deliverer: every connection's address is checked once resolved. */
function agentsFor(allowPrivate: boolean) {
  const options = {
    allowPrivateIPAddress: allowPrivate,
    denyIPAddressList: METADATA_ADDRESSES,
    keepAlive: false,
  };
  return {
    http: new RequestFilteringHttpAgent(options),
    https: new RequestFilteringHttpsAgent(options),
  };
}

/** Reads at most MAX_ANSWER_BYTES of `res` as text. */
async function answerText(res: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
    size += chunk.length;
  }
  return Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8');
}

/** The first characters of an answer, without NULs (Postgres text cannot hold them). */
const excerpt = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/\u0000/g, '').slice(0, WEBHOOK_RESPONSE_EXCERPT);

/** POSTs `body` to `url` with `headers`; never throws. Redirects are answers, never followed. */
function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  agents: ReturnType<typeof agentsFor>,
  timeoutMs: number,
): Promise<PostResult> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        agent: target.protocol === 'https:' ? agents.https : agents.http,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        answerText(res)
          .then((text) =>
            resolve({ statusCode: res.statusCode ?? null, response: excerpt(text), error: null }),
          )
          .catch((err: unknown) =>
            resolve({ statusCode: res.statusCode ?? null, response: null, error: messageOf(err) }),
          );
      },
    );
    req.on('error', (err) => resolve({ statusCode: null, response: null, error: messageOf(err) }));
    req.end(body);
  });
}

const messageOf = (err: unknown): string => {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return 'No answer in time (timed out)';
  return (err instanceof Error ? err.message : String(err)).slice(0, 500);
};

/** The claim's signing secrets opened, current first; none when a key no longer opens them. */
function signingSecrets(claim: WebhookDeliveryClaim, keys: TotpKeyring): string[] {
  try {
    return [claim.endpoint.secret, claim.endpoint.previousSecret]
      .filter((s): s is string => s !== null)
      .map((sealed) => openTotpSecret(sealed, keys));
  } catch {
    return [];
  }
}

/** The JSON body of a claimed delivery: `{ id, type, createdAt, actor, data }`. */
export function webhookBody(event: WebhookDeliveryClaim['event']): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.occurredAt.toISOString(),
    actor:
      event.actorId !== null && event.actorName !== null
        ? { id: event.actorId, username: event.actorName }
        : null,
    data: event.data,
  });
}

/**
 * When a delivery that failed its `attempts`-th attempt at `now` is tried again: the backoff's
 * wait, or null (dead) when that falls more than a day after it was queued (`createdAt`).
 */
export function nextWebhookAttempt(
  attempts: number,
  createdAt: Date,
  now: Date,
  backoffMs: readonly number[] = WEBHOOK_BACKOFF_MS,
): Date | null {
  const wait = backoffMs[Math.min(attempts, backoffMs.length) - 1] ?? backoffMs[0] ?? 0;
  const at = new Date(now.getTime() + wait);
  return at.getTime() - createdAt.getTime() > WEBHOOK_GIVE_UP_MS ? null : at;
}

/** What one step did, or null when nothing was due. */
export type WebhookStepOutcome = {
  deliveryId: number;
  status: 'delivered' | 'retry' | 'dead';
  statusCode: number | null;
} | null;

/**
 * Creates the step of a deliverer: claims the next due delivery, sends it, settles it
 * ('delivered' on a 2xx answer, else 'retry' at the backoff or 'dead'). Database errors
 * propagate; sending errors never do.
 */
export function webhookStep(deps: WebhookDelivererDeps): () => Promise<WebhookStepOutcome> {
  const agents = agentsFor(deps.allowPrivate ?? false);
  const now = deps.now ?? (() => new Date());
  return async () => {
    const claim = await claimWebhookDelivery(deps.db, {
      now: now(),
      leaseMs: deps.leaseMs ?? WEBHOOK_LEASE_MS,
    });
    if (!claim) return null;
    const started = now();
    let result: PostResult;
    const secrets = signingSecrets(claim, deps.keys);
    if (secrets.length === 0) {
      result = {
        statusCode: null,
        response: null,
        error: 'The signing secret cannot be read (the encryption key changed): rotate it',
      };
    } else {
      const body = webhookBody(claim.event);
      const t = Math.floor(started.getTime() / 1000);
      result = await post(
        claim.endpoint.url,
        body,
        {
          'content-type': 'application/json',
          'user-agent': 'Forma-Webhooks/1',
          [WEBHOOK_HEADERS.eventId]: claim.event.id,
          [WEBHOOK_HEADERS.eventType]: claim.event.type,
          [WEBHOOK_HEADERS.signature]: await signFormaWebhook(secrets, body, t),
        },
        agents,
        deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      );
    }
    const finished = now();
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const error = ok
      ? null
      : (result.error ??
        `The receiver answered ${result.statusCode}${
          result.statusCode !== null && result.statusCode >= 300 && result.statusCode < 400
            ? ' (a redirect: not followed)'
            : ''
        }`);
    const retryAt = ok
      ? null
      : nextWebhookAttempt(claim.attempts, claim.createdAt, finished, deps.backoffMs);
    const { endpointDisabled } = await settleWebhookDelivery(
      deps.db,
      claim,
      {
        at: finished,
        statusCode: result.statusCode,
        response: result.response,
        durationMs: Math.max(0, finished.getTime() - started.getTime()),
      },
      ok ? { delivered: true } : { delivered: false, error: error!, retryAt },
    );
    if (!ok)
      deps.log.warn(
        { deliveryId: claim.id, endpointId: claim.endpoint.id, error, retryAt },
        'webhook delivery failed',
      );
    if (endpointDisabled)
      deps.log.error(
        { endpointId: claim.endpoint.id },
        'webhook endpoint switched off: every delivery failed for a day',
      );
    return {
      deliveryId: claim.id,
      status: ok ? 'delivered' : retryAt ? 'retry' : 'dead',
      statusCode: result.statusCode,
    };
  };
}

/**
 * Starts this process's webhook deliverer: a pass at once, then every `pollMs` ms (default 15 s),
 * on `kick()`, and on every NOTIFY of a new delivery from any instance (`listen`). Returns the
 * worker; `stop()` stops listening too.
 */
export function startWebhookDeliverer(
  deps: WebhookDelivererDeps & {
    pollMs?: number;
    /** The database's NOTIFY feed of `forma_webhooks` (DatabaseHandle.listen). */
    listen?: ((channel: string) => ChangeSource) | undefined;
  },
): PollingWorker {
  const step = webhookStep(deps);
  const worker = startPollingWorker({
    name: 'webhook deliverer',
    step: async () => Boolean(await step()),
    pollMs: deps.pollMs ?? WEBHOOK_POLL_MS,
    log: deps.log,
  });
  const unlisten = deps.listen?.(WEBHOOKS_CHANNEL)({
    notify: () => worker.kick(),
    up: () => worker.kick(),
    down: () => {},
  });
  return {
    ...worker,
    async stop() {
      await unlisten?.();
      await worker.stop();
    },
  };
}
