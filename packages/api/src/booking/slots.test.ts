import { DateTime, Settings } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  SLOT_STEP_MIN,
  computeSlots,
  groupSlotsByDay,
  hostsFreeAt,
  isKnownTimeZone,
  type HostBooking,
  type HostSchedule,
  type Slot,
  type WeeklyHours,
} from './slots';

/**
 * The slot engine for booking calls (issue 42 item 3). Expected instants are written out as UTC
 * ISO strings, worked out by hand from each zone's rules, not recomputed with the code under test;
 * the last test also checks random schedules against a slow, literal reading of the rules.
 */

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const starts = (slots: Slot[]) => slots.map((s) => iso(s.start));
/** Wall time of an instant in a zone, for reading results in a visitor's zone. */
const wall = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).toFormat('HH:mm');

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const hours = (
  days: readonly WeeklyHours['weekday'][],
  start = '09:00',
  end = '17:00',
): WeeklyHours[] => days.map((weekday) => ({ weekday, start, end }));

function host(partial: Partial<HostSchedule> & { hostId: number }): HostSchedule {
  return {
    timeZone: 'America/New_York',
    weeklyHours: hours(WEEKDAYS),
    overrides: [],
    bufferBeforeMin: 0,
    bufferAfterMin: 0,
    minNoticeMin: 0,
    horizonDays: 800,
    dailyMax: null,
    bookings: [],
    ...partial,
  };
}

/** A booking of [start, end) with its own buffers (minutes). */
function booking(start: string, end: string, beforeMin = 0, afterMin = 0): HostBooking {
  return {
    start: at(start),
    end: at(end),
    blockedFrom: at(start) - beforeMin * 60_000,
    blockedUntil: at(end) + afterMin * 60_000,
  };
}

const NOW = at('2027-01-01T00:00:00Z');

/** Slots of one host between two instants, 30-minute calls unless told. */
function slotsOf(h: HostSchedule, from: string, until: string, durationMin = 30, stepMin?: number) {
  return computeSlots({
    hosts: [h],
    durationMin,
    now: NOW,
    from: at(from),
    until: at(until),
    stepMin,
  });
}

/** { date: [first slot, last slot, count] } of slots grouped in a zone. */
function byDay(slots: Slot[], zone: string) {
  return Object.fromEntries(
    groupSlotsByDay(slots, zone).map(({ date, slots: day }) => [
      date,
      [iso(day[0]!.start), iso(day[day.length - 1]!.start), day.length],
    ]),
  );
}

