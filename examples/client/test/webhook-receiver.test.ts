import type { AddressInfo } from 'node:net';
import { createFormaClient, type FormaWebhookEvent } from '@forma/api/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieSession } from '../src/cookies';
import { webhookReceiver } from '../src/webhook-receiver';
import { ADMIN, startBuiltServer, type RunningServer } from './server';

/**
 * Issue 43's "done when": a signed event from the built server reaches a small receiver of our
 * own (src/webhook-receiver.ts), which verifies it with the typed client's `verifyFormaWebhook`
 * and refuses what Forma did not sign.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('a webhook receiver of our own', () => {
  it('receives the signed test and a real change, verified; refuses a forged delivery', async () => {
    const session = cookieSession();
    const forma = createFormaClient({
      url: server.url,
      headers: session.headers,
      fetch: session.fetch,
    });
    await forma.auth.login.mutate(ADMIN);

    // The endpoint first (its secret is shown once), then the receiver, then its address.
    const created = await forma.webhooks.create.mutate({
      url: 'http://127.0.0.1:9/not-yet',
      events: ['content.published'],
    });
    const events: FormaWebhookEvent[] = [];
    const waiters: (() => void)[] = [];
    const receiver = webhookReceiver(created.secret, (event) => {
      events.push(event);
      waiters.splice(0).forEach((wake) => wake());
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/forma`;
    const arrived = async (n: number) => {
      while (events.length < n) await new Promise<void>((wake) => waiters.push(wake));
    };
    try {
      await forma.webhooks.update.mutate({ id: created.endpoint.id, url });
      await forma.webhooks.sendTest.mutate({ id: created.endpoint.id });
      await arrived(1);
      expect(events[0]).toMatchObject({
        type: 'webhook.test',
        actor: { username: ADMIN.username },
        data: { endpointId: created.endpoint.id },
      });

      await forma.content.update.mutate({
        section: 'about',
        content: { title: 'Told by a webhook' },
      });
      await arrived(2);
      expect(events[1]).toMatchObject({
        type: 'content.published',
        data: { section: 'about', content: { title: 'Told by a webhook' } },
      });

      const forged = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'forma-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        },
        body: JSON.stringify({ ...events[1], data: { section: 'about', content: {} } }),
      });
      expect(forged.status).toBe(400);
      expect(await forged.text()).toMatch(/does not match/);
      expect(events).toHaveLength(2);

      const log = await forma.webhooks.deliveries.query({ endpointId: created.endpoint.id });
      expect(log.items.map((d) => [d.eventType, d.status, d.lastStatusCode])).toEqual([
        ['content.published', 'delivered', 204],
        ['webhook.test', 'delivered', 204],
      ]);
    } finally {
      await new Promise((done) => receiver.close(done));
    }
  });
});
