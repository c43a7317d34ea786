import { collectionProcedures } from './crud-api';
import type { CollectionKey } from '@forma/validators';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useAdminContext } from '../lib/use-admin-api';
import type { CollectionRow } from './types';

/**
 * What a draft action works on: a stored record and the fields changed (with the revision the
 * change is based on, issue 41: a stale one is refused), or a new record.
 */
export type DraftTarget =
  | { id: number; data: Record<string, unknown>; revision?: number }
  | { input: Record<string, unknown> };

/**
 * Only the entries of `values` whose field the admin changed (`dirtyFields`, react-hook-form's
 * form state): saving them does not overwrite a concurrent change to another field.
 */
export function changedValues(
  values: Record<string, unknown>,
  dirtyFields: FieldValues,
): Record<string, unknown> {
  const dirty = new Set(Object.keys(dirtyFields));
  return Object.fromEntries(Object.entries(values).filter(([key]) => dirty.has(key)));
}

/**
 * The draft workflow of one collection's records (issue 20 item 1), shared by the collection
 * edit screen and the designer works form. Each action resolves to the stored row as the server
 * answers it, and rejects with the server's error (the caller shows it); every one refreshes the
 * console's admin queries once settled.
 * - `saveDraft(target)`: keeps the changed fields as the record's draft, or creates a new record
 *   unpublished; the site does not change.
 * - `publish(target, onDraftKept?)`: a stored record's changes are first kept as its draft (so a
 *   refused publish loses nothing; `onDraftKept` gets that row), then its whole draft goes live;
 *   a new record is created live.
 * - `discardDraft(id, revision?)`: drops the waiting draft; `unpublish(id)`: takes the record off the site
 *   (a waiting draft folded in).
 * `pending` says which action is under way.
 */
export function useRecordDraftActions(collection: CollectionKey) {
  const { trpc, queryClient } = useAdminContext();
  const procedures = collectionProcedures(trpc, collection);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
  const create = useMutation(procedures.create.mutationOptions({ onSettled: refresh }));
  const createDraft = useMutation(procedures.createDraft.mutationOptions({ onSettled: refresh }));
  const saveDraft = useMutation(procedures.saveDraft.mutationOptions({ onSettled: refresh }));
  const publish = useMutation(procedures.publish.mutationOptions({ onSettled: refresh }));
  const discardDraft = useMutation(procedures.discardDraft.mutationOptions({ onSettled: refresh }));
  const unpublish = useMutation(procedures.unpublish.mutationOptions({ onSettled: refresh }));

  return {
    saveDraft: (target: DraftTarget): Promise<CollectionRow> =>
      'id' in target
        ? saveDraft.mutateAsync({ id: target.id, data: target.data, revision: target.revision })
        : createDraft.mutateAsync(target.input),
    publish: async (
      target: DraftTarget,
      onDraftKept?: (kept: CollectionRow) => void,
    ): Promise<CollectionRow> => {
      if (!('id' in target)) return create.mutateAsync(target.input);
      let revision = target.revision;
      if (Object.keys(target.data).length > 0) {
        const kept = await saveDraft.mutateAsync({ id: target.id, data: target.data, revision });
        onDraftKept?.(kept);
        revision = kept.revision as number | undefined;
      }
      return publish.mutateAsync({ id: target.id, revision });
    },
    discardDraft: (id: number, revision?: number): Promise<CollectionRow> =>
      discardDraft.mutateAsync({ id, revision }),
    unpublish: (id: number): Promise<CollectionRow> => unpublish.mutateAsync({ id }),
    pending: {
      saveDraft: saveDraft.isPending || createDraft.isPending,
      publish: create.isPending || publish.isPending,
      discardDraft: discardDraft.isPending,
      unpublish: unpublish.isPending,
    },
  };
}
