import { createFileRoute } from '@tanstack/react-router';
import { CollectionEditPage } from '../../../features/admin/collections/collection-edit-page';
import { mediaCollection } from '../../../features/admin/collections/definitions';

/** One media file: its alt text and focal point (issue 19 item 2). */
export const Route = createFileRoute('/admin/media/$id')({
  component: MediaEditPage,
});

function MediaEditPage() {
  const { id } = Route.useParams();
  return <CollectionEditPage collection={mediaCollection} id={id} />;
}
