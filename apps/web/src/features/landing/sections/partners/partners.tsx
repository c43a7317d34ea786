import type { ClientAnswer } from '@forma/validators';
import { useState } from 'react';
import { ResponsiveImage } from '../../../shell/responsive-image';
import { useClients, useContent } from '../../data';
import { SectionHeader } from '../shared/section-header';
import { ImageSequence } from './image-sequence';

const SEQUENCE_LABEL =
  'Animation: scattered points of light gather into one connected, turning network as you scroll';

/**
 * Strategic partnerships (SPEC 2.4): the vcs copy, the scroll-scrubbed image sequence and a grid
 * of client logos (names when no logo).
 */
export function Partners() {
  const { content } = useContent('vcs');
  const { items: clients, isLoading } = useClients();

  return (
    <section
      aria-labelledby="partners-title"
      data-section-theme="light"
      className="relative overflow-hidden bg-[#f6f5f1] py-24 text-ink md:py-32"
    >
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="absolute -top-32 left-1/2 h-72 w-[56rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-violet-300/25 via-blue-200/25 to-cyan-200/25 blur-3xl" />
      </div>
      <div className="relative mx-auto max-w-7xl px-5 md:px-8">
        <SectionHeader
          tone="light"
          badge={content.badge}
          title={content.title}
          subtitle={content.subtitle}
          titleId="partners-title"
        />
        <div className="mx-auto mt-12 max-w-5xl md:mt-16">
          <ImageSequence label={SEQUENCE_LABEL} />
        </div>
        {isLoading ? (
          <ul
            aria-hidden
            className="mt-14 grid grid-cols-2 gap-3 sm:grid-cols-3 md:mt-16 lg:grid-cols-5 lg:gap-4"
          >
            {Array.from({ length: 10 }, (_, i) => (
              <li key={i} className="h-24 animate-pulse rounded-2xl bg-black/[0.05] md:h-28" />
            ))}
          </ul>
        ) : clients.length > 0 ? (
          <ul
            aria-label="Clients and partners"
            className="mt-14 grid grid-cols-2 gap-3 sm:grid-cols-3 md:mt-16 lg:grid-cols-5 lg:gap-4"
          >
            {clients.map((client) => (
              <ClientTile key={client.id} client={client} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function ClientTile({ client }: { client: ClientAnswer }) {
  const [failed, setFailed] = useState(false);
  const showLogo = !!client.logoUrl && !failed;
  return (
    <li className="group flex h-24 items-center justify-center rounded-2xl border border-black/[0.06] bg-white/80 px-5 shadow-[0_1px_2px_rgba(0,0,0,0.03)] transition duration-300 hover:-translate-y-0.5 hover:shadow-[0_16px_40px_-24px_rgba(15,15,30,0.35)] md:h-28">
      {showLogo ? (
        <ResponsiveImage
          src={client.logoUrl}
          alt={client.name}
          sizes="160px"
          // A logo may be transparent: no blurred stand-in behind it.
          placeholder={false}
          width={160}
          height={36}
          onError={() => setFailed(true)}
          className="h-8 w-auto max-w-full object-contain opacity-75 brightness-0 transition-opacity duration-300 group-hover:opacity-100 md:h-9"
        />
      ) : (
        <span className="text-center text-base font-semibold tracking-tight text-zinc-700 md:text-lg">
          {client.name}
        </span>
      )}
    </li>
  );
}
