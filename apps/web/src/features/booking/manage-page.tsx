import { cn, focusRing } from '@forma/ui';
import { BOOK_MANAGE_PATH, BOOK_PATH } from '@forma/validators/booking-values';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ManagePageData } from '../../site/book-data';
import {
  answerMessage,
  BookingSummary,
  card,
  control,
  hrefOf,
  labelClass,
  NavLink,
  Notice,
  primaryButton,
  quietButton,
  revealAndFocus,
  SlotDays,
  whenIn,
  zoneLabel,
} from './booking-parts';

const DONE: Record<string, string> = {
  booked: 'Your call is booked. We sent the invite by e-mail.',
  moved: 'Your call was moved. We sent the new invite by e-mail.',
  cancelled: 'Your call was cancelled. We let your host know.',
};

/**
 * `/book/manage/{uid}?token=` (issue 42 item 2): the booking of a signed link, in the visitor's
 * zone, with the way to move it (`move=1`: the host's free times, then a confirm form) or cancel
 * it (`cancel=1`: a confirm form with an optional reason); plain form posts without JavaScript,
 * the REST paths with it.
 */
export function ManagePage({ data }: { data: ManagePageData }) {
  const router = useRouter();
  const { booking, search, uid, form } = data;
  const [message, setMessage] = useState<string | null>(form?.message ?? null);
  const [pending, setPending] = useState(false);
  // Bumped by each refused change: its message takes the focus.
  const [refusals, setRefusals] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const moveRef = useRef<HTMLButtonElement>(null);
  const selected = search.slot;

  useEffect(() => {
    // Arriving from a booking, a move or a cancel (or a refusal): what happened is said first.
    if (search.done || refusals > 0)
      revealAndFocus(noticeRef.current?.querySelector<HTMLElement>('[tabindex]') ?? null);
  }, [search.done, refusals]);

  const firstSelected = useRef(selected);
  useEffect(() => {
    if (firstSelected.current === selected) return;
    firstSelected.current = selected;
    // A new time picked: its confirm button, below the free times, is brought into view.
    if (selected) revealAndFocus(moveRef.current);
  }, [selected]);

  if (!booking)
    return (
      <div className="mx-auto w-full max-w-3xl px-5 pt-16 pb-24 md:px-8">
        <h1 className="font-display text-4xl font-semibold tracking-tight">{data.error}</h1>
        <p className="mt-4 text-lg text-white/70">
          {data.status === 403
            ? 'Open the link from your booking e-mail again, or book a new call.'
            : 'Book a new call if you still want to talk.'}
        </p>
        <p className="mt-8">
          <a href={BOOK_PATH} className={primaryButton}>
            Book a call
          </a>
        </p>
      </div>
    );

  const token = search.token ?? '';
  const zone = search.tz ?? booking.timeZone;
  const base = `${BOOK_MANAGE_PATH}/${encodeURIComponent(uid)}`;
  const manageHref = (params: Record<string, string | undefined> = {}) =>
    hrefOf(base, { token, ...params });
  // A call that has started can no longer be moved or cancelled by its visitor.
  const open = booking.status === 'confirmed' && new Date(booking.start).getTime() > Date.now();
  const started = booking.status === 'confirmed' && !open;

  async function post(
    event: FormEvent<HTMLFormElement>,
    action: 'reschedule' | 'cancel',
    payload: Record<string, string>,
  ) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setMessage(null);
    try {
      const response = await fetch(`/api/bookings/${encodeURIComponent(uid)}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token, ...payload }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) {
        await router.navigate({
          href: manageHref({ done: action === 'cancel' ? 'cancelled' : 'moved' }),
        });
        return;
      }
      setMessage(answerMessage(body, 'That did not work. Please try again.'));
      if (response.status === 409) await router.invalidate();
      setRefusals((n) => n + 1);
    } catch {
      setMessage('We could not reach the server. Please try again.');
      setRefusals((n) => n + 1);
    } finally {
      setPending(false);
    }
  }

  const slotOk =
    selected !== undefined &&
    (data.slots?.days.some((d) => d.slots.some((s) => s.start === selected)) ?? false);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-5 pt-10 pb-20 md:px-8 md:pt-14">
      <div>
        <h1 className="font-display text-4xl font-semibold tracking-tight md:text-5xl">
          Your call
        </h1>
        <p className="mt-3 text-white/70">Times in {zoneLabel(zone)}</p>
      </div>
      <div ref={noticeRef} aria-live="polite" role="status" className="empty:hidden">
        {message ? (
          <Notice tone="error">{message}</Notice>
        ) : search.done && DONE[search.done] ? (
          <Notice tone="success">{DONE[search.done]}</Notice>
        ) : null}
      </div>
      <section aria-label="Booking" className={card}>
        <BookingSummary booking={booking} timeZone={zone} />
        {open && search.move !== '1' && search.cancel !== '1' ? (
          <div className="mt-8 flex flex-wrap gap-3">
            <NavLink href={manageHref({ move: '1', tz: search.tz })} className={primaryButton}>
              Reschedule
            </NavLink>
            <NavLink href={manageHref({ cancel: '1', tz: search.tz })} className={quietButton}>
              Cancel the call
            </NavLink>
          </div>
        ) : null}
        {started ? (
          <p className="mt-6 text-sm text-white/70">
            This call has started, so it can no longer be moved or cancelled here. Reply to your
            invite to reach your host.
          </p>
        ) : null}
      </section>

      {open && search.move === '1' ? (
        <section aria-labelledby="move-title" className={card}>
          <h2 id="move-title" className="font-display text-xl font-semibold tracking-tight">
            Pick a new time
          </h2>
          <div className="mt-6">
            {data.slots ? (
              <SlotDays
                slots={data.slots}
                selected={selected}
                hrefFor={(params) =>
                  `${manageHref({ move: '1', tz: search.tz, ...params })}${params.slot ? '#move-confirm' : ''}`
                }
              />
            ) : (
              <p className="text-white/70">The free times could not be read.</p>
            )}
          </div>
          {slotOk ? (
            <form
              method="post"
              id="move-confirm"
              action={`${base}/reschedule`}
              className="mt-8 flex scroll-mt-24 flex-wrap items-center gap-4"
              onSubmit={(event) => void post(event, 'reschedule', { start: selected })}
            >
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="start" value={selected} />
              <button ref={moveRef} type="submit" className={primaryButton} disabled={pending}>
                Move to {whenIn(selected, data.slots!.timeZone)}
              </button>
            </form>
          ) : null}
          <p className="mt-6">
            <NavLink
              href={manageHref({ tz: search.tz })}
              className={cn('underline underline-offset-4', focusRing)}
            >
              Keep the current time
            </NavLink>
          </p>
        </section>
      ) : null}

      {open && search.cancel === '1' ? (
        <section aria-labelledby="cancel-title" className={card}>
          <h2 id="cancel-title" className="font-display text-xl font-semibold tracking-tight">
            Cancel this call?
          </h2>
          <form
            method="post"
            action={`${base}/cancel`}
            className="mt-5 grid gap-5"
            onSubmit={(event) => {
              const reason = new FormData(event.currentTarget).get('reason');
              void post(event, 'cancel', { reason: typeof reason === 'string' ? reason : '' });
            }}
          >
            <input type="hidden" name="token" value={token} />
            <div className="flex flex-col gap-2">
              <label htmlFor="cancel-reason" className={labelClass}>
                Reason (optional)
              </label>
              <textarea
                id="cancel-reason"
                name="reason"
                rows={3}
                defaultValue={form?.fields.reason ?? ''}
                className={cn(control, 'h-auto py-3')}
              />
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={primaryButton} disabled={pending}>
                Yes, cancel the call
              </button>
              <NavLink href={manageHref({ tz: search.tz })} className={quietButton}>
                Keep it
              </NavLink>
            </div>
          </form>
        </section>
      ) : null}

      {booking.status === 'cancelled' ? (
        <p>
          <a href={BOOK_PATH} className={primaryButton}>
            Book another call
          </a>
        </p>
      ) : null}
    </div>
  );
}
