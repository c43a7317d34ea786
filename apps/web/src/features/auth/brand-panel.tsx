import { Link } from '@tanstack/react-router';
import { Sparkles, Timer, Users } from 'lucide-react';
import { BrandLogo } from '../shell/brand-mark';

const HIGHLIGHTS = [
  { icon: Users, title: '500+ vetted creatives', text: 'Product, brand, motion and 3D talent.' },
  { icon: Timer, title: 'Matched within 48 hours', text: 'Shipping in your first week.' },
  { icon: Sparkles, title: 'Built for startups', text: 'Trusted by VC-backed teams.' },
] as const;

/** Left column of /auth: brand, promise and highlights over a soft gradient (desktop). */
export function AuthBrandPanel() {
  return (
    <aside className="relative isolate hidden overflow-hidden border-r border-white/10 p-12 lg:flex lg:flex-col xl:p-16">
      <div aria-hidden className="absolute inset-0 -z-10">
        <div className="absolute -top-32 -left-24 h-[480px] w-[480px] rounded-full bg-violet-600/35 blur-[120px]" />
        <div className="absolute top-1/2 right-[-160px] h-[420px] w-[420px] rounded-full bg-blue-600/25 blur-[120px]" />
        <div className="absolute bottom-[-140px] left-1/4 h-[360px] w-[360px] rounded-full bg-cyan-500/20 blur-[110px]" />
        <div className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] [background-size:56px_56px] [mask-image:radial-gradient(ellipse_at_top_left,black,transparent_75%)]" />
      </div>
      <Link
        to="/"
        className="inline-flex w-fit items-center gap-3 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-violet-400"
      >
        <BrandLogo />
        <span className="text-lg font-semibold tracking-tight">Forma</span>
      </Link>
      <div className="mt-auto max-w-md">
        <p className="text-sm font-medium tracking-[0.2em] text-violet-300/90 uppercase">
          Premium Forma Network
        </p>
        <p className="font-display mt-4 text-4xl leading-[1.05] font-semibold tracking-tight xl:text-5xl">
          Where elite design talent meets <span className="text-gradient">ambitious teams.</span>
        </p>
        <ul className="mt-10 grid gap-5">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-4">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-white/10 bg-white/[0.05]">
                <Icon className="size-5 text-violet-200" aria-hidden />
              </span>
              <span>
                <span className="block font-medium">{title}</span>
                <span className="block text-sm text-white/60">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-16 text-xs text-white/55">Designed with a heart in San Francisco</p>
    </aside>
  );
}
