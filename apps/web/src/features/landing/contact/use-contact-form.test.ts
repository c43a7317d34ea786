import { MAX_FILL_MS } from '@forma/validators/contact';
import { describe, expect, it } from 'vitest';
import { fillTimeSince } from './use-contact-form';

describe("fillTimeSince (the contact form's fillMs, issue 11 item 5)", () => {
  it('is the whole ms since the form was shown, within what the server accepts', () => {
    expect(fillTimeSince(1000, 5321.6)).toBe(4322);
    expect(fillTimeSince(1000, 1000)).toBe(0);
    // A clock that went backwards, or a tab left open for days.
    expect(fillTimeSince(1000, 900)).toBe(0);
    expect(fillTimeSince(0, 3 * MAX_FILL_MS)).toBe(MAX_FILL_MS);
  });

  it('is unknown (undefined) when the form was never shown', () => {
    expect(fillTimeSince(undefined, 5000)).toBeUndefined();
  });
});
