import { cn, focusRing } from '@forma/ui';
import { BOOK_PATH } from '@forma/validators/booking-values';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useContactDetails } from './contact-details';

/**
 * Looks of the panel per design: `card` (gradient card, the default form), `glass` (a pane inside
 * a glass card), `plain` (no surface, for split layouts) and `soft` (neumorphic).
 */
export type ScheduleCallVariant = 'card' | 'glass' | 'plain' | 'soft';

const SURFACES: Record<ScheduleCallVariant, string> = {
  card: 'rounded-3xl border border-white/10 bg-gradient-to-br from-violet-600/25 via-blue-600/10 to-cyan-500/10 p-7 sm:p-9',
  glass: 'bg-white/[0.03] p-7 sm:p-10',
  plain: '',
  soft: 'rounded-[28px] bg-[#1a1c25] p-7 shadow-[12px_12px_28px_#0c0d12,-10px_-10px_26px_#262936] sm:p-9',
};

const ICONS: Record<ScheduleCallVariant, string> = {
  card: 'rounded-xl border border-white/10 bg-white/[0.06]',
  glass: 'rounded-xl border border-white/15 bg-white/[0.08]',
  plain: 'rounded-full border border-white/15',
  soft: 'rounded-2xl bg-[#1a1c25] shadow-[5px_5px_12px_#0c0d12,-5px_-5px_12px_#262936]',
};

function DetailRow({
  icon,
  title,
  iconClassName,
  children,
}: {
  icon: ReactNode;
  title: string;
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4">
      <span
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center text-violet-200 [&_svg]:size-5',
          iconClassName,
        )}
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-[0.16em] text-white/60 uppercase">{title}</p>
        <div className="mt-1 text-sm text-white/90">{children}</div>
      </div>
    </li>
  );
}

const linkClass = cn('rounded-sm underline-offset-4 hover:text-white hover:underline', focusRing);

/**
 * Left panel of the contact section (SPEC 2): 'Schedule a Call', phone, email, office, socials
 * (the `contactDetails` block, useContactDetails).
 */
export function ScheduleCallPanel({
  variant = 'card',
  className,
}: {
  variant?: ScheduleCallVariant;
  className?: string;
}) {
  const iconClassName = ICONS[variant];
  const { phone, email, office } = useContactDetails();
  return (
    <div
      className={cn(
        'relative isolate flex h-full flex-col overflow-hidden',
        SURFACES[variant],
        className,
      )}
    >
      {variant === 'card' && (
        <div
          aria-hidden
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-violet-500/30 blur-[90px]"
        />
      )}
      <h3 className="font-display text-xl font-semibold tracking-tight">Schedule a Call</h3>
      <p className="mt-3 leading-relaxed text-white/70">
        Prefer to talk it through? Book a 30-minute discovery call and we'll shortlist designers for
        your project.
      </p>
      <a
        href={BOOK_PATH}
        className={cn(
          'mt-5 inline-flex h-11 w-fit items-center justify-center rounded-full bg-white px-6 text-sm font-medium text-ink transition-colors hover:bg-white/90',
          focusRing,
        )}
      >
        Pick a time for a call
      </a>
      <ul className="mt-8 grid gap-6">
        <DetailRow icon={<Phone aria-hidden />} title="Phone" iconClassName={iconClassName}>
          <a href={phone.href} className={linkClass}>
            {phone.display}
          </a>
        </DetailRow>
        <DetailRow icon={<Mail aria-hidden />} title="Email" iconClassName={iconClassName}>
          <a href={email.href} className={linkClass}>
            {email.display}
          </a>
        </DetailRow>
        <DetailRow icon={<MapPin aria-hidden />} title="Office" iconClassName={iconClassName}>
          <a href={office.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {office.lines.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </a>
        </DetailRow>
      </ul>
      <div className="mt-8 inline-flex w-fit items-center gap-2 rounded-full border border-emerald-400/25 bg-emerald-500/10 px-3 py-1.5 text-xs font-medium text-emerald-200">
        <Clock className="size-3.5" aria-hidden />
        Replies within 24 hours
      </div>
      <div className="mt-auto pt-10">
        <p className="text-xs font-medium tracking-[0.16em] text-white/60 uppercase">Follow us</p>
        <SocialLinks className="mt-3" />
      </div>
    </div>
  );
}

/** The four social links as round icon buttons. */
export function SocialLinks({ className }: { className?: string }) {
  const { socials } = useContactDetails();
  return (
    <ul className={cn('flex gap-2', className)}>
      {socials.map(({ label, href, Icon, network }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-full border border-white/10 bg-white/[0.05] text-white/75 transition-colors hover:border-white/25 hover:bg-white/10 hover:text-white',
              focusRing,
            )}
          >
            <Icon className="size-[18px]" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** 'Schedule a Call' as one quiet row under a single-column form (design 5). */
export function ScheduleCallStrip({ className }: { className?: string }) {
  const { phone, email, office } = useContactDetails();
  const item = 'text-xs font-medium tracking-[0.16em] text-white/60 uppercase';
  return (
    <div className={cn('grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]', className)}>
      <div>
        <h3 className="font-display text-xl font-semibold tracking-tight">Schedule a Call</h3>
        <p className="mt-2 text-sm leading-relaxed text-white/70">
          Prefer to talk it through?{' '}
          <a href={BOOK_PATH} className={cn('text-white underline underline-offset-4', focusRing)}>
            Book a 30-minute discovery call
          </a>
          .
        </p>
        <SocialLinks className="mt-5" />
      </div>
      <ul className="flex flex-wrap gap-x-12 gap-y-6 text-sm text-white/90">
        <li>
          <p className={item}>Phone</p>
          <a href={phone.href} className={cn('mt-2 inline-block', linkClass)}>
            {phone.display}
          </a>
        </li>
        <li>
          <p className={item}>Email</p>
          <a href={email.href} className={cn('mt-2 inline-block', linkClass)}>
            {email.display}
          </a>
        </li>
        <li>
          <p className={item}>Office</p>
          <a
            href={office.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('mt-2 inline-block', linkClass)}
          >
            {office.lines.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </a>
        </li>
      </ul>
    </div>
  );
}
