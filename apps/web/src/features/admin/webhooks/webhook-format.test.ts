import { describe, expect, it } from 'vitest';
import {
  answerText,
  attemptsText,
  deliveryState,
  durationText,
  endpointState,
  eventName,
} from './webhook-format';

describe('eventName', () => {
  it('reads an event type as words', () => {
    expect(eventName('content.published')).toBe('Content published');
    expect(eventName('lead.status_changed')).toBe('Lead status changed');
    expect(eventName('webhook.test')).toBe('Test');
  });
});

describe('endpointState', () => {
  const base = { active: true, disabledAt: null, disabledReason: null, failingSince: null };

  it('tells active, failing, paused and switched off apart', () => {
    expect(endpointState(base)).toEqual({ tone: 'success', label: 'Active' });
    expect(endpointState({ ...base, failingSince: new Date(0) })).toMatchObject({
      tone: 'warning',
      label: 'Failing',
    });
    expect(endpointState({ ...base, active: false })).toMatchObject({ label: 'Paused' });
    const off = endpointState({
      ...base,
      active: false,
      disabledAt: new Date(0),
      disabledReason: 'Every delivery failed for a day',
    });
    expect(off).toMatchObject({ tone: 'danger', label: 'Switched off' });
    expect(off.detail).toContain('Every delivery failed for a day');
  });
});

describe('deliveryState', () => {
  it('calls a pending delivery with a failed attempt retrying', () => {
    expect(deliveryState({ status: 'pending', attempts: 0, lastAttemptAt: null })).toBe('pending');
    expect(deliveryState({ status: 'pending', attempts: 1, lastAttemptAt: new Date() })).toBe(
      'retrying',
    );
    expect(deliveryState({ status: 'dead', attempts: 6, lastAttemptAt: new Date() })).toBe('dead');
  });
});

describe('log texts', () => {
  it('says attempts, durations and answers in words', () => {
    expect(attemptsText(1)).toBe('1 attempt');
    expect(attemptsText(2)).toBe('2 attempts');
    expect(durationText(null)).toBe('—');
    expect(durationText(180)).toBe('180 ms');
    expect(durationText(2400)).toBe('2.4 s');
    expect(answerText({ lastError: null, lastResponse: null })).toBeNull();
    expect(answerText({ lastError: 'The receiver answered 500', lastResponse: 'oops' })).toBe(
      'The receiver answered 500\noops',
    );
  });
});
