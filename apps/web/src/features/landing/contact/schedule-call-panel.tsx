import { cn, focusRing } from '@forma/ui';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { CONTACT_EMAIL, CONTACT_OFFICE, CONTACT_PHONE, CONTACT_SOCIALS } from './contact-details';

function DetailRow({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-white/10 bg-white/[0.06] text-violet-200 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-[0.16em] text-white/55 uppercase">{title}</p>
        <div className="mt-1 text-[15px] text-white/90">{children}</div>
      </div>
    </li>
  );
}

const linkClass = cn('rounded-sm underline-offset-4 hover:text-white hover:underline', focusRing);

/** Left panel of the contact section (SPEC 2): 'Schedule a Call', phone, email, office, socials. */
export function ScheduleCallPanel() {
  return (
    <div className="relative isolate flex h-full flex-col overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-violet-600/25 via-blue-600/10 to-cyan-500/10 p-7 sm:p-9">
      <div
        aria-hidden
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-violet-500/30 blur-[90px]"
      />
      <h3 className="font-display text-2xl font-semibold tracking-tight">Schedule a Call</h3>
      <p className="mt-3 leading-relaxed text-white/65">
        Prefer to talk it through? Book a 30-minute discovery call and we'll shortlist designers for
        your project.
      </p>
      <ul className="mt-8 grid gap-6">
        <DetailRow icon={<Phone aria-hidden />} title="Phone">
          <a href={CONTACT_PHONE.href} className={linkClass}>
            {CONTACT_PHONE.display}
          </a>
        </DetailRow>
        <DetailRow icon={<Mail aria-hidden />} title="Email">
          <a href={CONTACT_EMAIL.href} className={linkClass}>
            {CONTACT_EMAIL.display}
          </a>
        </DetailRow>
        <DetailRow icon={<MapPin aria-hidden />} title="Office">
          <a
            href={CONTACT_OFFICE.href}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {CONTACT_OFFICE.lines.map((line) => (
              <span key={line} className="block">
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
        <p className="text-xs font-medium tracking-[0.16em] text-white/55 uppercase">Follow us</p>
        <ul className="mt-3 flex gap-2">
          {CONTACT_SOCIALS.map(({ label, href, Icon, network }) => (
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
      </div>
    </div>
  );
}
