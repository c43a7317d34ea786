import { cn } from '@forma/ui';
import {
  BOOK_FORM_PATH,
  BOOK_PATH,
  BOOKING_QUESTIONS,
  isIanaTimeZone,
} from '@forma/validators/booking-values';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BookPageData, BookSearch } from '../../site/book-data';
import {
  answerMessage,
  browserZone,
  card,
  control,
  dateIn,
  fieldErrorsOf,
  hrefOf,
  labelClass,
  Notice,
  primaryButton,
  revealAndFocus,
  SlotDays,
  whenIn,
  zoneLabel,
  ZoneSelect,
} from './booking-parts';

const TEXT_FIELDS = ['name', 'email', 'company'] as const;

/** One labelled field with its error under it. */
function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: (props: {
    id: string;
    name: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => React.ReactNode;
}) {
  const id = `book-${name}`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        name,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className="text-[13px] font-medium text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * `/book` (issue 42 item 2): the free times of the event type in the visitor's zone, by day, and
 * once one is picked the form; the script moves to the browser's zone after hydration and books
 * through `POST /api/bookings`; without it, links, a GET zone form and a form post do it all.
 */
export function BookPage({ data }: { data: BookPageData }) {
  const router = useRouter();
  const { search, slots, form } = data;
  const zone = slots?.timeZone ?? search.tz ?? 'UTC';
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...form?.fields }));
  const [errors, setErrors] = useState<Record<string, string>>(() => ({ ...form?.errors }));
  const [message, setMessage] = useState<string | null>(form?.message ?? null);
  const [pending, setPending] = useState(false);
  // Bumped by each refused send: the first field it marks, or its message, takes the focus.
  const [refusals, setRefusals] = useState(0);
  const mountedAt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);

  const keep = { type: search.type, designer: search.designer, page: search.page };
  const utm = {
    utm_source: search.utm_source,
    utm_medium: search.utm_medium,
    utm_campaign: search.utm_campaign,
  };
  const hrefWith = (params: Partial<BookSearch>) =>
    hrefOf(BOOK_PATH, { ...keep, tz: search.tz, ...utm, ...params });

  useEffect(() => {
    mountedAt.current = Date.now();
    // After hydration: the browser's own zone, unless the visitor chose one.
    if (search.tz) return;
    const own = browserZone();
    if (own && isIanaTimeZone(own) && own !== zone)
      void router.navigate({
        href: hrefWith({ tz: own, from: search.from, slot: search.slot }),
        replace: true,
        resetScroll: false,
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const selected = search.slot;
  const slotOk =
    selected !== undefined &&
    (slots?.days.some((d) => d.slots.some((s) => s.start === selected)) ?? false);
  const firstSelected = useRef(selected);
  useEffect(() => {
    if (firstSelected.current === selected) return;
    firstSelected.current = selected;
    // A new time picked: the last answer's message is about another one, and the form is
    // brought to the visitor (on a phone it is below every free time).
    if (!selected) return;
    setMessage(null);
    if (slotOk) revealAndFocus(document.getElementById('details-title'));
  }, [selected, slotOk]);

  useEffect(() => {
    if (refusals === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else revealAndFocus(document.querySelector<HTMLElement>('[data-book-notice] > [tabindex]'));
  }, [refusals]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !selected) return;
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const answers: Record<string, string> = {};
    for (const key of ['stage', 'budget', 'timeline', 'needs'])
      if (fields[key]) answers[key] = fields[key];
    const source: Record<string, string> = { page: fields.page ?? BOOK_PATH };
    if (search.utm_source) source.utmSource = search.utm_source;
    if (search.utm_medium) source.utmMedium = search.utm_medium;
    if (search.utm_campaign) source.utmCampaign = search.utm_campaign;
    setPending(true);
    setMessage(null);
    try {
      const response = await fetch('/api/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          ...(search.type ? { eventType: search.type } : {}),
          start: selected,
          timeZone: zone,
          name: fields.name ?? '',
          email: fields.email ?? '',
          company: fields.company ?? '',
          answers,
          source,
          ...(search.designer ? { designer: search.designer } : {}),
          ...(fields.website ? { website: fields.website } : {}),
          fillMs: Math.min(Date.now() - mountedAt.current, 86_400_000),
        }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 201) {
        // The booking's own page, as without JavaScript: a reload or the back button shows the
        // call, not a form for a time that is gone. A document load: the site's header and
        // footer are server-only parts (StaticPart, `never()`), which a route change would leave
        // empty.
        const { managePath } = body as { managePath: string };
        await router.navigate({
          href: `${managePath}&done=booked`,
          replace: true,
          reloadDocument: true,
        });
        return;
      }
      setErrors(fieldErrorsOf(body));
      setMessage(answerMessage(body, 'We could not book this call. Please try again.'));
      if (response.status === 409)
        // That day's fresh slots, the form's values kept.
        await router.navigate({
          href: hrefWith({ tz: zone, from: dateIn(selected, zone) }),
          resetScroll: false,
        });
      setRefusals((n) => n + 1);
    } catch {
      setMessage('We could not reach the server. Please try again.');
      setRefusals((n) => n + 1);
    } finally {
      setPending(false);
    }
  }

  const value = (name: string) => values[name] ?? '';
  const onChange = (name: string) => (event: { currentTarget: { value: string } }) => {
    const next = event.currentTarget.value;
    setValues((v) => ({ ...v, [name]: next }));
  };

  return (
    <Shell data={data}>
      <div data-book-notice aria-live="polite" role="status" className="empty:hidden">
        {message && !slotOk ? <Notice tone="error">{message}</Notice> : null}
      </div>
      {data.error || !slots ? (
        <Notice tone="error">{data.error ?? 'The free times could not be read.'}</Notice>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <section aria-labelledby="times-title" className={card}>
            <h2 id="times-title" className="font-display text-xl font-semibold tracking-tight">
              Times in {zoneLabel(zone)}
            </h2>
            <div className="mt-5">
              <ZoneSelect
                action={BOOK_PATH}
                zone={zone}
                hidden={{ ...keep, ...utm }}
                onZone={(tz) =>
                  void router.navigate({ href: hrefWith({ tz }), resetScroll: false })
                }
              />
            </div>
            <div className="mt-8">
              <SlotDays
                slots={slots}
                selected={selected}
                hrefFor={(params) =>
                  `${hrefWith({ tz: zone, ...params })}${params.slot ? '#details' : ''}`
                }
              />
            </div>
          </section>

          <section
            id="details"
            aria-labelledby="details-title"
            className={cn(card, 'scroll-mt-20 lg:sticky lg:top-24 lg:self-start')}
          >
            <h2
              id="details-title"
              tabIndex={-1}
              className="scroll-mt-24 font-display text-xl font-semibold tracking-tight outline-none"
            >
              Your details
            </h2>
            {!slotOk ? (
              <p className="mt-3 text-white/70">
                {selected
                  ? 'That time is no longer free. Pick another one.'
                  : 'Pick a time to book it.'}
              </p>
            ) : (
              <form
                method="post"
                action={BOOK_FORM_PATH}
                noValidate
                ref={formRef}
                onSubmit={onSubmit}
                className="relative mt-5 grid gap-5"
              >
                <p className="font-medium">
                  {whenIn(selected, zone)}{' '}
                  <span className="text-white/60">({zoneLabel(zone)})</span>
                </p>
                <div data-book-notice aria-live="polite" role="status" className="empty:hidden">
                  {message ? (
                    <Notice tone="error">
                      {Object.keys(errors).length > 0
                        ? 'Please check the fields marked below.'
                        : message}
                    </Notice>
                  ) : null}
                </div>
                <input type="hidden" name="start" value={selected} />
                <input type="hidden" name="timeZone" value={zone} />
                <input type="hidden" name="eventType" value={slots.eventType.slug} />
                <input type="hidden" name="page" value={search.page ?? BOOK_PATH} />
                <input type="hidden" name="from" value={slots.from} />
                {search.designer ? (
                  <input type="hidden" name="designer" value={search.designer} />
                ) : null}
                {Object.entries(utm).map(([name, v]) =>
                  v ? <input key={name} type="hidden" name={name} value={v} /> : null,
                )}
                {TEXT_FIELDS.map((name) => (
                  <Field
                    key={name}
                    name={name}
                    label={name === 'name' ? 'Name' : name === 'email' ? 'Email' : 'Company'}
                    error={errors[name]}
                  >
                    {(props) => (
                      <input
                        {...props}
                        type={name === 'email' ? 'email' : 'text'}
                        autoComplete={
                          name === 'name' ? 'name' : name === 'email' ? 'email' : 'organization'
                        }
                        value={value(name)}
                        onChange={onChange(name)}
                        className={control}
                      />
                    )}
                  </Field>
                ))}
                {slots.eventType.questions.map((key) => {
                  const question = BOOKING_QUESTIONS[key];
                  return (
                    <Field key={key} name={key} label={question.label} error={errors[key]}>
                      {(props) =>
                        question.options ? (
                          <select
                            {...props}
                            value={value(key)}
                            onChange={onChange(key)}
                            className={control}
                          >
                            <option value="" className="bg-ink">
                              Choose one
                            </option>
                            {question.options.map((option) => (
                              <option key={option} value={option} className="bg-ink">
                                {option}
                              </option>
                            ))}
                          </select>
                        ) : (
                          <textarea
                            {...props}
                            rows={4}
                            value={value(key)}
                            onChange={onChange(key)}
                            className={cn(control, 'h-auto py-3')}
                          />
                        )
                      }
                    </Field>
                  );
                })}
                <div
                  aria-hidden="true"
                  className="pointer-events-none absolute top-auto -left-[10000px] h-px w-px overflow-hidden opacity-0"
                >
                  <label htmlFor="book-website">Leave this empty</label>
                  <input
                    id="book-website"
                    name="website"
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                  />
                </div>
                <button type="submit" className={primaryButton} disabled={pending}>
                  {pending ? 'Booking…' : 'Book the call'}
                </button>
              </form>
            )}
          </section>
        </div>
      )}
    </Shell>
  );
}

/** The page's heading and intro around its content. */
function Shell({ data, children }: { data: BookPageData; children: React.ReactNode }) {
  const type = data.slots?.eventType;
  return (
    <div className="mx-auto w-full max-w-7xl px-5 pt-10 pb-20 md:px-8 md:pt-14">
      <h1 className="font-display text-4xl font-semibold tracking-tight md:text-5xl">
        Book a call
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-white/70">
        {type ? `${type.title}, ${type.durationMin} minutes` : 'A short call'}
        {data.designerName ? `, with a view to working with ${data.designerName}` : ''}. Pick a time
        that suits you and we’ll send a calendar invite.
      </p>
      <div className="mt-10 grid gap-8">{children}</div>
    </div>
  );
}
