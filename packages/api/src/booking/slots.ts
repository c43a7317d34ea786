/**
 * The slot engine for booking calls (issue 42 "A founder books a call", item 3): which call slots
 * are free, for which hosts. Pure and in-process (no database, no I/O, no clock: `now` is an input).
 *
 * Time zones: every wall-time → instant conversion and every instant → local date goes through
 * Luxon (`DateTime` with `{ zone }`, `Zone#offset`); nothing here knows an offset by heart. Luxon's
 * zone lookups are dear (~12-15 µs each on a 2-core box: an `Intl.DateTimeFormat#formatToParts`
 * per offset; `fromObject` needs three), so a zone's days are walked once per call, shared by its
 * hosts (see {@link ZoneDays}): a day over which Luxon reports one UTC offset is a plain 24-hour
 * day whose wall times are its midnight plus whole minutes (integer ms); a day whose offset
 * changes (daylight saving) has each interval bound converted by `DateTime.fromObject`.
 *
 * Wall times that don't exist or exist twice:
 * - in a spring-forward gap, a wall time resolves the way Luxon resolves it: shifted forward by
 *   the gap (02:30 on 2027-03-14 in New York is 03:30 EDT, 07:30Z);
 * - on a fall-back day a repeated wall time is the EARLIER instant (RFC 5545 §3.3.5, Temporal's
 *   'compatible'): 01:00 on 2027-11-07 in New York is 01:00 EDT, 05:00Z. Luxon's own
 *   `fromObject` picks whichever offset the zone has at the real current time (`Settings.now()`),
 *   so the same call would give 05:00Z in summer and 06:00Z in winter; we pick from
 *   `getPossibleOffsets()` instead.
 */
import { DateTime, IANAZone } from 'luxon';

/** Minutes between two slot starts inside a working interval. */
export const SLOT_STEP_MIN = 30;

/** 'HH:mm' local wall time, start < end; end may be '24:00'. */
export interface WorkingInterval {
  start: string;
  end: string;
}
/** Weekly working hours; ISO weekday, Mon = 1. */
export interface WeeklyHours {
  weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  start: string;
  end: string;
}
/** Replaces that date's weekly hours; `intervals: []` = day off. */
export interface DateOverride {
  /** 'YYYY-MM-DD', host-local. */
  date: string;
  intervals: WorkingInterval[];
}
/** Epoch ms; blocked = call time widened by that booking's buffers. */
export interface HostBooking {
  start: number;
  end: number;
  blockedFrom: number;
  blockedUntil: number;
}
export interface HostSchedule {
  hostId: number;
  /** IANA, e.g. 'America/New_York'. */
  timeZone: string;
  weeklyHours: WeeklyHours[];
  overrides: DateOverride[];
  bufferBeforeMin: number;
  bufferAfterMin: number;
  /** Earliest start = now + this. */
  minNoticeMin: number;
  /** Last bookable host-local date = host-local today + horizonDays. */
  horizonDays: number;
  /** Max confirmed calls per host-local date; null = no limit. */
  dailyMax: number | null;
  /** The host's confirmed bookings (any order). */
  bookings: HostBooking[];
}
/** Epoch ms; hostIds = hosts free for it, least booked first (fewest bookings, then lower hostId). */
export interface Slot {
  start: number;
  end: number;
  hostIds: number[];
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MINUTES_PER_DAY = 1440;

/**
 * True when `zone` is an IANA zone Luxon knows (e.g. 'Pacific/Chatham', 'UTC'); false for '',
 * 'Mars/Base', and offsets such as '+05:00' or 'UTC+5'. Luxon asks `Intl` (ICU), so the check is
 * case-insensitive ('america/new_york' is known). Never throws. Issue 42 item 3.
 */
export function isKnownTimeZone(zone: string): boolean {
  if (typeof zone !== 'string') return false;
  if (knownZones.has(zone)) return true;
  // Luxon builds a fresh Intl.DateTimeFormat for every check (~0.1 ms): remember the good names.
  const known = IANAZone.isValidZone(zone);
  if (known && knownZones.size < KNOWN_ZONES_MAX) knownZones.add(zone);
  return known;
}
/** Zone names found valid; capped, since they may come from visitors (case variants and all). */
const knownZones = new Set<string>();
const KNOWN_ZONES_MAX = 2048;

function zoneFor(name: string, what: string): IANAZone {
  if (!isKnownTimeZone(name)) {
    throw new Error(
      `Unknown time zone ${JSON.stringify(name)} (${what}); expected an IANA zone such as 'Europe/Berlin'`,
    );
  }
  return IANAZone.create(name);
}

// Civil dates as day numbers (days since 1970-01-01, proleptic Gregorian): calendar counting only,
// no zone and no offset is involved.
const civilDay = (year: number, month: number, day: number) =>
  Date.UTC(year, month - 1, day) / DAY_MS;
const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** ISO weekday of a day number: Mon = 1 … Sun = 7 (1970-01-01 was a Thursday). */
const isoWeekday = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** The host-local calendar day (day number) of an instant. One Luxon call. */
function localDay(zone: IANAZone, ts: number): number {
  const dt = DateTime.fromMillis(ts, { zone });
  return civilDay(dt.year, dt.month, dt.day);
}

/**
 * The instant of a wall time on a civil day in `zone`: Luxon's `fromObject`, which shifts a time in
 * a spring-forward gap forward; a time repeated on a fall-back day gives the earlier instant.
 */
function wallInstant(zone: IANAZone, day: number, minuteOfDay: number): DateTime {
  const date = new Date(day * DAY_MS);
  const dt = DateTime.fromObject(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: Math.floor(minuteOfDay / 60),
      minute: minuteOfDay % 60,
    },
    { zone },
  );
  const possible = dt.getPossibleOffsets();
  return possible.reduce((a, b) => (b.toMillis() < a.toMillis() ? b : a), dt);
}

