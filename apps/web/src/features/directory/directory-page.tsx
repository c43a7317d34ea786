import { cn, focusRing } from '@forma/ui';
import {
  DIRECTORY_PAGE_SIZE,
  directoryHref,
  profileHref,
  type DirectoryDesigner,
  type DirectoryView,
} from '@forma/validators/directory';
import { AvailabilityBadge, SkillChips } from '../landing/sections/shared/designer-chips';
import { StaticPart } from '../shell/static-part';
import { DesignerPortrait } from './designer-portrait';
import { homeHref, useSiteBase } from './site-base';

const MAX_SKILLS = 4;
/** Cards whose portraits load at once (the first rows on a phone and a desktop). */
const EAGER_CARDS = 4;

const field = cn(
  'h-11 w-full rounded-full border border-white/15 bg-white/[0.04] px-4 text-sm text-white placeholder:text-white/40',
  focusRing,
);

/**
 * The public designer directory, `/designers` (issue 19 item 5): every designer, searchable and
 * filterable by skill and availability through a plain GET form (all state in the URL, works
 * without JavaScript), paged by DIRECTORY_PAGE_SIZE, each card linking to the profile. Shows
 * how many match, an empty state with a way back, and previous/next links. The intro and the
 * results are static (StaticPart); the form hydrates, so a choice made in it before the page
 * hydrates stays.
 */
export function DirectoryPage({ view }: { view: DirectoryView }) {
  return (
    <div className="mx-auto max-w-7xl px-5 pt-12 pb-20 md:px-8 md:pt-16">
      <StaticPart>
        <DirectoryIntro />
      </StaticPart>
      <DirectorySearch view={view} />
      <StaticPart>
        <DirectoryResults view={view} />
      </StaticPart>
    </div>
  );
}

/** The directory's heading and what it is. */
function DirectoryIntro() {
  return (
    <>
      <p className="text-xs font-semibold tracking-[0.18em] text-violet-300 uppercase">
        The network
      </p>
      <h1 className="font-display mt-3 text-4xl font-semibold tracking-tight text-balance md:text-5xl">
        Designers
      </h1>
      <p className="mt-4 max-w-2xl text-base text-white/70">
        Vetted product, brand and interaction designers who work with startups and VC-backed
        companies. Search by what you need, then ask us to introduce you.
      </p>
    </>
  );
}

/** The search form: words, skill, availability; a plain GET to `/designers`. */
function DirectorySearch({ view }: { view: DirectoryView }) {
  const { query } = view;
  const base = useSiteBase();
  return (
    <form
      method="get"
      action={`${base}/designers`}
      role="search"
      aria-label="Find designers"
      className="mt-10 grid gap-3 rounded-3xl border border-white/10 bg-white/[0.03] p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] lg:items-center"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="directory-q" className="sr-only">
          Search designers
        </label>
        <input
          id="directory-q"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
          placeholder="Search by skill, title or name"
          className={field}
        />
      </div>
      <div>
        <label htmlFor="directory-skill" className="sr-only">
          Skill
        </label>
        <select
          id="directory-skill"
          name="skill"
          defaultValue={query.skill}
          className={cn(field, 'appearance-auto')}
        >
          <option value="">All skills</option>
          {view.skills.map(({ skill, count }) => (
            <option key={skill} value={skill}>
              {skill} ({count})
            </option>
          ))}
        </select>
      </div>
      <label className="flex h-11 items-center gap-2 px-2 text-sm text-white/80">
        <input
          type="checkbox"
          name="available"
          value="1"
          defaultChecked={query.available}
          className="size-4 accent-violet-500"
        />
        Available now
      </label>
      <button
        type="submit"
        className={cn(
          'h-11 rounded-full bg-white px-6 text-sm font-medium text-ink transition-colors hover:bg-white/90',
          focusRing,
        )}
      >
        Show designers
      </button>
    </form>
  );
}

