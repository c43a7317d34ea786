import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { createFileRoute } from '@tanstack/react-router';
import { CollectionListPage } from '../../../features/admin/collections/collection-list-page';
import { patternsCollection } from '../../../features/admin/collections/definitions';
import { collectionSearchValidator } from '../../../lib/collection-search';

/** Patterns list (issue 7): search, sort, filters, pages and bulk actions in the URL. */
export const Route = createFileRoute('/admin/patterns/')({
  validateSearch: collectionSearchValidator(COLLECTION_LISTS.patterns),
  component: PatternsListPage,
});

function PatternsListPage() {
  return <CollectionListPage collection={patternsCollection} />;
}
