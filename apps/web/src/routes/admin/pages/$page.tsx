import { createFileRoute } from '@tanstack/react-router';
import { BlockEditorPage } from '../../../features/admin/pages/block-editor-page';

/** A content block's editor with live preview and history (issue 8 items 1-3). */
export const Route = createFileRoute('/admin/pages/$page')({
  component: function PageEditorRoute() {
    const { page } = Route.useParams();
    return <BlockEditorPage key={page} slug={page} />;
  },
});