/**
 * Days at a time that one offset lookup may vouch for: when the offset 7 days after a local
 * midnight is the one at that midnight, the 7 days between are taken as free of offset changes.
 * That holds unless a zone changes its offset and changes it back within 7 days; in the tz data
 * for 2015-2035 the closest such pair is 28 days apart (Pacific/Fiji, 2020-12-20 and 2021-01-17;
 * Morocco's Ramadan pauses are 35 days). A week whose ends differ is walked day by day.
 */
const STRIDE_DAYS = 7;

/**
 * A zone's civil days `firstDay..lastDay`, walked once: where each starts (the instant of its local
 * 00:00) and which are plain 24-hour days (no offset change within). Costs about one Luxon offset
 * lookup per week, one per day in a week with a change, and a `fromObject` after a day with one.
 */
class ZoneDays {
  /** starts[i]: the instant of 00:00 on day firstDay + i; one more entry than days. */
  readonly starts: number[] = [];
  /** plain[i]: no offset change within day i, so hh:mm is starts[i] + minutes. */
  private readonly plain: boolean[] = [];
  /** Interval bounds on non-plain days, by i * 1441 + minute. */
  private readonly bounds = new Map<number, number>();

  constructor(
    private readonly zone: IANAZone,
    readonly firstDay: number,
    lastDay: number,
  ) {
    let dt = wallInstant(zone, firstDay, 0);
    let start = dt.toMillis();
    let offset = dt.offset;
    // A midnight in a gap is shifted (to 01:00, say): that day is not a plain one.
    let atMidnight = dt.hour === 0 && dt.minute === 0;
    let dailyUntil = firstDay; // walk day by day before this day (a week with a change)
    for (let day = firstDay; day <= lastDay;) {
      if (atMidnight && day >= dailyUntil) {
        const span = Math.min(STRIDE_DAYS, lastDay - day + 1);
        if (span > 1 && zone.offset(start + span * DAY_MS) === offset) {
          for (let k = 0; k < span; k++) {
            this.starts.push(start + k * DAY_MS);
            this.plain.push(true);
          }
          start += span * DAY_MS;
          day += span;
          continue;
        }
        dailyUntil = day + span;
      }
      this.starts.push(start);
      const next = start + DAY_MS;
      // One day: its offset 24 h after its midnight is its midnight's, or the day has a change.
      if (atMidnight && zone.offset(next) === offset) {
        this.plain.push(true);
        start = next;
      } else {
        this.plain.push(false);
        dt = wallInstant(zone, day + 1, 0);
        start = dt.toMillis();
        offset = dt.offset;
        atMidnight = dt.hour === 0 && dt.minute === 0;
      }
      day++;
    }
    this.starts.push(start);
  }

