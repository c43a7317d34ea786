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
  it('tells a booked call in words, in the visitor’s zone (issue 42)', () => {
    const call = {
      bookingId: 7,
      eventType: 'Intro call',
      start: '2027-03-08T04:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      hostName: 'Ann',
      source: {},
    };
    expect(eventSentence(event('booked', call, null))).toBe(
      'Booked Intro call for Mon 8 Mar 10:00 (Asia/Kolkata) with Ann',
    );
    expect(
      eventSentence(
        event(
          'booking_rescheduled',
          { ...call, start: '2027-03-09T05:30:00.000Z', previousStart: call.start, by: 'visitor' },
          null,
        ),
      ),
    ).toBe('Call moved by the visitor to Tue 9 Mar 11:00 (Asia/Kolkata) (was Mon 8 Mar 10:00)');
    expect(
      eventSentence(event('booking_cancelled', { ...call, by: 'visitor', reason: 'Sick' }, null)),
    ).toBe('Call cancelled by the visitor: Sick');
    expect(
      eventSentence(event('booking_cancelled', { ...call, by: 'host', reason: '' }, 'admin')),
    ).toBe('Call cancelled by admin');
    expect(eventSentence(event('no_show', call, 'admin'))).toBe(
      'No-show: Intro call of Mon 8 Mar 10:00 (Asia/Kolkata) (marked by admin)',
    );
    expect(eventSentence(event('created', { status: 'new', source: 'booking' }, null))).toBe(
      'The lead arrived by booking a call',
    );
  });

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
