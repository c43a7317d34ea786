import { cn, focusRing } from '@forma/ui';
import type { PublicBooking, SlotsAnswer } from '@forma/validators/booking';
import { BOOKING_STATUS_LABELS } from '@forma/validators/booking-values';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { dateTimeFormat } from '../../lib/date-format';

/** Time zones offered by the zone select (the visitor's own is added when missing). */
export const COMMON_ZONES = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Toronto',
  'America/Mexico_City',
  'America/Bogota',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'Atlantic/Reykjavik',
  'UTC',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Amsterdam',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Europe/Athens',
  'Europe/Istanbul',
  'Africa/Lagos',
  'Africa/Cairo',
  'Africa/Nairobi',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Pacific/Chatham',
] as const;

export const button = cn(
  'inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-medium transition-colors disabled:opacity-60',
  focusRing,
);
export const primaryButton = cn(button, 'bg-white text-ink hover:bg-white/90');
export const quietButton = cn(
  button,
  'border border-white/20 text-white hover:border-white/50 hover:bg-white/5',
);
export const card = 'rounded-3xl border border-white/10 bg-white/[0.04] p-5 sm:p-8';
export const control =
  'h-11 w-full rounded-xl border border-white/15 bg-white/[0.06] px-3.5 text-[15px] text-white placeholder:text-white/40 focus-visible:border-white/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400 aria-[invalid=true]:border-red-400/70';
export const labelClass = 'text-sm leading-none font-medium tracking-tight text-white/85';

/** A time of day in `timeZone` ('14:30'), by the platform's Intl. */
export const timeIn = (iso: string, timeZone: string) =>
  dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** A calendar date 'YYYY-MM-DD' as 'Monday, 15 March'. */
export const dayLabel = (date: string) =>
  dateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`));

/** An instant as 'Monday, 15 March 2027, 14:30' in `timeZone`. */
export const whenIn = (iso: string, timeZone: string) =>
  dateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** A zone's name as people read it: 'America/New_York' as 'America/New York'. */
export const zoneLabel = (timeZone: string) => timeZone.replace(/_/g, ' ');

/**
 * Brings `element` into view at the top (under the sticky header, by its `scroll-margin-top`)
 * when it is not already in the upper half of the window, then gives it the focus without a
 * second scroll: for what a click on this page revealed further down (the router's navigations
 * on this page keep the scroll, and do not scroll to a `#hash`).
 */
export function revealAndFocus(element: HTMLElement | null): void {
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  if (top < 0 || top > window.innerHeight / 2) element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}

/** The local date 'YYYY-MM-DD' of an instant in `timeZone`. */
export const dateIn = (iso: string, timeZone: string) =>
  dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

/**
 * Old names some browsers still answer (their ICU keeps the legacy link names) and the names the
 * IANA database uses now.
 */
const LEGACY_ZONES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** The browser's IANA zone, or null. */
export function browserZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? (LEGACY_ZONES[zone] ?? zone) : null;
  } catch {
    return null;
  }
}

/** `path` with the query of `params` (empty values left out). */
export function hrefOf(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A link that is a plain GET without JavaScript and the router's navigation with it (the page
 * keeps what was typed).
 */
export function NavLink({
  href,
  className,
  children,
  replace,
  ...rest
}: {
  href: string;
  className?: string;
  children: ReactNode;
  replace?: boolean;
  'aria-current'?: 'true' | undefined;
  'aria-label'?: string;
}) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void router.navigate({ href, replace, resetScroll: false });
  };
  return (
    <a href={href} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}

const slotBase =
  'inline-flex h-11 min-w-20 items-center justify-center rounded-full border px-4 text-sm font-medium tabular-nums transition-colors';
/** A free time's link, and the one picked (classes merged once, not per slot). */
const slotClass = cn(
  slotBase,
  'border-white/15 text-white hover:border-white/50 hover:bg-white/5',
  focusRing,
);
const slotCurrentClass = cn(slotBase, 'border-white bg-white text-ink', focusRing);

