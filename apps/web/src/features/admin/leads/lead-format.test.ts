import type { LeadEvent } from '@forma/validators';
import { describe, expect, it } from 'vitest';
import { eventSentence, spamReasonText } from './lead-format';

const event = (kind: LeadEvent['kind'], data: Record<string, unknown>, actorName: string | null) =>
  ({
    id: 1,
    kind,
    data,
    actorId: actorName ? 1 : null,
    actorName,
    createdAt: new Date(0),
  }) as LeadEvent;

describe('eventSentence', () => {
  it('says what happened in words', () => {
    expect(eventSentence(event('status', { from: 'new', to: 'qualified' }, 'admin'))).toBe(
      'admin moved it from New to Qualified',
    );
    expect(eventSentence(event('assigned', { assigneeId: 2, assigneeName: 'sam' }, 'admin'))).toBe(
      'admin assigned it to sam',
    );
    expect(
      eventSentence(event('assigned', { assigneeId: null, assigneeName: null }, 'admin')),
    ).toBe('admin unassigned it');
    expect(eventSentence(event('shortlisted', { designerName: 'Ava Chen' }, 'admin'))).toBe(
      'admin shortlisted Ava Chen',
    );
    expect(eventSentence(event('unshortlisted', { designerName: 'Ava Chen' }, 'admin'))).toBe(
      'admin removed Ava Chen from the shortlist',
    );
    expect(eventSentence(event('note', {}, 'admin'))).toBe('admin added a note');
    expect(eventSentence(event('read', {}, 'admin'))).toBe('admin marked it as read');
    expect(eventSentence(event('created', { status: 'spam', spamReason: 'honeypot' }, null))).toBe(
      'The inquiry arrived through the contact form and was stored as spam',
    );
    expect(eventSentence(event('status', { from: 'spam', to: 'new' }, null))).toBe(
      'Moved from Spam to New',
    );
  });

  it('explains each spam reason', () => {
    expect(spamReasonText('honeypot')).toMatch(/honeypot/);
    expect(spamReasonText('too-fast')).toMatch(/less than 3 seconds/);
    expect(spamReasonText('manual')).toBe('An admin marked it as spam.');
  });
});
