import { cn } from '@forma/ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from '../shared/section-header';
import type { ShowcaseProject } from './pick-projects';
import { ASPECT, mediaLimits, orientationOf, ProjectMedia } from './project-media';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Detail view of one project: a modal `<dialog>` (the rest of the page is inert), labelled by the
 * project title, closed by Esc, the close button or a click on the backdrop. Tab cycles inside it;
 * the arrow keys step through the projects. Focus returns to `returnFocus` on close.
 */
export function ProjectDialog({
  projects,
  index,
  onIndexChange,
  onClose,
  returnFocus,
}: {
  projects: ShowcaseProject[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocus: HTMLElement | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const project = projects[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnFocus?.focus({ preventScroll: true });
    };
  }, [returnFocus]);

  if (!project) return null;
  const last = projects.length - 1;
  const step = (delta: number) => onIndexChange(Math.max(0, Math.min(last, index + delta)));

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
    else if (e.key === 'Tab') {
      const items = [...e.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
      const first = items[0];
      const end = items[items.length - 1];
      if (!first || !end) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        end.focus();
      } else if (!e.shiftKey && document.activeElement === end) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  const orientation = orientationOf(project, index);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className="m-auto max-h-[92svh] w-[min(68rem,94vw)] overflow-y-auto rounded-[2rem] border border-white/10 bg-[#0b0b12]/95 p-0 text-white shadow-[0_60px_160px_-40px_rgba(139,92,246,0.6)] backdrop:bg-black/75 backdrop:backdrop-blur-md"
    >
      <div className="grid gap-0 md:grid-cols-[1.25fr_1fr]">
        <div className="relative bg-black md:min-h-[32rem]">
          <div
            className={cn(
              'relative mx-auto w-full md:absolute md:inset-0 md:aspect-auto',
              ASPECT[orientation],
            )}
            style={mediaLimits(project)}
          >
            <ProjectMedia key={project.id} project={project} eager />
          </div>
        </div>
        <div className="flex flex-col gap-5 p-7 md:p-10">
          <div className="flex items-center justify-between gap-4">
            <p className="font-mono text-xs text-zinc-500">
              {String(index + 1).padStart(2, '0')} / {String(projects.length).padStart(2, '0')}
            </p>
            <DialogButton label="Close" onClick={onClose} autoFocus>
              <X aria-hidden className="size-5" />
            </DialogButton>
          </div>
          {project.category ? (
            <p className="text-xs font-semibold tracking-[0.2em] text-cyan-300 uppercase">
              {project.category}
            </p>
          ) : null}
          <h3
            id={titleId}
            className="text-3xl leading-tight font-semibold tracking-tight text-balance md:text-4xl"
          >
            {project.title}
          </h3>
          {project.description ? (
            <p className="leading-relaxed text-zinc-300">{project.description}</p>
          ) : null}
          <div className="mt-auto flex gap-3 pt-4">
            <DialogButton label="Previous project" onClick={() => step(-1)} disabled={index === 0}>
              <ChevronLeft aria-hidden className="size-5" />
            </DialogButton>
            <DialogButton label="Next project" onClick={() => step(1)} disabled={index === last}>
              <ChevronRight aria-hidden className="size-5" />
            </DialogButton>
          </div>
        </div>
      </div>
    </dialog>
  );
}

function DialogButton({
  label,
  onClick,
  disabled,
  autoFocus,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      autoFocus={autoFocus}
      className={cn(
        'flex size-11 items-center justify-center rounded-full border border-white/15 bg-white/5 transition hover:bg-white/15 disabled:opacity-30',
        focusRing,
      )}
    >
      {children}
    </button>
  );
}
