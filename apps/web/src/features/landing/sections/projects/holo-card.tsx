import { cn } from '@forma/ui';
import { useId, useRef, type CSSProperties, type PointerEvent } from 'react';
import { focusRing } from '../shared/section-header';
import { usePrefersReducedMotion } from '../shared/use-media-query';
import type { ShowcaseProject } from './pick-projects';
import { mediaLimits, ProjectMedia } from './project-media';

/** Largest tilt of a holo card, degrees. */
const MAX_TILT = 10;

const IRIDESCENT =
  'linear-gradient(115deg, transparent 10%, rgba(255,0,170,0.55) 28%, rgba(0,255,230,0.5) 42%, rgba(255,236,0,0.45) 56%, rgba(128,90,255,0.55) 70%, transparent 90%)';
const FOIL = 'repeating-linear-gradient(125deg, rgba(255,255,255,0.07) 0 2px, transparent 2px 7px)';

/**
 * A holographic project card: an iridescent sheen and a glare that follow the pointer (or sit
 * up-left while focused) and a tilt towards the pointer. With `depth`, media, caption and badge
 * move as parallax layers. Reduced motion: no tilt, no parallax, a still sheen.
 * With `onOpen` a button stretched over the card opens the detail view (advanced holo).
 */
export function HoloCard({
  project,
  aspect,
  depth = false,
  eager = false,
  onOpen,
}: {
  project: ShowcaseProject;
  aspect: string;
  depth?: boolean;
  eager?: boolean;
  onOpen?: (trigger: HTMLElement) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const reduced = usePrefersReducedMotion();
  const headingId = useId();

  const setPointer = (px: number, py: number, active: boolean) => {
    const el = ref.current;
    if (!el) return;
    el.style.setProperty('--px', px.toFixed(3));
    el.style.setProperty('--py', py.toFixed(3));
    el.style.setProperty('--holo', active ? '1' : '0');
    const tilt = reduced || !active ? 0 : MAX_TILT;
    el.style.setProperty('--rx', `${((px - 0.5) * tilt * 2).toFixed(2)}deg`);
    el.style.setProperty('--ry', `${((0.5 - py) * tilt * 2).toFixed(2)}deg`);
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'touch') return;
    const r = e.currentTarget.getBoundingClientRect();
    setPointer((e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height, true);
  };

  const vars = { '--px': '0.3', '--py': '0.2', '--holo': '0' } as CSSProperties;
  const shift = (factor: number) =>
    depth && !reduced
      ? `translate3d(calc((var(--px) - 0.5) * ${factor}px), calc((var(--py) - 0.5) * ${factor}px), 0)`
      : undefined;

  const body = (
    <>
      <div
        className={cn('relative w-full overflow-hidden', aspect)}
        style={{ transform: depth ? 'scale(1.08)' : undefined }}
      >
        <div
          className="absolute inset-0 transition-transform duration-300 ease-out"
          style={{ transform: shift(-22) }}
        >
          <ProjectMedia project={project} eager={eager} />
        </div>
      </div>
      {/* Iridescent sheen, foil lines and glare. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 mix-blend-color-dodge transition-opacity duration-500"
        style={{
          backgroundImage: IRIDESCENT,
          backgroundSize: '260% 260%',
          backgroundPosition: 'calc(var(--px) * 100%) calc(var(--py) * 100%)',
          opacity: 'calc(0.22 + var(--holo) * 0.5)',
        }}
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 mix-blend-overlay"
        style={{ backgroundImage: FOIL }}
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 mix-blend-overlay transition-opacity duration-500"
        style={{
          backgroundImage:
            'radial-gradient(circle at calc(var(--px) * 100%) calc(var(--py) * 100%), rgba(255,255,255,0.75), transparent 48%)',
          opacity: 'calc(0.25 + var(--holo) * 0.6)',
        }}
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 bottom-0 h-3/5 bg-gradient-to-t from-black/90 via-black/40 to-transparent"
      />
      {depth && project.category ? (
        <span
          className="absolute top-4 left-4 rounded-full border border-white/30 bg-white/10 px-3 py-1 text-[0.65rem] font-semibold tracking-[0.2em] text-white uppercase backdrop-blur-md transition-transform duration-300 ease-out"
          style={{ transform: shift(26) }}
        >
          {project.category}
        </span>
      ) : null}
      <div
        className="absolute inset-x-0 bottom-0 p-5 text-left transition-transform duration-300 ease-out md:p-6"
        style={{ transform: shift(14) }}
      >
        {!depth && project.category ? (
          <p className="text-[0.7rem] font-semibold tracking-[0.2em] text-cyan-200 uppercase">
            {project.category}
          </p>
        ) : null}
        <h3
          id={headingId}
          className="mt-1.5 text-lg font-semibold tracking-tight text-white md:text-xl"
        >
          {project.title}
        </h3>
        {project.description ? (
          <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-zinc-300">
            {project.description}
          </p>
        ) : null}
      </div>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 rounded-[inherit] ring-1 ring-white/15 ring-inset"
      />
    </>
  );

  const shared = {
    onPointerMove,
    onPointerLeave: () => setPointer(0.3, 0.2, false),
    onFocus: () => setPointer(0.3, 0.2, true),
    onBlur: () => setPointer(0.3, 0.2, false),
    className: cn(
      'group relative mx-auto block w-full overflow-hidden rounded-[1.75rem] bg-zinc-900 shadow-[0_40px_80px_-40px_rgba(0,0,0,0.9)] transition-[transform,box-shadow] duration-300 ease-out hover:shadow-[0_50px_90px_-35px_rgba(139,92,246,0.55)] motion-reduce:transition-none',
      focusRing,
      'focus-visible:outline-cyan-300 has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-4 has-[button:focus-visible]:outline-cyan-300',
    ),
    style: {
      ...vars,
      ...mediaLimits(project),
      transform: reduced
        ? undefined
        : 'perspective(1100px) rotateX(var(--ry, 0deg)) rotateY(var(--rx, 0deg))',
    } as CSSProperties,
  };

  return (
    <article ref={ref} aria-labelledby={headingId} tabIndex={onOpen ? undefined : 0} {...shared}>
      {body}
      {onOpen ? (
        // Stretched over the card: the whole card opens the detail view.
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={`View details: ${project.title}`}
          onClick={(e) => onOpen(e.currentTarget)}
          className="absolute inset-0 z-10 cursor-pointer rounded-[inherit] focus-visible:outline-none"
        />
      ) : null}
    </article>
  );
}
