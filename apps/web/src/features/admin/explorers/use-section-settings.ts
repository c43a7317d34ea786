import type { RouterOutputs } from '@forma/api';
import { toast } from '@forma/ui';
import type { SettingKey } from '@forma/validators';
import { readEnabled } from '@forma/validators/values';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../lib/errors';
import { useAdminContext } from '../lib/use-admin-api';

/** A stored setting row as `settings.list` returns it. */
type StoredSetting = RouterOutputs['settings']['list'][number];

/** What the hook needs to know about one landing section's two settings. */
export interface SectionSettingsConfig<V extends string> {
  /** The section in the admin's words, for toasts ("AI section"). */
  section: string;
  styleKey: SettingKey;
  enabledKey: SettingKey;
  /** The lenient reader of SPEC 4: a stored value to the style shown (unknown: the default). */
  readStyle: (value: string | null | undefined) => V;
  /** The style's name for toasts ("Style 3: Terminal"). */
  styleLabel: (value: V) => string;
}

/** True for a tRPC NOT_FOUND (deleting a setting that is already unset). */
function isNotFound(error: unknown): boolean {
  const data = (error as { data?: { code?: string; httpStatus?: number } } | null)?.data;
  return data?.code === 'NOT_FOUND' || data?.httpStatus === 404;
}

/**
 * One landing section's saved style and visibility (SPEC 3 settings, SPEC 4 readers) from
 * `settings.list`, and the actions that change them with their toasts: `saveStyle` (PUT through
 * `settings.update`), `resetStyle` (`settings.delete`: the default returns; an already unset
 * setting counts as done) and `setEnabled` ('true' / 'false'). Every change refreshes the list and
 * the landing page's cached read of the key, so `/` shows it at once.
 */
export function useSectionSettings<V extends string>(config: SectionSettingsConfig<V>) {
  const { trpc, queryClient } = useAdminContext();
  const list = useQuery(trpc.settings.list.queryOptions());
  const rows = new Map<string, StoredSetting>((list.data ?? []).map((row) => [row.key, row]));
  const styleRow = rows.get(config.styleKey);
  const enabledRow = rows.get(config.enabledKey);

  const refresh = (key: SettingKey) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.settings.list.queryKey() }),
      // The landing page's read of this setting (features/landing/data.ts settingQuery).
      queryClient.invalidateQueries({ queryKey: [`/api/settings/${key}`] }),
    ]);

  const saveStyle = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (row) =>
        toast({
          title: 'Design saved',
          description: `${config.section}: ${config.styleLabel(config.readStyle(row.value))} is now live on the landing page.`,
        }),
      onError: (error) =>
        toast({
          title: 'Could not save the design',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: () => refresh(config.styleKey),
    }),
  );

  const remove = useMutation(trpc.settings.delete.mutationOptions());
  const resetStyle = async () => {
    try {
      await remove.mutateAsync({ key: config.styleKey });
    } catch (error) {
      // Already unset: the default is what the landing page shows, which is what was asked.
      if (!isNotFound(error)) {
        toast({
          title: 'Could not go back to the default',
          description: errorMessage(error),
          variant: 'destructive',
        });
        return refresh(config.styleKey);
      }
    }
    toast({
      title: 'Back to the default',
      description: `${config.section}: the landing page shows the default design again.`,
    });
    await refresh(config.styleKey);
  };

  const setEnabled = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (row) =>
        toast({
          title: row.value === 'false' ? `${config.section} hidden` : `${config.section} shown`,
          description:
            row.value === 'false'
              ? 'Visitors no longer see it on the landing page.'
              : 'Visitors see it on the landing page again.',
        }),
      onError: (error) =>
        toast({
          title: `Could not change the ${config.section.toLowerCase()}`,
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: () => refresh(config.enabledKey),
    }),
  );

  const pendingEnabled = setEnabled.isPending ? setEnabled.variables.value : null;

  return {
    isLoading: list.isPending,
    error: list.isError ? list.error : null,
    retry: () => void list.refetch(),
    retrying: list.isFetching,
    /** The style the landing page shows now (SPEC 4 reader over the stored value). */
    style: config.readStyle(styleRow?.value),
    /** The stored style row, or undefined when the setting is not set. */
    styleRow,
    /** Whether the landing page shows the section (anything but 'false'). */
    enabled: readEnabled(enabledRow?.value),
    enabledRow,
    /** The switch's position: the value being saved while a change is pending. */
    enabledShown:
      pendingEnabled === null ? readEnabled(enabledRow?.value) : pendingEnabled !== 'false',
    saveStyle: (value: V) => saveStyle.mutate({ key: config.styleKey, value }),
    resetStyle: () => void resetStyle(),
    setEnabled: (on: boolean) =>
      setEnabled.mutate({ key: config.enabledKey, value: on ? 'true' : 'false' }),
    saving: saveStyle.isPending,
    resetting: remove.isPending,
    togglingEnabled: setEnabled.isPending,
  };
}
