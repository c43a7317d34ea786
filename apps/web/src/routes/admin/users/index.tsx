import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/users/users-page';
import { collectionSearchValidator } from '../../../lib/collection-search';

/** Users (issue 7): admin rights, new passwords and deletion from the list. */
export const Route = createFileRoute('/admin/users/')({
  validateSearch: collectionSearchValidator(COLLECTION_LISTS.users),
  component: UsersPage,
});