describe('daylight-saving changes in 2027, weekly hours 09:00-17:00', () => {
  it('New York springs forward on 03-14: 09:00 is 14:00Z before, 13:00Z from that day on', () => {
    const slots = slotsOf(
      host({ hostId: 1, weeklyHours: hours(ALL_WEEK) }),
      '2027-03-13T00:00:00Z',
      '2027-03-16T00:00:00Z',
    );
    expect(byDay(slots, 'America/New_York')).toEqual({
      '2027-03-13': ['2027-03-13T14:00:00Z', '2027-03-13T21:30:00Z', 16],
      '2027-03-14': ['2027-03-14T13:00:00Z', '2027-03-14T20:30:00Z', 16],
      '2027-03-15': ['2027-03-15T13:00:00Z', '2027-03-15T20:30:00Z', 16],
    });
  });

  it('New York falls back on 11-07: 09:00 is 13:00Z before, 14:00Z from that day on', () => {
    const slots = slotsOf(
      host({ hostId: 1, weeklyHours: hours(ALL_WEEK) }),
      '2027-11-06T00:00:00Z',
      '2027-11-09T00:00:00Z',
    );
    expect(byDay(slots, 'America/New_York')).toEqual({
      '2027-11-06': ['2027-11-06T13:00:00Z', '2027-11-06T20:30:00Z', 16],
      '2027-11-07': ['2027-11-07T14:00:00Z', '2027-11-07T21:30:00Z', 16],
      '2027-11-08': ['2027-11-08T14:00:00Z', '2027-11-08T21:30:00Z', 16],
    });
  });

  it('Berlin springs forward on 03-28: 09:00 is 08:00Z before, 07:00Z after', () => {
    const slots = slotsOf(
      host({ hostId: 1, timeZone: 'Europe/Berlin', weeklyHours: hours(ALL_WEEK) }),
      '2027-03-27T00:00:00Z',
      '2027-03-30T00:00:00Z',
    );
    expect(byDay(slots, 'Europe/Berlin')).toEqual({
      '2027-03-27': ['2027-03-27T08:00:00Z', '2027-03-27T15:30:00Z', 16],
      '2027-03-28': ['2027-03-28T07:00:00Z', '2027-03-28T14:30:00Z', 16],
      '2027-03-29': ['2027-03-29T07:00:00Z', '2027-03-29T14:30:00Z', 16],
    });
  });

  it('Berlin falls back on 10-31: 09:00 is 07:00Z before, 08:00Z after', () => {
    const slots = slotsOf(
      host({ hostId: 1, timeZone: 'Europe/Berlin', weeklyHours: hours(ALL_WEEK) }),
      '2027-10-30T00:00:00Z',
      '2027-11-02T00:00:00Z',
    );
    expect(byDay(slots, 'Europe/Berlin')).toEqual({
      '2027-10-30': ['2027-10-30T07:00:00Z', '2027-10-30T14:30:00Z', 16],
      '2027-10-31': ['2027-10-31T08:00:00Z', '2027-10-31T15:30:00Z', 16],
      '2027-11-01': ['2027-11-01T08:00:00Z', '2027-11-01T15:30:00Z', 16],
    });
  });

  /** Hours 01:00-04:00 on the change day only (an override), 30-minute calls. */
  const nightShift = (zone: string, date: string, start = '01:00', end = '04:00') =>
    host({
      hostId: 1,
      timeZone: zone,
      weeklyHours: [],
      overrides: [{ date, intervals: [{ start, end }] }],
    });

  it('New York 01:00-04:00 across the gap (02:00 → 03:00 on 03-14) is 2 real hours: 4 slots', () => {
    const slots = slotsOf(
      nightShift('America/New_York', '2027-03-14'),
      '2027-03-13T00:00:00Z',
      '2027-03-16T00:00:00Z',
    );
    // 01:00 EST = 06:00Z … 04:00 EDT = 08:00Z.
    expect(starts(slots)).toEqual([
      '2027-03-14T06:00:00Z',
      '2027-03-14T06:30:00Z',
      '2027-03-14T07:00:00Z',
      '2027-03-14T07:30:00Z',
    ]);
    expect(slots.map((s) => wall(s.start, 'America/New_York'))).toEqual([
      '01:00',
      '01:30',
      '03:00',
      '03:30',
    ]);
  });

  it('a start in the gap is shifted forward the way Luxon does it: 02:30 is 03:30 EDT', () => {
    const slots = slotsOf(
      nightShift('America/New_York', '2027-03-14', '02:30', '05:00'),
      '2027-03-13T00:00:00Z',
      '2027-03-16T00:00:00Z',
    );
    expect(starts(slots)).toEqual([
      '2027-03-14T07:30:00Z',
      '2027-03-14T08:00:00Z',
      '2027-03-14T08:30:00Z',
    ]);
  });

  it('New York 01:00-04:00 across the repeated hour (11-07) is 4 real hours: 8 slots', () => {
    const slots = slotsOf(
      nightShift('America/New_York', '2027-11-07'),
      '2027-11-06T00:00:00Z',
      '2027-11-09T00:00:00Z',
    );
    // 01:00 is ambiguous: the first one (EDT, 05:00Z) … 04:00 EST = 09:00Z.
    expect(starts(slots)).toEqual([
      '2027-11-07T05:00:00Z',
      '2027-11-07T05:30:00Z',
      '2027-11-07T06:00:00Z',
      '2027-11-07T06:30:00Z',
      '2027-11-07T07:00:00Z',
      '2027-11-07T07:30:00Z',
      '2027-11-07T08:00:00Z',
      '2027-11-07T08:30:00Z',
    ]);
    expect(slots.map((s) => wall(s.start, 'America/New_York'))).toEqual([
      '01:00',
      '01:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ]);
  });

  it('New York 00:00-05:00 on 11-07 is 6 real hours: 12 slots, 04:00Z to 09:30Z', () => {
    const slots = slotsOf(
      nightShift('America/New_York', '2027-11-07', '00:00', '05:00'),
      '2027-11-06T00:00:00Z',
      '2027-11-09T00:00:00Z',
    );
    expect(slots).toHaveLength(12);
    expect(iso(slots[0]!.start)).toBe('2027-11-07T04:00:00Z');
    expect(iso(slots[11]!.end)).toBe('2027-11-07T10:00:00Z');
  });

  it('a repeated wall time resolves to its first occurrence whatever the real date is', () => {
    // Luxon's own fromObject guesses with the zone's offset at Settings.now(): in summer it
    // would give 05:30Z for 01:30 on 11-07, in winter 06:30Z. The engine must not follow it.
    const run = () =>
      starts(
        slotsOf(
          nightShift('America/New_York', '2027-11-07', '01:30', '02:00'),
          '2027-11-06T00:00:00Z',
          '2027-11-09T00:00:00Z',
        ),
      );
    const expected = ['2027-11-07T05:30:00Z', '2027-11-07T06:00:00Z', '2027-11-07T06:30:00Z'];
    const realNow = Settings.now;
    try {
      Settings.now = () => at('2027-07-01T12:00:00Z');
      expect(run()).toEqual(expected);
      Settings.now = () => at('2027-01-15T12:00:00Z');
      expect(run()).toEqual(expected);
    } finally {
      Settings.now = realNow;
    }
  });

  it('Berlin 01:00-04:00: 4 slots on 03-28 (00:00Z-01:30Z), 8 on 10-31 (23:00Z the day before)', () => {
    const spring = slotsOf(
      nightShift('Europe/Berlin', '2027-03-28'),
      '2027-03-27T00:00:00Z',
      '2027-03-30T00:00:00Z',
    );
    expect(starts(spring)).toEqual([
      '2027-03-28T00:00:00Z',
      '2027-03-28T00:30:00Z',
      '2027-03-28T01:00:00Z',
      '2027-03-28T01:30:00Z',
    ]);
    const autumn = slotsOf(
      nightShift('Europe/Berlin', '2027-10-31'),
      '2027-10-30T00:00:00Z',
      '2027-11-02T00:00:00Z',
    );
    expect(autumn).toHaveLength(8);
    expect(iso(autumn[0]!.start)).toBe('2027-10-30T23:00:00Z');
    expect(iso(autumn[7]!.start)).toBe('2027-10-31T02:30:00Z');
    // Grouped in Berlin they are all on the 31st, although the first starts on the 30th in UTC.
    expect(groupSlotsByDay(autumn, 'Europe/Berlin').map((g) => g.date)).toEqual(['2027-10-31']);
  });

  it("'00:00'-'24:00' is the whole local day: 23 real hours on 03-14, 25 on 11-07 (New York)", () => {
    const spring = slotsOf(
      nightShift('America/New_York', '2027-03-14', '00:00', '24:00'),
      '2027-03-13T00:00:00Z',
      '2027-03-16T00:00:00Z',
      60,
    );
    // 00:00 EST = 05:00Z; 24:00 is 00:00 EDT on 03-15 = 04:00Z: 23 h, 45 one-hour calls.
    expect(spring).toHaveLength(45);
    expect(iso(spring[0]!.start)).toBe('2027-03-14T05:00:00Z');
    expect(iso(spring[44]!.end)).toBe('2027-03-15T04:00:00Z');
    const autumn = slotsOf(
      nightShift('America/New_York', '2027-11-07', '00:00', '24:00'),
      '2027-11-06T00:00:00Z',
      '2027-11-09T00:00:00Z',
      60,
    );
    // 00:00 EDT = 04:00Z; 24:00 is 00:00 EST on 11-08 = 05:00Z: 25 h, 49 one-hour calls.
    expect(autumn).toHaveLength(49);
    expect(iso(autumn[0]!.start)).toBe('2027-11-07T04:00:00Z');
    expect(iso(autumn[48]!.end)).toBe('2027-11-08T05:00:00Z');
  });
});

describe('visitors in Asia/Kolkata and Pacific/Chatham', () => {
  // A New York host, Tuesday 2027-01-12 and Wednesday 01-13, 09:00-16:30 EST = 14:00Z-21:30Z.
  const slots = slotsOf(host({ hostId: 1 }), '2027-01-12T05:00:00Z', '2027-01-14T05:00:00Z');

  it('Kolkata (+05:30): the host day splits at 18:30Z, local midnight; minutes :30 and :00', () => {
    expect(slots).toHaveLength(32);
    expect(byDay(slots, 'Asia/Kolkata')).toEqual({
      '2027-01-12': ['2027-01-12T14:00:00Z', '2027-01-12T18:00:00Z', 9],
      '2027-01-13': ['2027-01-12T18:30:00Z', '2027-01-13T18:00:00Z', 16],
      '2027-01-14': ['2027-01-13T18:30:00Z', '2027-01-13T21:30:00Z', 7],
    });
    const [tue, wed] = groupSlotsByDay(slots, 'Asia/Kolkata');
    expect(tue!.slots.map((s) => wall(s.start, 'Asia/Kolkata'))).toEqual([
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
    expect(wall(wed!.slots[0]!.start, 'Asia/Kolkata')).toBe('00:00');
    expect(wall(wed!.slots[6]!.start, 'Asia/Kolkata')).toBe('03:00');
  });

  it('Chatham (+13:45 in January): every host slot is on the next date, at :45 and :15', () => {
    expect(byDay(slots, 'Pacific/Chatham')).toEqual({
      '2027-01-13': ['2027-01-12T14:00:00Z', '2027-01-12T21:30:00Z', 16],
      '2027-01-14': ['2027-01-13T14:00:00Z', '2027-01-13T21:30:00Z', 16],
    });
    const [first] = groupSlotsByDay(slots, 'Pacific/Chatham');
    const times = first!.slots.map((s) => wall(s.start, 'Pacific/Chatham'));
    expect(times.slice(0, 3)).toEqual(['03:45', '04:15', '04:45']);
    // The host's Tuesday 16:30 (evening in New York terms) is Wednesday 11:15 in Chatham.
    expect(times[15]).toBe('11:15');
  });

  it('Chatham leaves daylight time on 2027-04-04 (03:45 → 02:45): 02:45 and 03:15 come twice', () => {
    const april = slotsOf(
      host({ hostId: 1, weeklyHours: hours(ALL_WEEK) }),
      '2027-04-02T04:00:00Z',
      '2027-04-06T04:00:00Z',
    );
    const groups = groupSlotsByDay(april, 'Pacific/Chatham');
    expect(groups.map((g) => [g.date, g.slots.length])).toEqual([
      ['2027-04-03', 16],
      ['2027-04-04', 16],
      ['2027-04-05', 16],
      ['2027-04-06', 16],
    ]);
    // New York 09:00 EDT = 13:00Z every day; in Chatham 02:45 (+13:45) then 01:45 (+12:45).
    expect(groups.map((g) => wall(g.slots[0]!.start, 'Pacific/Chatham'))).toEqual([
      '02:45',
      '02:45',
      '01:45',
      '01:45',
    ]);
    const change = groups[1]!.slots.slice(0, 5);
    expect(starts(change)).toEqual([
      '2027-04-03T13:00:00Z',
      '2027-04-03T13:30:00Z',
      '2027-04-03T14:00:00Z',
      '2027-04-03T14:30:00Z',
      '2027-04-03T15:00:00Z',
    ]);
    expect(change.map((s) => wall(s.start, 'Pacific/Chatham'))).toEqual([
      '02:45',
      '03:15',
      '02:45',
      '03:15',
      '03:45',
    ]);
  });

  it('Chatham enters daylight time on 2027-09-26 (02:45 → 03:45): no slot reads 02:45', () => {
    const september = slotsOf(
      host({ hostId: 1, weeklyHours: hours(ALL_WEEK) }),
      '2027-09-24T04:00:00Z',
      '2027-09-27T04:00:00Z',
    );
    const groups = groupSlotsByDay(september, 'Pacific/Chatham');
    expect(groups.map((g) => g.date)).toEqual(['2027-09-25', '2027-09-26', '2027-09-27']);
    expect(groups.map((g) => wall(g.slots[0]!.start, 'Pacific/Chatham'))).toEqual([
      '01:45',
      '01:45',
      '02:45',
    ]);
    expect(groups[1]!.slots.slice(0, 4).map((s) => wall(s.start, 'Pacific/Chatham'))).toEqual([
      '01:45',
      '02:15',
      '03:45',
      '04:15',
    ]);
    expect(iso(groups[1]!.slots[2]!.start)).toBe('2027-09-25T14:00:00Z');
  });

  it('groups unsorted input by date all the same, dates ascending', () => {
    const reversed = [...slots].reverse();
    expect(groupSlotsByDay(reversed, 'Asia/Kolkata').map((g) => [g.date, g.slots.length])).toEqual([
      ['2027-01-12', 9],
      ['2027-01-13', 16],
      ['2027-01-14', 7],
    ]);
    expect(groupSlotsByDay([], 'Asia/Kolkata')).toEqual([]);
  });
});

describe('host rules', () => {
  it('min notice: the first slot is the first step at or after now + notice', () => {
    const now = at('2027-01-12T15:10:00Z'); // 10:10 EST
    const first = (minNoticeMin: number) =>
      iso(
        computeSlots({
          hosts: [host({ hostId: 1, minNoticeMin })],
          durationMin: 30,
          now,
          from: at('2027-01-12T00:00:00Z'),
          until: at('2027-01-13T00:00:00Z'),
        })[0]!.start,
      );
    expect(first(0)).toBe('2027-01-12T15:30:00Z');
    expect(first(60)).toBe('2027-01-12T16:30:00Z');
    expect(first(20)).toBe('2027-01-12T15:30:00Z'); // 15:30Z is exactly now + 20 min
  });

  it('horizon: the last bookable date is host-local today + horizonDays', () => {
    // 22:00 EST on Tuesday 01-12: already Wednesday in UTC, still Tuesday for the host.
    const now = at('2027-01-13T03:00:00Z');
    const dates = (horizonDays: number) =>
      groupSlotsByDay(
        computeSlots({
          hosts: [host({ hostId: 1, horizonDays })],
          durationMin: 30,
          now,
          from: now,
          until: at('2027-02-01T00:00:00Z'),
        }),
        'America/New_York',
      ).map((g) => g.date);
    expect(dates(0)).toEqual([]); // Tuesday's hours are over
    expect(dates(1)).toEqual(['2027-01-13']);
    expect(dates(4)).toEqual(['2027-01-13', '2027-01-14', '2027-01-15']); // 01-16 is a Saturday
  });

  it('overrides: a day off, other hours on a Thursday, extra hours on a Saturday', () => {
    const slots = slotsOf(
      host({
        hostId: 1,
        overrides: [
          { date: '2027-01-13', intervals: [] },
          { date: '2027-01-14', intervals: [{ start: '13:00', end: '14:00' }] },
          { date: '2027-01-16', intervals: [{ start: '10:00', end: '12:00' }] },
        ],
      }),
      '2027-01-12T05:00:00Z',
      '2027-01-18T05:00:00Z',
    );
    expect(byDay(slots, 'America/New_York')).toEqual({
      '2027-01-12': ['2027-01-12T14:00:00Z', '2027-01-12T21:30:00Z', 16],
      '2027-01-14': ['2027-01-14T18:00:00Z', '2027-01-14T18:30:00Z', 2],
      '2027-01-15': ['2027-01-15T14:00:00Z', '2027-01-15T21:30:00Z', 16],
      '2027-01-16': ['2027-01-16T15:00:00Z', '2027-01-16T16:30:00Z', 4],
    });
  });

  it('the step applies from each interval start; the call must end by the interval end', () => {
    const slots = slotsOf(
      host({ hostId: 1, weeklyHours: [{ weekday: 2, start: '09:10', end: '10:40' }] }),
      '2027-01-12T05:00:00Z',
      '2027-01-13T05:00:00Z',
      45,
    );
    expect(starts(slots)).toEqual(['2027-01-12T14:10:00Z', '2027-01-12T14:40:00Z']);
    expect(SLOT_STEP_MIN).toBe(30);
  });

  it('buffers: the slot right after a booking waits for the buffer; touching ranges are fine', () => {
    // A 10:00-10:30 EST call (15:00Z-15:30Z) booked with 15-minute buffers: blocked 14:45Z-15:45Z.
    const h = host({
      hostId: 1,
      bufferBeforeMin: 15,
      bufferAfterMin: 15,
      bookings: [booking('2027-01-12T15:00:00Z', '2027-01-12T15:30:00Z', 15, 15)],
    });
    const morning = starts(slotsOf(h, '2027-01-12T14:00:00Z', '2027-01-12T16:30:00Z', 30, 15));
    // 09:00 is blocked 08:45-09:45 EST, touching 09:45: free. 11:00 is blocked from 10:45: free.
    expect(morning).toEqual([
      '2027-01-12T14:00:00Z',
      '2027-01-12T16:00:00Z',
      '2027-01-12T16:15:00Z',
    ]);
    // Without buffers of its own the host is free at 10:45 EST, right when the booking's end
    // buffer runs out, but not at 10:30.
    const noBuffers = starts(
      slotsOf(
        { ...h, bufferBeforeMin: 0, bufferAfterMin: 0 },
        '2027-01-12T14:00:00Z',
        '2027-01-12T16:00:00Z',
        30,
        15,
      ),
    );
    expect(noBuffers).toEqual([
      '2027-01-12T14:00:00Z',
      '2027-01-12T14:15:00Z',
      '2027-01-12T15:45:00Z',
    ]);
  });

  it('overlapping and nested bookings, in any order, block their union', () => {
    const h = host({
      hostId: 1,
      bookings: [
        booking('2027-01-12T16:00:00Z', '2027-01-12T16:30:00Z'),
        booking('2027-01-12T14:00:00Z', '2027-01-12T17:00:00Z'),
        booking('2027-01-12T14:30:00Z', '2027-01-12T15:00:00Z'),
        booking('2027-01-12T17:00:00Z', '2027-01-12T17:30:00Z'),
      ],
    });
    expect(starts(slotsOf(h, '2027-01-12T14:00:00Z', '2027-01-12T19:00:00Z'))).toEqual([
      '2027-01-12T17:30:00Z',
      '2027-01-12T18:00:00Z',
      '2027-01-12T18:30:00Z',
    ]);
  });

  it('dailyMax counts bookings by their start on the host-local date', () => {
    const h = host({
      hostId: 1,
      dailyMax: 2,
      bookings: [
        booking('2027-01-12T14:00:00Z', '2027-01-12T14:30:00Z'), // Tue 09:00 EST
        booking('2027-01-12T15:00:00Z', '2027-01-12T15:30:00Z'), // Tue 10:00 EST
        booking('2027-01-13T14:00:00Z', '2027-01-13T14:30:00Z'), // Wed 09:00 EST
        booking('2027-01-14T03:00:00Z', '2027-01-14T03:30:00Z'), // Wed 22:00 EST (Thu in UTC)
        booking('2027-01-15T04:00:00Z', '2027-01-15T04:30:00Z'), // Thu 23:00 EST
      ],
    });
    const dates = groupSlotsByDay(
      slotsOf(h, '2027-01-12T05:00:00Z', '2027-01-16T05:00:00Z'),
      'America/New_York',
    ).map((g) => [g.date, g.slots.length]);
    expect(dates).toEqual([
      ['2027-01-14', 16],
      ['2027-01-15', 16],
    ]);
    expect(
      slotsOf({ ...h, dailyMax: 3 }, '2027-01-12T05:00:00Z', '2027-01-13T05:00:00Z'),
    ).toHaveLength(14);
    expect(slotsOf({ ...h, dailyMax: 0 }, '2027-01-12T05:00:00Z', '2027-01-16T05:00:00Z')).toEqual(
      [],
    );
  });

  it('several hosts are merged by start instant, least booked first, then lower hostId', () => {
    const elsewhere = booking('2027-03-01T14:00:00Z', '2027-03-01T14:30:00Z');
    const hosts = [
      host({ hostId: 1, bookings: [elsewhere, elsewhere, elsewhere] }),
      host({ hostId: 3, bookings: [elsewhere] }),
      host({
        hostId: 2,
        bookings: [booking('2027-01-12T15:00:00Z', '2027-01-12T15:30:00Z')],
      }),
      host({ hostId: 4, timeZone: 'Asia/Kolkata' }),
    ];
    const slots = computeSlots({
      hosts,
      durationMin: 30,
      now: NOW,
      from: at('2027-01-12T00:00:00Z'),
      until: at('2027-01-12T15:30:00Z'),
    });
    expect(slots.map((s) => [iso(s.start), iso(s.end), s.hostIds])).toEqual([
      // Kolkata 09:00-17:00 IST = 03:30Z-11:30Z.
      ...Array.from({ length: 16 }, (_, i) => {
        const start = at('2027-01-12T03:30:00Z') + i * 30 * 60_000;
        return [iso(start), iso(start + 30 * 60_000), [4]];
      }),
      ['2027-01-12T14:00:00Z', '2027-01-12T14:30:00Z', [2, 3, 1]],
      ['2027-01-12T14:30:00Z', '2027-01-12T15:00:00Z', [2, 3, 1]],
      ['2027-01-12T15:00:00Z', '2027-01-12T15:30:00Z', [3, 1]],
    ]);
  });
});

describe('hostsFreeAt', () => {
  const hosts = [
    host({ hostId: 7, bookings: [booking('2027-01-12T15:00:00Z', '2027-01-12T15:30:00Z')] }),
    host({ hostId: 5, bookings: [booking('2027-02-01T15:00:00Z', '2027-02-01T15:30:00Z')] }),
    host({ hostId: 9 }),
  ];
  const free = (start: string, now = NOW, durationMin = 30) =>
    hostsFreeAt({ hosts, durationMin, now, start: at(start) });

  it('lists the free hosts least booked first', () => {
    expect(free('2027-01-12T14:00:00Z')).toEqual([9, 5, 7]);
    expect(free('2027-01-12T15:00:00Z')).toEqual([9, 5]);
    expect(free('2027-01-12T14:30:00Z', NOW, 60)).toEqual([9, 5]);
  });

  it('is [] off the step grid, outside hours, before the notice, or past the horizon', () => {
    expect(free('2027-01-12T14:15:00Z')).toEqual([]);
    expect(free('2027-01-12T21:45:00Z', NOW, 15)).toEqual([]);
    expect(free('2027-01-12T22:00:00Z')).toEqual([]);
    expect(free('2027-01-16T15:00:00Z')).toEqual([]); // Saturday
    expect(free('2027-01-12T14:00:00Z', at('2027-01-12T14:00:01Z'))).toEqual([]);
    expect(free('2029-06-12T14:00:00Z')).toEqual([]); // > 800 days ahead
  });

  it('accepts the step computeSlots used', () => {
    expect(
      hostsFreeAt({
        hosts,
        durationMin: 30,
        now: NOW,
        start: at('2027-01-12T14:15:00Z'),
        stepMin: 15,
      }),
    ).toEqual([9, 5, 7]);
  });
});

describe('time zones', () => {
  it('isKnownTimeZone knows IANA zones, not offsets or inventions', () => {
    for (const zone of [
      'Pacific/Chatham',
      'America/New_York',
      'Asia/Kolkata',
      'Europe/Berlin',
      'UTC',
    ]) {
      expect(isKnownTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ['', 'Mars/Base', '+05:00', 'UTC+5', 'GMT+5', 'local', 'New York']) {
      expect(isKnownTimeZone(zone), zone).toBe(false);
    }
  });

  it('an unknown zone throws a clear Error', () => {
    expect(() =>
      computeSlots({
        hosts: [host({ hostId: 3, timeZone: 'Mars/Base' })],
        durationMin: 30,
        now: NOW,
        from: NOW,
        until: NOW + 86_400_000,
      }),
    ).toThrow('Unknown time zone "Mars/Base" (host 3)');
    expect(() =>
      hostsFreeAt({
        hosts: [host({ hostId: 4, timeZone: '+05:00' })],
        durationMin: 30,
        now: NOW,
        start: NOW,
      }),
    ).toThrow(/Unknown time zone "\+05:00"/);
    expect(() => groupSlotsByDay([], 'Mars/Base')).toThrow(/Unknown time zone "Mars\/Base"/);
  });

  it('a non-positive duration or step and a malformed wall time throw too', () => {
    const input = { hosts: [host({ hostId: 1 })], now: NOW, from: NOW, until: NOW + 86_400_000 };
    expect(() => computeSlots({ ...input, durationMin: 0 })).toThrow(/must be positive/);
    expect(() => computeSlots({ ...input, durationMin: 30, stepMin: 0 })).toThrow(
      /must be positive/,
    );
    const bad = host({ hostId: 2, weeklyHours: [{ weekday: 1, start: '9h', end: '17:00' }] });
    expect(() => computeSlots({ ...input, hosts: [bad], durationMin: 30 })).toThrow(
      `Invalid wall time "9h" for host 2`,
    );
  });
});

describe('against a literal reference', () => {
  /**
   * The rules as written, slowly: every interval bound through DateTime.fromObject (a repeated
   * wall time taken at its first occurrence), every booking dated with Luxon, every candidate
   * checked against every booking. computeSlots walks plain days in integer ms; both must agree.
   */
  function reference(input: Parameters<typeof computeSlots>[0]): Slot[] {
    const step = (input.stepMin ?? SLOT_STEP_MIN) * 60_000;
    const duration = input.durationMin * 60_000;
    const earliest = (zone: string, date: DateTime, minutes: number) => {
      const dt = DateTime.fromObject(
        {
          year: date.year,
          month: date.month,
          day: date.day,
          hour: Math.floor(minutes / 60),
          minute: minutes % 60,
        },
        { zone },
      );
      return Math.min(...dt.getPossibleOffsets().map((d) => d.toMillis()));
    };
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    const bySlot = new Map<number, Slot>();
    const hosts = [...input.hosts].sort(
      (a, b) => a.bookings.length - b.bookings.length || a.hostId - b.hostId,
    );
    for (const h of hosts) {
      const zone = h.timeZone;
      const local = DateTime.fromMillis(input.now, { zone });
      const bookingDates = h.bookings.map((b) =>
        DateTime.fromMillis(b.start, { zone }).toISODate(),
      );
      for (let i = 0; i <= h.horizonDays; i++) {
        const date = DateTime.utc(local.year, local.month, local.day).plus({ days: i });
        const dateText = date.toISODate()!;
        const override = h.overrides.find((o) => o.date === dateText);
        const intervals =
          override?.intervals ?? h.weeklyHours.filter((w) => w.weekday === date.weekday);
        if (
          h.dailyMax !== null &&
          bookingDates.filter((d) => d === dateText).length >= h.dailyMax
        ) {
          continue;
        }
        for (const interval of intervals) {
          const start = earliest(zone, date, minutes(interval.start));
          const end =
            interval.end === '24:00'
              ? earliest(zone, date.plus({ days: 1 }), 0)
              : earliest(zone, date, minutes(interval.end));
          for (let s = start; s + duration <= end; s += step) {
            if (s < input.now + h.minNoticeMin * 60_000 || s < input.from || s >= input.until) {
              continue;
            }
            const from = s - h.bufferBeforeMin * 60_000;
            const until = s + duration + h.bufferAfterMin * 60_000;
            if (h.bookings.some((b) => b.blockedFrom < until && from < b.blockedUntil)) continue;
            const slot = bySlot.get(s) ?? { start: s, end: s + duration, hostIds: [] };
            if (!slot.hostIds.includes(h.hostId)) slot.hostIds.push(h.hostId);
            bySlot.set(s, slot);
          }
        }
      }
    }
    return [...bySlot.values()].sort((a, b) => a.start - b.start);
  }

  /** Zones with odd changes: 30-minute DST (Lord Howe), changes at midnight (Santiago, Havana). */
  const ZONES = [
    'America/New_York',
    'Europe/Berlin',
    'Asia/Kolkata',
    'Pacific/Chatham',
    'Australia/Lord_Howe',
    'America/Santiago',
    'America/Havana',
    'Asia/Kathmandu',
    'Europe/London',
  ];
  /** Days before 2027 changes in those zones. */
  const STARTS = [
    '2027-03-10',
    '2027-03-25',
    '2027-04-01',
    '2027-09-02',
    '2027-09-22',
    '2027-10-01',
    '2027-10-28',
    '2027-11-04',
  ];

  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('agrees on 40 random schedules around 2027 changes', () => {
    const rand = random(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const interval = () => {
      const start = Math.floor(rand() * 90) * 15; // 00:00 … 22:15
      const end = Math.min(1440, start + 60 + Math.floor(rand() * 40) * 15);
      return { start: hhmm(start), end: hhmm(end) };
    };
    for (let run = 0; run < 40; run++) {
      const now = at(`${pick(STARTS)}T00:00:00Z`) + Math.floor(rand() * 48) * 1_800_000 + 7_000;
      const hosts = Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, i): HostSchedule => {
        const bookings = Array.from({ length: Math.floor(rand() * 25) }, () => {
          const start = now + Math.floor(rand() * 16 * 48) * 1_800_000;
          const end = start + pick([15, 30, 60]) * 60_000;
          return {
            start,
            end,
            blockedFrom: start - pick([0, 10, 15]) * 60_000,
            blockedUntil: end + pick([0, 5, 15]) * 60_000,
          };
        });
        const today = DateTime.fromMillis(now, { zone: 'UTC' });
        return {
          hostId: 10 + i,
          timeZone: pick(ZONES),
          weeklyHours: ALL_WEEK.flatMap((weekday) =>
            rand() < 0.8 ? [{ weekday, ...interval() }] : [],
          ),
          overrides: [
            {
              date: today.plus({ days: Math.floor(rand() * 14) }).toISODate()!,
              intervals: rand() < 0.5 ? [] : [interval(), interval()],
            },
          ],
          bufferBeforeMin: pick([0, 15]),
          bufferAfterMin: pick([0, 10]),
          minNoticeMin: pick([0, 60, 1440]),
          horizonDays: 5 + Math.floor(rand() * 10),
          dailyMax: pick([null, 1, 2, 4]),
          bookings,
        };
      });
      const input = {
        hosts,
        durationMin: pick([15, 30, 45, 60]),
        stepMin: pick([15, 30, undefined]),
        now,
        from: now + Math.floor(rand() * 4) * 86_400_000,
        until: now + (4 + Math.floor(rand() * 12)) * 86_400_000,
      };
      expect(computeSlots(input), `run ${run}`).toEqual(reference(input));
    }
  });
});
