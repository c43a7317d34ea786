import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { createFileRoute } from '@tanstack/react-router';
import { DesignersListPage } from '../../../features/admin/designers/designers-list-page';
import { collectionSearchValidator } from '../../../lib/collection-search';

/** Designers list (SPEC 2 /admin/designers): the generic list plus drag-and-drop ordering. */
export const Route = createFileRoute('/admin/designers/')({
  validateSearch: collectionSearchValidator(COLLECTION_LISTS.designers),
  component: DesignersListPage,
});
