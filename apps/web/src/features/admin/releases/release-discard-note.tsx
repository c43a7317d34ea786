import type { ReleaseEntity } from '@forma/validators';
import { useQuery } from '@tanstack/react-query';
import { useAdminContext } from '../lib/use-admin-api';

/**
 * For the confirmation of "Discard draft" (issue 20 item 3): names the releases still to come
 * that were to publish this draft, which will then have nothing of it to publish. Nothing when
 * the draft is in none (the membership query is the one ReleaseMembership shows, from cache).
 */
export function ReleaseDiscardNote({
  entity,
  entityKey,
}: {
  entity: ReleaseEntity;
  entityKey: string;
}) {
  const { trpc } = useAdminContext();
  const memberOf = useQuery(trpc.releases.of.queryOptions({ entity, entityKey }));
  const publishing = (memberOf.data ?? []).filter((release) => release.action === 'publish');
  if (publishing.length === 0) return null;
  const names = publishing.map((release) => `“${release.name}”`).join(', ');
  return (
    <p className="mt-2 text-amber-200/90">
      {publishing.length === 1
        ? `The release ${names} was to publish`
        : `The releases ${names} were to publish`}{' '}
      this draft: {publishing.length === 1 ? 'it' : 'they'} will have nothing of it to publish.
    </p>
  );
}