  /** The instant of `minuteOfDay` (0..1440; 1440 = '24:00', the next day's start) on day index i. */
  instant(i: number, minuteOfDay: number): number {
    if (minuteOfDay <= 0) return this.starts[i]!;
    if (minuteOfDay >= MINUTES_PER_DAY) return this.starts[i + 1]!;
    if (this.plain[i]) return this.starts[i]! + minuteOfDay * MINUTE_MS;
    const key = i * (MINUTES_PER_DAY + 1) + minuteOfDay;
    let ts = this.bounds.get(key);
    if (ts === undefined) {
      ts = wallInstant(this.zone, this.firstDay + i, minuteOfDay).toMillis();
      this.bounds.set(key, ts);
    }
    return ts;
  }
}

/** 'HH:mm' → minutes after midnight; '24:00' = 1440. */
function parseWallTime(value: string, hostId: number): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!(minutes >= 0 && minutes <= MINUTES_PER_DAY) || (match && Number(match[2]) > 59)) {
    throw new Error(
      `Invalid wall time ${JSON.stringify(value)} for host ${hostId}; expected 'HH:mm'`,
    );
  }
  return minutes;
}

type Minutes = [start: number, end: number][];

/** Index of the first element of the ascending `values` that is > x (n when none). */
function upperBound(values: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
/** Index of the first element of the ascending `values` that is >= x (n when none). */
function lowerBound(values: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface HostPlan {
  host: HostSchedule;
  zoneName: string;
  /** Host-local days to walk (day numbers), already clamped to today..today + horizon. */
  firstDay: number;
  lastDay: number;
  /** Earliest allowed start: max(from, now + min notice). */
  lower: number;
}

/**
 * Free slots of `durationMin` minutes whose start is in [`from`, `until`) (epoch ms), over all
 * `hosts`, merged by start instant and sorted by start; each slot's `hostIds` lists the hosts free
 * for it, least booked first (fewest `bookings`, then lower hostId). Candidate starts step
 * `stepMin` minutes (default {@link SLOT_STEP_MIN}) in absolute time from each working interval's
 * start, and the call must end by the interval's end. A candidate is free for a host when it
 * starts at or after `now` + minNoticeMin, on a host-local date from today (at `now`) to today +
 * horizonDays, its range widened by the host's buffers (minutes) overlaps no booking's
 * [blockedFrom, blockedUntil) (half-open: touching is fine), and, with dailyMax set, the host has
 * fewer than dailyMax bookings starting on that host-local date. Issue 42 item 3.
 * @throws Error for a host with an unknown time zone, a malformed 'HH:mm', or a non-positive
 *   duration or step.
 */
export function computeSlots(input: {
  hosts: HostSchedule[];
  durationMin: number;
  now: number;
  from: number;
  until: number;
  stepMin?: number;
}): Slot[] {
  const { durationMin, now, from, until } = input;
  const stepMin = input.stepMin ?? SLOT_STEP_MIN;
  if (!(durationMin > 0) || !(stepMin > 0)) {
    throw new Error(`durationMin and stepMin must be positive (got ${durationMin}, ${stepMin})`);
  }
  const durationMs = durationMin * MINUTE_MS;
  const stepMs = stepMin * MINUTE_MS;

  // Least booked first: hosts are walked in this order, so each slot's hostIds come out ordered.
  const hosts = [...input.hosts].sort(
    (a, b) => a.bookings.length - b.bookings.length || a.hostId - b.hostId,
  );

  // Which host-local days each host needs, and each zone's union of them.
  const plans: HostPlan[] = [];
  const localDays = new Map<string, number>();
  const dayOf = (zoneName: string, zone: IANAZone, ts: number) => {
    const key = `${zoneName} ${ts}`;
    let day = localDays.get(key);
    if (day === undefined) localDays.set(key, (day = localDay(zone, ts)));
    return day;
  };
  const zoneRanges = new Map<string, { zone: IANAZone; firstDay: number; lastDay: number }>();
  for (const host of hosts) {
    const zone = zoneFor(host.timeZone, `host ${host.hostId}`);
    const today = dayOf(host.timeZone, zone, now);
    const lower = Math.max(from, now + host.minNoticeMin * MINUTE_MS);
    if (!(lower < until)) continue;
    // A day's slots start within [its 00:00, the next 00:00); one day of slack on either side
    // keeps that true even where a gap shifts a bound across midnight.
    const firstDay = Math.max(today, dayOf(host.timeZone, zone, lower) - 1);
    const lastDay = Math.min(today + host.horizonDays, dayOf(host.timeZone, zone, until - 1) + 1);
    if (firstDay > lastDay) continue;
    plans.push({ host, zoneName: host.timeZone, firstDay, lastDay, lower });
    const range = zoneRanges.get(host.timeZone);
    if (!range) zoneRanges.set(host.timeZone, { zone, firstDay, lastDay });
    else {
      range.firstDay = Math.min(range.firstDay, firstDay);
      range.lastDay = Math.max(range.lastDay, lastDay);
    }
  }
  const zoneDays = new Map<string, ZoneDays>();
  for (const [name, { zone, firstDay, lastDay }] of zoneRanges) {
    zoneDays.set(name, new ZoneDays(zone, firstDay, lastDay));
  }

  // Each host's free starts, ascending; then merged across hosts (walked least booked first).
  const free: { hostId: number; starts: number[] }[] = [];
  for (const { host, zoneName, firstDay, lastDay, lower } of plans) {
    const days = zoneDays.get(zoneName)!;
    const { hostId } = host;
    const beforeMs = host.bufferBeforeMin * MINUTE_MS;
    const afterMs = host.bufferAfterMin * MINUTE_MS;

    const weekly: Minutes[] = [[], [], [], [], [], [], [], []];
    for (const w of host.weeklyHours) {
      weekly[w.weekday]!.push([parseWallTime(w.start, hostId), parseWallTime(w.end, hostId)]);
    }
    const overrides = new Map<number, Minutes>();
    for (const o of host.overrides) {
      const [y, m, d] = o.date.split('-').map(Number) as [number, number, number];
      const day = civilDay(y, m, d);
      const list = overrides.get(day) ?? [];
      for (const i of o.intervals) {
        list.push([parseWallTime(i.start, hostId), parseWallTime(i.end, hostId)]);
      }
      overrides.set(day, list);
    }

    const { runFrom, runUntil } = blockedRuns(host.bookings);
    const runs = runFrom.length;
    const bookedStarts =
      host.dailyMax === null ? null : Float64Array.from(host.bookings, (b) => b.start).sort();

    const out: number[] = [];
    let ascending = true;
    for (let day = firstDay; day <= lastDay; day++) {
      const intervals = overrides.get(day) ?? weekly[isoWeekday(day)]!;
      if (intervals.length === 0) continue;
      const i = day - days.firstDay;
      if (bookedStarts && host.dailyMax !== null) {
        const booked =
          lowerBound(bookedStarts, days.starts[i + 1]!) - lowerBound(bookedStarts, days.starts[i]!);
        if (booked >= host.dailyMax) continue;
      }
      for (const [startMin, endMin] of intervals) {
        const intervalStart = days.instant(i, startMin);
        const lastStart = Math.min(days.instant(i, endMin) - durationMs, until - 1);
        let s =
          lower > intervalStart
            ? intervalStart + Math.ceil((lower - intervalStart) / stepMs) * stepMs
            : intervalStart;
        if (s > lastStart) continue;
        // The first run that ends after this candidate's blocked range begins; candidates only
        // move forward within an interval, so the pointer does too.
        let run = upperBound(runUntil, s - beforeMs);
        for (; s <= lastStart; s += stepMs) {
          const blockStart = s - beforeMs;
          while (run < runs && runUntil[run]! <= blockStart) run++;
          if (run < runs && runFrom[run]! < s + durationMs + afterMs) continue;
          if (out.length > 0 && s <= out[out.length - 1]!) ascending = false;
          out.push(s);
        }
      }
    }
    // Intervals given out of order, or overlapping, on a day: sort and drop repeats.
    if (!ascending) {
      out.sort((x, y) => x - y);
      let kept = 0;
      for (const s of out) if (kept === 0 || s !== out[kept - 1]) out[kept++] = s;
      out.length = kept;
    }
    if (out.length > 0) free.push({ hostId, starts: out });
  }
  return mergeByStart(free, durationMs);
}

/**
 * A host's blocked ranges [blockedFrom, blockedUntil) as disjoint runs, ascending; overlapping and
 * touching ranges merge ([1,2) + [2,3) = [1,3)), empty ones drop. Sorts the starts and the ends
 * apart (numeric typed-array sorts) and sweeps them: the k-th smallest start precedes the k-th
 * smallest end, so a run closes when as many ends as starts have been seen.
 */
function blockedRuns(bookings: HostBooking[]): { runFrom: number[]; runUntil: number[] } {
  const from = new Float64Array(bookings.length);
  const until = new Float64Array(bookings.length);
  let n = 0;
  for (const b of bookings) {
    if (b.blockedFrom < b.blockedUntil) {
      from[n] = b.blockedFrom;
      until[n] = b.blockedUntil;
      n++;
    }
  }
  const starts = from.subarray(0, n).sort();
  const ends = until.subarray(0, n).sort();
  const runFrom: number[] = [];
  const runUntil: number[] = [];
  let open = 0;
  for (let i = 0, j = 0; i < n;) {
    if (starts[i]! <= ends[j]!) {
      if (open++ === 0) runFrom.push(starts[i]!);
      i++;
    } else {
      if (--open === 0) runUntil.push(ends[j]!);
      j++;
    }
  }
  if (n > 0) runUntil.push(ends[n - 1]!);
  return { runFrom, runUntil };
}

/** Hosts' ascending free starts (in least-booked order) → slots by start, hostIds in that order. */
function mergeByStart(free: { hostId: number; starts: number[] }[], durationMs: number): Slot[] {
  const slots: Slot[] = [];
  const at = new Int32Array(free.length);
  for (;;) {
    let start = Infinity;
    for (let h = 0; h < free.length; h++) {
      const s = free[h]!.starts[at[h]!];
      if (s !== undefined && s < start) start = s;
    }
    if (start === Infinity) return slots;
    const hostIds: number[] = [];
    for (let h = 0; h < free.length; h++) {
      const { hostId, starts } = free[h]!;
      if (starts[at[h]!] === start) {
        if (hostIds[hostIds.length - 1] !== hostId) hostIds.push(hostId);
        at[h]!++;
      }
    }
    slots.push({ start, end: start + durationMs, hostIds });
  }
}

/**
 * The hosts free for a call of `durationMin` minutes starting at `start` (epoch ms), least booked
 * first; [] when none. Same rules as {@link computeSlots}, including the step grid: `start` must be
 * a start computeSlots would offer with the same `stepMin` (default {@link SLOT_STEP_MIN}).
 * Issue 42 item 3.
 * @throws Error as computeSlots does (unknown time zone, malformed 'HH:mm', non-positive duration).
 */
export function hostsFreeAt(input: {
  hosts: HostSchedule[];
  durationMin: number;
  now: number;
  start: number;
  stepMin?: number;
}): number[] {
  const { start, ...rest } = input;
  const slot = computeSlots({ ...rest, from: start, until: start + 1 }).find(
    (s) => s.start === start,
  );
  return slot ? slot.hostIds : [];
}

/**
 * `slots` grouped by the calendar date their start falls on in `timeZone` (IANA, typically the
 * visitor's): [{ date: 'YYYY-MM-DD', slots }], dates ascending, each group's slots in input order.
 * Issue 42 item 3.
 * @throws Error when `timeZone` is not a known IANA zone.
 */
export function groupSlotsByDay(
  slots: Slot[],
  timeZone: string,
): { date: string; slots: Slot[] }[] {
  const zone = zoneFor(timeZone, 'grouping slots by day');
  if (slots.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const slot of slots) {
    if (slot.start < min) min = slot.start;
    if (slot.start > max) max = slot.start;
  }
  const days = new ZoneDays(zone, localDay(zone, min), localDay(zone, max));
  const groups = new Map<number, Slot[]>();
  for (const slot of slots) {
    const index = Math.max(0, upperBound(days.starts, slot.start) - 1);
    const day = days.firstDay + index;
    const group = groups.get(day);
    if (group) group.push(slot);
    else groups.set(day, [slot]);
  }
  return [...groups]
    .sort((a, b) => a[0] - b[0])
    .map(([day, group]) => ({ date: isoDate(day), slots: group }));
}
