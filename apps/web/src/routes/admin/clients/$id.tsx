import { createFileRoute } from '@tanstack/react-router';
import { CollectionEditPage } from '../../../features/admin/collections/collection-edit-page';
import { clientsCollection } from '../../../features/admin/collections/definitions';

/** Create (`new`) or edit one of the clients (issue 7 edit screens). */
export const Route = createFileRoute('/admin/clients/$id')({
  component: ClientsEditPage,
});

function ClientsEditPage() {
  const { id } = Route.useParams();
  return <CollectionEditPage collection={clientsCollection} id={id} />;
}
