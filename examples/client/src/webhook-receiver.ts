/**
 * A small receiver of Forma's webhooks (issue 43): checks each delivery's `Forma-Signature` with
 * `verifyFormaWebhook` of the typed client before trusting it, skips an event id it has already
 * seen (deliveries are at least once), and answers 204; a forged, tampered or replayed delivery
 * gets 400. Run it, then add `http://<this host>:4000/` as an endpoint on the Webhooks screen and
 * paste the secret it shows:
 *
 *   FORMA_WEBHOOK_SECRET=whsec_... PORT=4000 pnpm --filter @forma/example-client receive
 */
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FormaWebhookError, verifyFormaWebhook, type FormaWebhookEvent } from '@forma/api/client';

/**
 * An HTTP server that hands each verified event to `onEvent` once per event id, and answers
 * 204 (handled or already seen) or 400 with the reason (not from Forma). Not listening yet.
 */
export function webhookReceiver(
  secret: string,
  onEvent: (event: FormaWebhookEvent) => void | Promise<void>,
): Server {
  const seen = new Set<string>();
  return createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const event = await verifyFormaWebhook(secret, req.headers, Buffer.concat(chunks));
      if (!seen.has(event.id)) {
        seen.add(event.id);
        await onEvent(event);
      }
      res.writeHead(204).end();
    } catch (err) {
      if (!(err instanceof FormaWebhookError)) throw err;
      res.writeHead(400, { 'content-type': 'text/plain' }).end(err.message);
    }
  });
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const secret = process.env.FORMA_WEBHOOK_SECRET;
  if (!secret) throw new Error('Set FORMA_WEBHOOK_SECRET to the secret the Webhooks screen showed');
  const port = Number(process.env.PORT ?? 4000);
  webhookReceiver(secret, (event) => {
    console.log(`${event.createdAt} ${event.type} by ${event.actor?.username ?? 'the site'}`);
    console.log(JSON.stringify(event.data));
  }).listen(port, () => console.log(`Receiving Forma webhooks on port ${port}`));
}