/** The days of a range with their free slots as links, and the links to the ranges around it. */
export function SlotDays({
  slots,
  hrefFor,
  selected,
}: {
  slots: SlotsAnswer;
  hrefFor: (params: { slot?: string; from?: string }) => string;
  selected?: string;
}) {
  const withSlots = slots.days.filter((d) => d.slots.length > 0);
  return (
    <div>
      {withSlots.length === 0 ? (
        <p className="text-white/70">No free times in these days. Try the next days.</p>
      ) : (
        <ul className="grid gap-6">
          {withSlots.map((day) => {
            const label = dayLabel(day.date);
            return (
              <li key={day.date}>
                <h3 className="text-sm font-semibold text-white/90">{label}</h3>
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Free times on ${label}`}>
                  {day.slots.map((slot) => {
                    const current = selected === slot.start;
                    const time = timeIn(slot.start, slots.timeZone);
                    return (
                      <li key={slot.start}>
                        <NavLink
                          href={hrefFor({ slot: slot.start, from: slots.from })}
                          aria-current={current ? 'true' : undefined}
                          aria-label={`${time} on ${label}`}
                          className={current ? slotCurrentClass : slotClass}
                        >
                          {time}
                        </NavLink>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
      <nav aria-label="Other days" className="mt-8 flex flex-wrap gap-3">
        {slots.previous ? (
          <NavLink href={hrefFor({ from: slots.previous })} className={quietButton}>
            Previous days
          </NavLink>
        ) : null}
        {slots.next ? (
          <NavLink href={hrefFor({ from: slots.next })} className={quietButton}>
            Next days
          </NavLink>
        ) : null}
      </nav>
    </div>
  );
}

/** The zone select: a GET form without JavaScript, a navigation on change with it. */
export function ZoneSelect({
  action,
  zone,
  hidden,
  onZone,
}: {
  action: string;
  zone: string;
  hidden: Record<string, string | undefined>;
  onZone: (zone: string) => void;
}) {
  const zones: string[] = COMMON_ZONES.includes(zone as (typeof COMMON_ZONES)[number])
    ? [...COMMON_ZONES]
    : [zone, ...COMMON_ZONES];
  return (
    <form
      method="get"
      action={action}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('tz');
        if (typeof value === 'string') onZone(value);
      }}
    >
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="flex flex-col gap-2">
        <label htmlFor="book-zone" className={labelClass}>
          Your time zone
        </label>
        <select
          id="book-zone"
          name="tz"
          defaultValue={zone}
          key={zone}
          className={cn(control, 'w-auto min-w-56')}
          onChange={(event) => onZone(event.currentTarget.value)}
        >
          {zones.map((z) => (
            <option key={z} value={z} className="bg-ink">
              {zoneLabel(z)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={quietButton}>
        Show times
      </button>
    </form>
  );
}

/** A booking's summary: what, when (in `timeZone`), with whom, where, its state. */
export function BookingSummary({
  booking,
  timeZone = booking.timeZone,
}: {
  booking: PublicBooking;
  timeZone?: string;
}) {
  const location = booking.location;
  return (
    <dl className="grid gap-4 text-[15px] sm:grid-cols-[10rem_1fr]">
      <dt className="text-white/60">Call</dt>
      <dd className="font-medium">{booking.eventType.title}</dd>
      <dt className="text-white/60">When</dt>
      <dd className="font-medium">
        {whenIn(booking.start, timeZone)}–{timeIn(booking.end, timeZone)}{' '}
        <span className="text-white/60">({zoneLabel(timeZone)})</span>
      </dd>
      <dt className="text-white/60">With</dt>
      <dd className="font-medium">{booking.hostName}</dd>
      <dt className="text-white/60">Where</dt>
      <dd className="font-medium break-all">
        {/^https:\/\//.test(location) ? (
          <a
            href={location}
            rel="noopener noreferrer"
            className={cn('underline underline-offset-4', focusRing)}
          >
            {location}
          </a>
        ) : (
          location ||
          (booking.eventType.locationKind === 'phone'
            ? 'We will call you'
            : 'The link is in your e-mail')
        )}
      </dd>
      <dt className="text-white/60">Status</dt>
      <dd className="font-medium">{BOOKING_STATUS_LABELS[booking.status]}</dd>
    </dl>
  );
}

/** The message of a refused answer, in a live region. */
export function Notice({
  tone,
  children,
  id,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      // Focused by the page when it is the answer to what the visitor just did.
      tabIndex={-1}
      className={cn(
        'scroll-mt-24 rounded-2xl border px-4 py-3 text-[15px] outline-none',
        tone === 'error'
          ? 'border-red-400/40 bg-red-500/10 text-red-100'
          : 'border-emerald-400/30 bg-emerald-500/10 text-emerald-100',
      )}
    >
      {children}
    </div>
  );
}

/** The issues of a REST 400 answer by field name (answers' and source's own names). */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const issues = (body as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (!Array.isArray(issue.path) || typeof issue.message !== 'string') continue;
    const path = issue.path.map(String);
    const key = path[0] === 'answers' || path[0] === 'source' ? (path[1] ?? path[0]) : path[0];
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The `message` of a JSON answer. */
export const answerMessage = (body: unknown, fallback: string) =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : fallback;
