import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { createFileRoute } from '@tanstack/react-router';
import { CollectionListPage } from '../../../features/admin/collections/collection-list-page';
import { clientsCollection } from '../../../features/admin/collections/definitions';
import { collectionSearchValidator } from '../../../lib/collection-search';

/** Clients list (issue 7): search, sort, filters, pages and bulk actions in the URL. */
export const Route = createFileRoute('/admin/clients/')({
  validateSearch: collectionSearchValidator(COLLECTION_LISTS.clients),
  component: ClientsListPage,
});

function ClientsListPage() {
  return <CollectionListPage collection={clientsCollection} />;
}
