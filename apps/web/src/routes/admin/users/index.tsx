import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/users/users-page';
import { requireRole } from '../../../features/admin/lib/require-role';
import { collectionSearchValidator } from '../../../lib/collection-search';

/** Users (issue 7; roles, issue 20 item 4): roles, new passwords and deletion. Admins only. */
export const Route = createFileRoute('/admin/users/')({
  ...requireRole('admin'),
  validateSearch: collectionSearchValidator(COLLECTION_LISTS.users),
  component: UsersPage,
});
