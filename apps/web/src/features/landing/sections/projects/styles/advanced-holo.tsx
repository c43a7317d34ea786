import { useState } from 'react';
import { HoloCard } from '../holo-card';
import { HoloLayout } from '../holo-layout';
import { ProjectDialog } from '../project-dialog';
import type { ProjectsStyleProps } from '../style-props';

/**
 * 'advanced-holo': holo cards with parallax depth layers (media, caption and badge move at
 * different rates); a click or Enter opens the project in a focused detail dialog (Esc closes).
 */
export default function AdvancedHoloProjects(props: ProjectsStyleProps) {
  const [open, setOpen] = useState<{ index: number; trigger: HTMLElement } | null>(null);
  return (
    <>
      <HoloLayout
        {...props}
        renderCard={(project, index, aspect) => (
          <HoloCard
            project={project}
            aspect={aspect}
            eager={index < 3}
            depth
            onOpen={(trigger) => setOpen({ index, trigger })}
          />
        )}
      />
      {open ? (
        <ProjectDialog
          projects={props.projects}
          index={open.index}
          onIndexChange={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
          returnFocus={open.trigger}
        />
      ) : null}
    </>
  );
}
