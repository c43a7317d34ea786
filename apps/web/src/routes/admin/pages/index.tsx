import { createFileRoute } from '@tanstack/react-router';
import { PagesIndexPage } from '../../../features/admin/pages/pages-index-page';

/** Every editable block with its last edit, and the whole-site snapshots (issue 8 items 1, 3). */
export const Route = createFileRoute('/admin/pages/')({
  component: PagesIndexPage,
});
