import { createFileRoute } from '@tanstack/react-router';
import { ProjectsExplorationsPage } from '../../features/admin/explorers/projects-explorations-page';

/** SPEC 2 /admin/projects-explorations: pick, preview and save the projects showcase style. */
export const Route = createFileRoute('/admin/projects-explorations')({
  component: ProjectsExplorationsPage,
});