/** How many match, the cards, and the links to the other pages. */
function DirectoryResults({ view }: { view: DirectoryView }) {
  const { query, total, designers, pageCount } = view;
  const filtered = Boolean(query.q || query.skill || query.available);
  const base = useSiteBase();
  const first = (query.page - 1) * DIRECTORY_PAGE_SIZE + 1;
  return (
    <>
      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-3">
        <p role="status" className="text-sm text-white/60">
          {summary(total, first, designers.length, query.page, filtered)}
        </p>
        {filtered ? (
          <a
            href={`${base}/designers`}
            className={cn(
              'rounded-sm text-sm text-violet-300 underline-offset-4 hover:underline',
              focusRing,
            )}
          >
            Clear filters
          </a>
        ) : null}
      </div>

      {designers.length === 0 ? (
        <div className="mt-8 rounded-3xl border border-dashed border-white/15 bg-white/[0.02] px-8 py-14 text-center">
          <p className="text-lg font-medium">No designers to show</p>
          <p className="mt-2 text-sm text-white/60">
            Try fewer words, another skill, or{' '}
            <a href={`${base}/designers`} className="text-violet-300 underline underline-offset-4">
              see every designer
            </a>
            . Or{' '}
            <a
              href={`${homeHref(base)}#contact`}
              className="text-violet-300 underline underline-offset-4"
            >
              tell us what you need
            </a>{' '}
            and we will find them.
          </p>
        </div>
      ) : (
        <ul
          aria-label="Designers"
          className="mt-6 grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {designers.map((designer, index) => (
            <DirectoryCard key={designer.id} designer={designer} eager={index < EAGER_CARDS} />
          ))}
        </ul>
      )}

      {pageCount > 1 ? <Pagination view={view} /> : null}
    </>
  );
}

const plural = (n: number) => (n === 1 ? 'designer' : 'designers');

/** "8 designers", "25–48 of 508 designers matching", or why there is nothing. */
function summary(total: number, first: number, shown: number, page: number, filtered: boolean) {
  const matching = filtered ? ' matching' : '';
  if (total === 0) return filtered ? 'No designers match.' : 'No designers yet.';
  if (shown === 0)
    return `Page ${page} is past the end: ${total} ${plural(total)}${matching} in all.`;
  if (shown === total) return `${total} ${plural(total)}${matching}`;
  return `${first}–${first + shown - 1} of ${total} ${plural(total)}${matching}`;
}

function DirectoryCard({ designer, eager }: { designer: DirectoryDesigner; eager: boolean }) {
  const base = useSiteBase();
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl border border-white/10 bg-white/[0.03] transition-colors hover:border-white/25">
      <DesignerPortrait
        name={designer.name}
        imageUrl={designer.imageUrl}
        eager={eager}
        sizes="(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 480px) 45vw, 90vw"
        className="aspect-[4/5]"
      />
      <div className="absolute top-4 left-4 max-w-[calc(100%-2rem)]">
        <AvailabilityBadge
          isAvailable={designer.isAvailable}
          availability={designer.availability}
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold tracking-tight">
          {/* The whole card is the link (its ::after covers it); the name is its text. */}
          <a
            href={profileHref(designer.slug, base)}
            className={cn('rounded-sm after:absolute after:inset-0 after:rounded-3xl', focusRing)}
          >
            {designer.name}
          </a>
        </h2>
        <p className="mt-0.5 text-sm text-zinc-400">{designer.title}</p>
        <SkillChips skills={designer.skills} max={MAX_SKILLS} className="mt-4" />
      </div>
    </li>
  );
}

function Pagination({ view }: { view: DirectoryView }) {
  const { query, pageCount } = view;
  const base = useSiteBase();
  const link = cn(
    'inline-flex h-10 items-center rounded-full border border-white/15 px-4 text-sm transition-colors hover:border-white/40',
    focusRing,
  );
  const disabled =
    'inline-flex h-10 items-center rounded-full border border-white/5 px-4 text-sm text-white/30';
  return (
    <nav aria-label="Pages" className="mt-12 flex items-center justify-center gap-3">
      {query.page > 1 ? (
        <a
          rel="prev"
          href={directoryHref(query, Math.min(query.page - 1, pageCount), base)}
          className={link}
        >
          Previous
        </a>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Previous
        </span>
      )}
      <span className="text-sm text-white/60">
        Page {query.page} of {pageCount}
      </span>
      {query.page < pageCount ? (
        <a rel="next" href={directoryHref(query, query.page + 1, base)} className={link}>
          Next
        </a>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Next
        </span>
      )}
    </nav>
  );
}
