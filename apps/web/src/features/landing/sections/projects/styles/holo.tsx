import { HoloCard } from '../holo-card';
import { HoloLayout } from '../holo-layout';
import type { ProjectsStyleProps } from '../style-props';

/** 'holo': holographic cards whose iridescent sheen follows the pointer, tilting on hover. */
export default function HoloProjects(props: ProjectsStyleProps) {
  return (
    <HoloLayout
      {...props}
      renderCard={(project, index, aspect) => (
        <HoloCard project={project} aspect={aspect} eager={index < 3} />
      )}
    />
  );
}
