import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FormaWebhookError, signFormaWebhook, verifyFormaWebhook } from './webhook-signature';

/** Signing and verifying webhook deliveries (issue 43 item 3). */

const secret = 'whsec_current';
const body = JSON.stringify({
  id: '4a7f6b8e-2f0c-4d39-9a43-5d0e8c1b2a77',
  type: 'webhook.test',
  createdAt: '2027-03-01T10:00:00.000Z',
  actor: null,
  data: { endpointId: 1, message: 'hi' },
});
const at = new Date('2027-03-01T10:00:00Z');
const t = Math.floor(at.getTime() / 1000);
const now =
  (offsetS = 0) =>
  () =>
    new Date(at.getTime() + offsetS * 1000);

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FormaWebhookError);
  return (err as FormaWebhookError).reason;
}

describe('Forma-Signature', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">, as any HMAC library computes it', async () => {
    const header = await signFormaWebhook([secret], body, t);
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${expected}`);
  });

  it("verifies a delivery and answers its event, from Fetch's Headers or Node's plain headers", async () => {
    const header = await signFormaWebhook([secret], body, t);
    const event = await verifyFormaWebhook(secret, { 'forma-signature': header }, body, {
      now: now(30),
    });
    expect(event).toMatchObject({ type: 'webhook.test', data: { message: 'hi' } });
    const fromBytes = await verifyFormaWebhook(
      secret,
      new Headers({ 'Forma-Signature': header }),
      new TextEncoder().encode(body),
      { now: now() },
    );
    expect(fromBytes.id).toBe(event.id);
  });

  it('refuses a tampered body, another secret, a missing or malformed header', async () => {
    const header = await signFormaWebhook([secret], body, t);
    const options = { now: now() };
    expect(
      await refusal(
        verifyFormaWebhook(
          secret,
          { 'forma-signature': header },
          body.replace('hi', 'ho'),
          options,
        ),
      ),
    ).toBe('mismatch');
    expect(
      await refusal(
        verifyFormaWebhook('whsec_other', { 'forma-signature': header }, body, options),
      ),
    ).toBe('mismatch');
    expect(await refusal(verifyFormaWebhook(secret, {}, body, options))).toBe('missing-signature');
    expect(
      await refusal(verifyFormaWebhook(secret, { 'forma-signature': 'v1=zz' }, body, options)),
    ).toBe('malformed-signature');
  });

  it('refuses a timestamp more than 5 minutes old (a replayed delivery), and accepts one within', async () => {
    const header = await signFormaWebhook([secret], body, t);
    const headers = { 'forma-signature': header };
    await expect(
      verifyFormaWebhook(secret, headers, body, { now: now(299) }),
    ).resolves.toBeTruthy();
    expect(await refusal(verifyFormaWebhook(secret, headers, body, { now: now(301) }))).toBe(
      'too-old',
    );
    // A signature from the future beyond the tolerance is no better.
    expect(await refusal(verifyFormaWebhook(secret, headers, body, { now: now(-400) }))).toBe(
      'too-old',
    );
  });

  it('during a rotation carries two v1=, and the old and the new secret each verify', async () => {
    const header = await signFormaWebhook(['whsec_new', 'whsec_old'], body, t);
    expect(header.match(/v1=/g)).toHaveLength(2);
    for (const key of ['whsec_new', 'whsec_old'])
      await expect(
        verifyFormaWebhook(key, { 'forma-signature': header }, body, { now: now() }),
      ).resolves.toMatchObject({ type: 'webhook.test' });
    expect(
      await refusal(
        verifyFormaWebhook('whsec_older', { 'forma-signature': header }, body, { now: now() }),
      ),
    ).toBe('mismatch');
  });
});
