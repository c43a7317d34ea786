import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { createFileRoute } from '@tanstack/react-router';
import { CollectionListPage } from '../../../features/admin/collections/collection-list-page';
import { mediaCollection } from '../../../features/admin/collections/definitions';
import { MediaUploadPanel } from '../../../features/admin/media/media-upload-panel';
import { collectionSearchValidator } from '../../../lib/collection-search';

/**
 * The media library (issue 19 item 2): search, kind filter, sort and pages in the URL; uploads
 * of several files at once (issue 44 item 4).
 */
export const Route = createFileRoute('/admin/media/')({
  validateSearch: collectionSearchValidator(COLLECTION_LISTS.media),
  component: MediaListPage,
});

function MediaListPage() {
  return (
    <CollectionListPage collection={mediaCollection}>
      <MediaUploadPanel />
    </CollectionListPage>
  );
}
