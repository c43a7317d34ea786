import { cn } from '@forma/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { focusRing, SectionHeader } from '../../shared/section-header';
import { usePrefersReducedMotion } from '../../shared/use-media-query';
import type { ShowcaseProject } from '../pick-projects';
import { ASPECT, mediaLimits, orientationOf, ProjectMedia } from '../project-media';
import type { ProjectsStyleProps } from '../style-props';

const GEOMETRY = {
  desktop: { step: 13, radius: 1500, width: 300, stage: 660 },
  mobile: { step: 22, radius: 720, width: 210, stage: 400 },
} as const;

/** Pointer travel (px) before a press becomes a drag. */
const DRAG_SLOP = 6;

/**
 * 'arc': the cards sit on a wide arc that turns a little as the page scrolls; drag it, use the
 * arrow keys (Home / End) on the focused carousel, or the buttons to bring a project to the centre.
 */
export default function ArcProjects({ projects, layout, content, titleId }: ProjectsStyleProps) {
  const g = GEOMETRY[layout];
  const reduced = usePrefersReducedMotion();
  // Starts in the middle so the arc is full on both sides.
  const [active, setActive] = useState(() => Math.floor((projects.length - 1) / 2));
  const [drag, setDrag] = useState<number | null>(null);
  const pointer = useRef<{ id: number; x: number; dragging: boolean } | null>(null);
  const ringRef = useRef<HTMLDivElement>(null);
  const last = projects.length - 1;
  const go = (index: number) => setActive(Math.max(0, Math.min(last, index)));
  const position = active - (drag ?? 0);
  const current = projects[active];

  // Scroll turns the whole arc by a few degrees (written to a CSS variable, no re-render).
  useEffect(() => {
    const ring = ringRef.current;
    if (!ring || reduced) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = ring.getBoundingClientRect();
      const progress = (window.innerHeight - rect.top) / (window.innerHeight + g.stage);
      const clamped = Math.max(0, Math.min(1, progress));
      ring.style.setProperty('--arc-turn', `${(0.5 - clamped) * g.step * 0.9}deg`);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [reduced, g.stage, g.step]);

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowLeft: active - 1,
      ArrowRight: active + 1,
      Home: 0,
      End: last,
    };
    const next = keys[e.key];
    if (next === undefined) return;
    e.preventDefault();
    go(next);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    pointer.current = { id: e.pointerId, x: e.clientX, dragging: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const p = pointer.current;
    if (!p || p.id !== e.pointerId) return;
    const dx = e.clientX - p.x;
    if (!p.dragging && Math.abs(dx) < DRAG_SLOP) return;
    if (!p.dragging) {
      p.dragging = true;
      e.currentTarget.setPointerCapture(e.pointerId);
    }
    const offset = dx / (g.width * 0.9);
    setDrag(Math.max(active - last, Math.min(active, offset)));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const p = pointer.current;
    pointer.current = null;
    if (!p || !p.dragging) return;
    if (e.currentTarget.hasPointerCapture(e.pointerId))
      e.currentTarget.releasePointerCapture(e.pointerId);
    go(Math.round(active - (drag ?? 0)));
    setDrag(null);
  };

  return (
    <div className={layout === 'desktop' ? 'py-32' : 'py-20'}>
      <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
        <div className="absolute top-1/2 left-1/2 h-[44rem] w-[70rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgba(124,58,237,0.28),transparent)] blur-2xl" />
      </div>
      <SectionHeader
        badge={content.badgeText}
        title={content.title}
        subtitle={content.subtitle}
        titleId={titleId}
        className="relative px-5"
      />

      <div
        role="group"
        aria-roledescription="carousel"
        aria-label="Projects on an arc: use the arrow keys to turn it"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        className={cn(
          'relative mt-14 cursor-grab touch-pan-y overflow-hidden select-none [mask-image:linear-gradient(to_bottom,black_78%,transparent)] active:cursor-grabbing md:mt-20',
          focusRing,
          '-outline-offset-4',
        )}
        style={{ height: g.stage }}
      >
        {/* The arc itself: a faint ring through the card centres. */}
        <div
          aria-hidden
          className="pointer-events-none absolute left-1/2 -translate-x-1/2 rounded-full border border-white/10 shadow-[0_0_80px_-10px_rgba(139,92,246,0.35)_inset]"
          style={{
            top: (g.width * 1.5) / 2,
            width: g.radius * 2,
            height: g.radius * 2,
          }}
        />
        <div
          ref={ringRef}
          className="absolute top-0 left-1/2"
          style={{
            transform: 'rotate(var(--arc-turn, 0deg))',
            transformOrigin: `0 ${g.radius + (g.width * 1.5) / 2}px`,
          }}
        >
          <ul>
            {projects.map((project, i) => {
              const offset = i - position;
              const distance = Math.abs(offset);
              return (
                <li
                  key={project.id}
                  aria-hidden={i !== active || undefined}
                  className={cn(
                    'absolute top-0 flex items-center justify-center',
                    drag === null && !reduced && 'transition-[transform,opacity] duration-700',
                    distance > 4 && 'pointer-events-none',
                  )}
                  style={{
                    left: -g.width / 2,
                    width: g.width,
                    height: g.width * 1.5,
                    transform: `rotate(${offset * g.step}deg) scale(${1 - Math.min(distance, 3) * 0.06})`,
                    transformOrigin: `50% ${g.radius + (g.width * 1.5) / 2}px`,
                    opacity: Math.max(0, 1 - distance / 4.5),
                    zIndex: 100 - Math.round(distance * 10),
                    transitionTimingFunction: 'cubic-bezier(.2,.8,.2,1)',
                  }}
                >
                  <ArcCard
                    project={project}
                    index={i}
                    active={i === active}
                    onSelect={() => go(i)}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      </div>

      <div className="relative mx-auto mt-8 flex max-w-3xl flex-col items-center gap-5 px-5 text-center">
        <div className="flex items-center gap-4">
          <ArcButton
            label="Previous project"
            disabled={active === 0}
            onClick={() => go(active - 1)}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </ArcButton>
          <p aria-live="polite" className="min-w-20 font-mono text-sm text-zinc-400 tabular-nums">
            <span className="sr-only">Project </span>
            {String(active + 1).padStart(2, '0')} / {String(projects.length).padStart(2, '0')}
            {current ? <span className="sr-only">: {current.title}</span> : null}
          </p>
          <ArcButton label="Next project" disabled={active === last} onClick={() => go(active + 1)}>
            <ChevronRight aria-hidden className="size-5" />
          </ArcButton>
        </div>
        {current ? (
          <div key={current.id} className="min-h-28">
            {current.category ? (
              <p className="text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase">
                {current.category}
              </p>
            ) : null}
            <p className="mt-2 text-2xl font-semibold tracking-tight md:text-3xl">
              {current.title}
            </p>
            {current.description ? (
              <p className="mx-auto mt-2 max-w-xl text-sm leading-relaxed text-zinc-400 md:text-base">
                {current.description}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function ArcCard({
  project,
  index,
  active,
  onSelect,
}: {
  project: ShowcaseProject;
  index: number;
  active: boolean;
  onSelect: () => void;
}) {
  const orientation = orientationOf(project, index);
  return (
    <figure
      onClick={onSelect}
      className={cn(
        'relative w-full overflow-hidden rounded-2xl bg-zinc-900 ring-1 transition-shadow duration-500',
        ASPECT[orientation],
        active
          ? 'shadow-[0_40px_80px_-30px_rgba(139,92,246,0.7)] ring-white/30'
          : 'shadow-2xl shadow-black/60 ring-white/10',
      )}
      style={mediaLimits(project)}
    >
      <ProjectMedia project={project} eager={index < 3} />
      <div
        aria-hidden
        className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-black/85 to-transparent"
      />
      <figcaption className="absolute inset-x-0 bottom-0 p-4">
        <h3 className="text-sm font-semibold tracking-tight text-white md:text-base">
          {project.title}
        </h3>
      </figcaption>
    </figure>
  );
}

function ArcButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex size-11 items-center justify-center rounded-full border border-white/15 bg-white/5 text-white backdrop-blur transition hover:bg-white/15 disabled:opacity-30',
        focusRing,
      )}
    >
      {children}
    </button>
  );
}
