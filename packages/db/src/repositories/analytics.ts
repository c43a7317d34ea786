import type { AnalyticsEventName, DeviceClass } from '@forma/validators';
import { sql } from 'kysely';
import type { DB } from '../client';

const DAY_MS = 86_400_000;

/** One event to store; `createdAt` is already clamped by the caller (the procedure). */
export interface AnalyticsEventRow {
  name: AnalyticsEventName;
  path: string;
  section?: string | null | undefined;
  durationMs?: number | null | undefined;
  createdAt: Date;
}

/**
 * Stores one beacon batch: every event with the batch's random `sessionId` and coarse `device`
 * (no IP, no user agent, no user). Returns how many rows were inserted (0 for an empty batch).
 */
export async function insertAnalyticsEvents(
  db: DB,
  batch: {
    sessionId: string;
    device?: DeviceClass | null | undefined;
    events: AnalyticsEventRow[];
  },
): Promise<number> {
  if (batch.events.length === 0) return 0;
  // `returning` rather than numInsertedOrUpdatedRows: the PGlite dialect does not report it.
  const rows = await db
    .insertInto('analyticsEvents')
    .values(
      batch.events.map((e) => ({
        name: e.name,
        sessionId: batch.sessionId,
        path: e.path,
        section: e.section ?? null,
        device: batch.device ?? null,
        durationMs: e.durationMs ?? null,
        createdAt: e.createdAt,
      })),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/** One UTC day of the dashboard chart: `day` is `YYYY-MM-DD`. */
export interface AnalyticsDay {
  day: string;
  /** Distinct sessions with any event that day. */
  visits: number;
  /** Hero primary + hero secondary + Book a Call clicks that day. */
  ctaClicks: number;
}

/** The admin dashboard's analytics numbers (see `analyticsSummary`). */
export interface AnalyticsSummary {
  visits7d: number;
  visitsToday: number;
  pageViews7d: number;
  ctaClicks7d: { heroPrimary: number; heroSecondary: number; bookACall: number };
  contactSubmitted7d: number;
  /** The last 7 UTC days, oldest first, today last; days without events are zeros. */
  daily: AnalyticsDay[];
}

const startOfUtcDay = (t: Date) =>
  new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
const isoDay = (t: Date) => t.toISOString().slice(0, 10);

/**
 * Visits (distinct session ids with an event on the landing page `/`: time spent in the console
 * or on /auth is not a visit) and event counts over the last 7 UTC days, today included
 * (from 00:00 UTC six days before `now` up to the end of today), plus a per-day breakdown.
 */
export async function analyticsSummary(db: DB, now: Date = new Date()): Promise<AnalyticsSummary> {
  const today = startOfUtcDay(now);
  const from = new Date(today.getTime() - 6 * DAY_MS);
  const to = new Date(today.getTime() + DAY_MS);
  const inWindow = db
    .selectFrom('analyticsEvents')
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to);

  const totalsQuery = inWindow
    .select((eb) => {
      const countOf = (name: AnalyticsEventName) =>
        eb.fn.count<string>('id').filterWhere('name', '=', name);
      return [
        eb.fn.count<string>('sessionId').distinct().filterWhere('path', '=', '/').as('visits'),
        eb.fn
          .count<string>('sessionId')
          .distinct()
          .filterWhere((w) => w.and([w('createdAt', '>=', today), w('path', '=', '/')]))
          .as('visitsToday'),
        countOf('page_view').as('pageViews'),
        countOf('hero_primary_cta').as('heroPrimary'),
        countOf('hero_secondary_cta').as('heroSecondary'),
        // Not `bookACall`: CamelCasePlugin would map the alias to book_acall and back to bookAcall.
        countOf('book_a_call').as('bookCall'),
        countOf('contact_submitted').as('contactSubmitted'),
      ];
    })
    .executeTakeFirstOrThrow();

  const day = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const dailyQuery = inWindow
    .select((eb) => [
      day.as('day'),
      eb.fn.count<string>('sessionId').distinct().filterWhere('path', '=', '/').as('visits'),
      eb.fn
        .count<string>('id')
        .filterWhere('name', 'in', ['hero_primary_cta', 'hero_secondary_cta', 'book_a_call'])
        .as('ctaClicks'),
    ])
    .groupBy(day)
    .execute();

  const [totals, rows] = await Promise.all([totalsQuery, dailyQuery]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const daily = Array.from({ length: 7 }, (_, i) => {
    const key = isoDay(new Date(from.getTime() + i * DAY_MS));
    const row = byDay.get(key);
    return { day: key, visits: Number(row?.visits ?? 0), ctaClicks: Number(row?.ctaClicks ?? 0) };
  });
  return {
    visits7d: Number(totals.visits),
    visitsToday: Number(totals.visitsToday),
    pageViews7d: Number(totals.pageViews),
    ctaClicks7d: {
      heroPrimary: Number(totals.heroPrimary),
      heroSecondary: Number(totals.heroSecondary),
      bookACall: Number(totals.bookCall),
    },
    contactSubmitted7d: Number(totals.contactSubmitted),
    daily,
  };
}
