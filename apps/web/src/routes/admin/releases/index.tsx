import { createFileRoute } from '@tanstack/react-router';
import { ReleasesPage } from '../../../features/admin/releases/releases-page';

/** Every release, and a new one (issue 20 item 3). */
export const Route = createFileRoute('/admin/releases/')({
  component: ReleasesPage,
});
