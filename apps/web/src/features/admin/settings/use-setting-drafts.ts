import type { RouterOutputs } from '@forma/api';
import { toast } from '@forma/ui';
import type { SettingKey } from '@forma/validators';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, isConflictError } from '../lib/errors';
import { useAdminContext } from '../lib/use-admin-api';

/**
 * The page settings' drafts (issue 20 item 1) and the actions on them, shared by the settings
 * screen and the design explorers: `drafts` by key (`value` null: publishing unsets it),
 * `saveDraft(key, value)`, `publish(key, value?)` (a value, or null to unset, goes live at once;
 * without one the stored draft does) and `discard(key)`. Each action resolves true on success,
 * toasts its failure with the server's message and resolves false; either way it refreshes the
 * settings, the drafts, the releases and the landing page's cached read of the key. Each action
 * is based on the revision the screen shows (issue 41): one made stale by someone else's save is
 * refused, says so, and the screen then shows their choice.
 * `isLoading`, `isFetching`, `error` and `refetch` are the drafts list's.
 */
export function useSettingDrafts() {
  const { trpc, queryClient } = useAdminContext();
  const list = useQuery(trpc.settings.drafts.queryOptions());
  const drafts = new Map((list.data ?? []).map((draft) => [draft.key, draft]));
  const stored = useQuery(trpc.settings.list.queryOptions());
  /**
   * The revision the screen shows a setting at (issue 41): its draft's, else its stored value's,
   * else 0 (never set); undefined until both lists loaded (the save is then not checked).
   */
  const revisionOf = (key: SettingKey): number | undefined => {
    if (!list.data || !stored.data) return undefined;
    return drafts.get(key)?.revision ?? stored.data.find((s) => s.key === key)?.revision ?? 0;
  };

  const refresh = (key: SettingKey) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.settings.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.releases.pathKey() }),
      // The landing page's read of this setting (features/landing/data.ts settingQuery).
      queryClient.invalidateQueries({ queryKey: [`/api/settings/${key}`] }),
    ]);

  const saveDraft = useMutation(trpc.settings.saveDraft.mutationOptions());
  const publish = useMutation(trpc.settings.publish.mutationOptions());
  const discard = useMutation(trpc.settings.discardDraft.mutationOptions());

  /** Runs `work`, toasting `failure` with the server's reason; refreshes `key` either way. */
  const run = async (key: SettingKey, failure: string, work: () => Promise<unknown>) => {
    try {
      await work();
      return true;
    } catch (error) {
      const stale = isConflictError(error);
      toast({
        title: failure,
        description: stale
          ? 'Someone else changed this setting meanwhile: the screen shows their choice now. Nothing of theirs was overwritten.'
          : errorMessage(error),
        variant: 'destructive',
      });
      return false;
    } finally {
      await refresh(key);
    }
  };

  return {
    drafts,
    isLoading: list.isPending,
    isFetching: list.isFetching,
    error: list.isError ? list.error : null,
    refetch: () => list.refetch(),
    saveDraft: (key: SettingKey, value: string | null) =>
      run(key, 'Could not save the draft', () =>
        saveDraft.mutateAsync({ key, value, revision: revisionOf(key) }),
      ),
    publish: (key: SettingKey, value?: string | null) =>
      run(key, 'Could not publish', () =>
        publish.mutateAsync(
          value === undefined
            ? { key, revision: revisionOf(key) }
            : { key, value, revision: revisionOf(key) },
        ),
      ),
    discard: (key: SettingKey) =>
      run(key, 'Could not discard the draft', () =>
        discard.mutateAsync({ key, revision: revisionOf(key) }),
      ),
    /** The key an action is under way for, or null. */
    pendingKey:
      (saveDraft.isPending && saveDraft.variables.key) ||
      (publish.isPending && publish.variables.key) ||
      (discard.isPending && discard.variables.key) ||
      null,
  };
}

/** A setting's draft as `settings.drafts` answers it. */
export type SettingDraftRow = RouterOutputs['settings']['drafts'][number];

/** What `useSettingDrafts` gives. */
export type SettingDrafts = ReturnType<typeof useSettingDrafts>;
