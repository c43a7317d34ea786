import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a {@link WebhookReceiver} got. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers the next request: a status (and headers), or never (it hangs). */
export type ReceiverAnswer = { status: number; headers?: Record<string, string> } | 'hang';

/**
 * A small HTTP receiver for webhook tests (issue 43) on 127.0.0.1: records every request, answers
 * the queued answers in order and then `fallback` (200); `received(n)` resolves once `n`
 * requests have arrived (what tests wait on instead of a clock).
 */
export class WebhookReceiver {
  readonly requests: ReceivedWebhook[] = [];
  readonly answers: ReceiverAnswer[] = [];
  fallback: ReceiverAnswer = { status: 200 };
  #server: Server;
  #waiters: { n: number; resolve: () => void }[] = [];
  #hanging = new Set<() => void>();

  constructor() {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        for (const waiter of this.#waiters.filter((w) => this.requests.length >= w.n))
          waiter.resolve();
        const answer = this.answers.shift() ?? this.fallback;
        if (answer === 'hang') {
          const end = () => res.destroy();
          this.#hanging.add(end);
          res.on('close', () => this.#hanging.delete(end));
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.status < 300 ? 'ok' : `status ${answer.status}`);
      });
    });
  }

  /** Starts listening; resolves to its base URL (`http://127.0.0.1:<port>`). */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** The port it listens on. */
  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  /** Resolves once at least `n` requests have arrived. */
  received(n: number): Promise<void> {
    if (this.requests.length >= n) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ n, resolve }));
  }

  /** Forgets what it got and its queued answers. */
  reset(): void {
    this.requests.length = 0;
    this.answers.length = 0;
    this.fallback = { status: 200 };
  }

  async close(): Promise<void> {
    for (const end of this.#hanging) end();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}
