import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  webhookEventData,
  webhookPayload,
} from './webhooks';

/** The payload union covers every event type (issue 43): a type added to the list must join it. */
describe('webhookPayload', () => {
  it('has one member per event type, each checking its own data', () => {
    expect(webhookPayload.options.map((o) => o.shape.type.value).sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT].sort(),
    );
    expect(Object.keys(webhookEventData).sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT].sort(),
    );
    const base = {
      id: '4a7f6b8e-2f0c-4d39-9a43-5d0e8c1b2a77',
      createdAt: '2027-03-01T10:00:00.000Z',
      actor: null,
    };
    expect(
      webhookPayload.safeParse({
        ...base,
        type: 'record.deleted',
        data: { collection: 'clients', id: 3 },
      }).success,
    ).toBe(true);
    expect(
      webhookPayload.safeParse({ ...base, type: 'record.deleted', data: { section: 'about' } })
        .success,
    ).toBe(false);
  });
});
