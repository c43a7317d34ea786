import { createFileRoute } from '@tanstack/react-router';
import { BlockPreviewPage } from '../../features/admin/pages/block-preview-page';

/** The page editor's live preview frame (no console shell): /admin/preview/{slug}. */
export const Route = createFileRoute('/admin/preview/$page')({
  component: function PreviewRoute() {
    const { page } = Route.useParams();
    return <BlockPreviewPage slug={page} />;
  },
});
