import { Button, Select, toast } from '@forma/ui';
import type { ReleaseEntity } from '@forma/validators';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../lib/errors';
import { useCanEdit } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';
import { ReleaseStatusBadge } from './release-status';
import { isReleaseEditable } from './release-values';

/**
 * Which releases still to come hold this block or record (issue 20 item 3), each linking to
 * its release, and for an editor "Add to release" with a pick of the others (or a link to
 * create one). Beside a draft in the page editors and the record editors.
 */
export function ReleaseMembership({
  entity,
  entityKey,
  label,
  hasDraft,
  isLive,
}: {
  entity: ReleaseEntity;
  entityKey: string;
  /** What the item is called in messages ("the hero block", "“Ana Lopez”"). */
  label: string;
  /** A draft waits (something for a release that publishes to publish). */
  hasDraft: boolean;
  /** It is on the site (something for a release that unpublishes to take off). */
  isLive: boolean;
}) {
  const { trpc, queryClient } = useAdminContext();
  const canEdit = useCanEdit();
  const memberOf = useQuery(trpc.releases.of.queryOptions({ entity, entityKey }));
  const all = useQuery({ ...trpc.releases.list.queryOptions(), enabled: canEdit });
  const add = useMutation(trpc.releases.addItem.mutationOptions());
  const [picked, setPicked] = useState('');
  const groupRef = useRef<HTMLDivElement>(null);

  const inIds = new Set((memberOf.data ?? []).map((r) => r.id));
  // A release that publishes takes what has a draft; one that unpublishes, a record on the site
  // (never a page block).
  const choices = (all.data ?? []).filter(
    (r) =>
      isReleaseEditable(r.status) &&
      !inIds.has(r.id) &&
      (r.action === 'publish' ? hasDraft : entity !== 'content' && isLive),
  );
  const choice = choices.some((r) => String(r.id) === picked)
    ? picked
    : String(choices[0]?.id ?? '');

  const onAdd = async () => {
    const release = choices.find((r) => String(r.id) === choice);
    if (!release) return;
    try {
      await add.mutateAsync({ releaseId: release.id, entity, entityKey });
      await queryClient.invalidateQueries({ queryKey: trpc.releases.pathKey() });
      // The picker may be gone now: focus stays in the group, which names the release.
      groupRef.current?.focus();
      toast({
        title: 'Added to the release',
        description:
          release.action === 'unpublish'
            ? `${label} comes off the site with “${release.name}”.`
            : `${label} goes live with “${release.name}”.`,
      });
    } catch (error) {
      toast({
        title: 'Could not add it to the release',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  if (memberOf.isPending || memberOf.isError) return null;
  return (
    <div
      role="group"
      ref={groupRef}
      tabIndex={-1}
      aria-label="Releases"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded text-sm text-white/65 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
    >
      {memberOf.data.length > 0 ? (
        <span className="flex flex-wrap items-center gap-2">
          In release
          {memberOf.data.map((release) => (
            <Link
              key={release.id}
              to="/admin/releases/$id"
              params={{ id: String(release.id) }}
              className="inline-flex items-center gap-1.5 rounded-full border border-white/15 bg-white/[0.04] px-2.5 py-0.5 text-white hover:bg-white/[0.08] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
            >
              {release.name}
              <ReleaseStatusBadge status={release.status} />
            </Link>
          ))}
        </span>
      ) : (
        <span>Not in a release.</span>
      )}
      {canEdit &&
        (choices.length > 0 ? (
          <span className="flex flex-wrap items-center gap-2">
            <label className="sr-only" htmlFor={`release-pick-${entity}-${entityKey}`}>
              Release to add to
            </label>
            {/* The kit's Select fills its box: the box sets the width. */}
            <span className="block w-56 max-w-full">
              <Select
                id={`release-pick-${entity}-${entityKey}`}
                className="h-9 py-1 text-sm"
                value={choice}
                onChange={(e) => setPicked(e.target.value)}
              >
                {choices.map((release) => (
                  <option key={release.id} value={release.id}>
                    {release.action === 'unpublish' ? `${release.name} (takes off)` : release.name}
                  </option>
                ))}
              </Select>
            </span>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              loading={add.isPending}
              onClick={() => void onAdd()}
            >
              {!add.isPending && <CalendarPlus aria-hidden />}
              Add to release
            </Button>
          </span>
        ) : (
          all.isSuccess &&
          (all.data ?? []).every((r) => !isReleaseEditable(r.status)) && (
            <Link
              to="/admin/releases"
              className="text-violet-200 underline-offset-4 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
            >
              Create a release to publish it later
            </Link>
          )
        ))}
    </div>
  );
}
