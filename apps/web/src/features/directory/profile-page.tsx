import { cn, focusRing } from '@forma/ui';
import { workWithHref, type DirectoryWork, type ProfileView } from '@forma/validators/directory';
import { ResponsiveImage } from '../shell/responsive-image';
import { AvailabilityBadge, SkillChips } from '../landing/sections/shared/designer-chips';
import { DesignerPortrait } from './designer-portrait';
import { useSiteBase } from './site-base';

const button = cn(
  'inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-medium transition-colors',
  focusRing,
);

/** True for an address a visitor can open (http(s) or a path of this site). */
const isLink = (url: string) => /^(https?:\/\/|\/)/i.test(url);

/**
 * A designer's public profile, `/designers/{slug}` (issue 19 item 5): portrait, name, title,
 * availability, bio, skills, portfolio link, the works (images, and videos with controls), and
 * "Work with {name}", which opens the booking page (issue 42) with the designer recorded on the
 * call and its lead.
 */
export function ProfilePage({ view }: { view: ProfileView }) {
  const { designer, works } = view;
  const base = useSiteBase();
  const paragraphs = designer.bio.split(/\n{2,}/).filter((p) => p.trim());
  return (
    <article className="mx-auto max-w-7xl px-5 pt-10 pb-20 md:px-8 md:pt-14">
      <nav aria-label="Breadcrumb" className="text-sm text-white/60">
        <a href={`${base}/designers`} className={cn('rounded-sm hover:text-white', focusRing)}>
          Designers
        </a>
        <span aria-hidden className="px-2">
          /
        </span>
        <span aria-current="page" className="text-white/80">
          {designer.name}
        </span>
      </nav>

      <div className="mt-8 grid gap-10 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-14">
        <DesignerPortrait
          name={designer.name}
          imageUrl={designer.imageUrl}
          eager
          sizes="(min-width: 768px) 448px, 90vw"
          className="aspect-[4/5] w-full max-w-md rounded-3xl border border-white/10"
        />
        <div className="flex flex-col items-start">
          <AvailabilityBadge
            isAvailable={designer.isAvailable}
            availability={designer.availability}
          />
          <h1 className="font-display mt-5 text-4xl font-semibold tracking-tight text-balance md:text-5xl">
            {designer.name}
          </h1>
          <p className="mt-2 text-lg text-white/70">{designer.title}</p>
          {paragraphs.length > 0 ? (
            <div className="mt-6 max-w-2xl space-y-4 text-base leading-relaxed text-white/80">
              {paragraphs.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          ) : null}
          {designer.skills.length > 0 ? (
            <>
              <h2 className="mt-8 text-xs font-semibold tracking-[0.18em] text-white/60 uppercase">
                Skills
              </h2>
              <SkillChips skills={designer.skills} className="mt-3" />
            </>
          ) : null}
          <div className="mt-10 flex flex-wrap gap-3">
            <a
              href={workWithHref(designer.slug)}
              className={cn(button, 'bg-white text-ink hover:bg-white/90')}
            >
              Work with {designer.name}
            </a>
            {isLink(designer.portfolioUrl) ? (
              <a
                href={designer.portfolioUrl}
                rel="noopener"
                className={cn(button, 'border border-white/20 text-white hover:border-white/50')}
              >
                Portfolio
                <span className="sr-only"> of {designer.name}</span>
              </a>
            ) : null}
          </div>
        </div>
      </div>

      <section aria-labelledby="works-title" className="mt-20">
        <h2
          id="works-title"
          className="font-display text-2xl font-semibold tracking-tight md:text-3xl"
        >
          Selected work
        </h2>
        {works.length === 0 ? (
          <p className="mt-4 text-white/60">{designer.name} has no published work here yet.</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {works.map((work) => (
              <WorkCard key={work.id} work={work} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function WorkCard({ work }: { work: DirectoryWork }) {
  const media = cn(
    'w-full bg-zinc-900 object-cover',
    work.orientation === 'portrait' ? 'aspect-[4/5]' : 'aspect-[16/10]',
  );
  return (
    <li className="overflow-hidden rounded-3xl border border-white/10 bg-white/[0.03]">
      {work.isVideo ? (
        <video src={work.mediaUrl} controls muted playsInline preload="metadata" className={media}>
          <track kind="captions" />
        </video>
      ) : (
        <ResponsiveImage
          src={work.mediaUrl}
          alt={work.title}
          sizes="(min-width: 1280px) 600px, (min-width: 640px) 45vw, 90vw"
          width={work.orientation === 'portrait' ? 800 : 1280}
          height={work.orientation === 'portrait' ? 1000 : 800}
          className={media}
        />
      )}
      <div className="p-5">
        {work.category ? (
          <p className="text-xs font-medium tracking-wide text-violet-300 uppercase">
            {work.category}
          </p>
        ) : null}
        <h3 className="mt-1 text-lg font-semibold tracking-tight">
          {isLink(work.projectUrl) ? (
            <a
              href={work.projectUrl}
              rel="noopener"
              className={cn('rounded-sm underline-offset-4 hover:underline', focusRing)}
            >
              {work.title}
            </a>
          ) : (
            work.title
          )}
        </h3>
        {work.description ? <p className="mt-2 text-sm text-white/70">{work.description}</p> : null}
      </div>
    </li>
  );
}

/** A short page for an answer that is not a directory or profile (404, 400), with a way on. */
export function MessagePage({
  title,
  text,
  link = { href: '/designers', label: 'See every designer' },
}: {
  title: string;
  text: string;
  link?: { href: string; label: string } | undefined;
}) {
  return (
    <div className="mx-auto max-w-2xl px-5 py-24 text-center md:py-32">
      <h1 className="font-display text-4xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-4 text-white/70">{text}</p>
      <a href={link.href} className={cn(button, 'mt-8 bg-white text-ink hover:bg-white/90')}>
        {link.label}
      </a>
    </div>
  );
}
