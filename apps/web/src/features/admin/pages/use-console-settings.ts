import { SETTING_KEYS } from '@forma/validators/settings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { settingQuery } from '../../landing/data';
import { useAdminContext } from '../lib/use-admin-api';

/**
 * For the page editors' previews (landing sections shown in the console): puts every page
 * setting the sections read (`GET /api/settings/{key}`) into the query cache from the console's
 * `settings.list` (null for an unset one), so the sections fetch none; the public read of an
 * unset setting answers 404, which the browser logs as an error. Returns true once done, or
 * once the list failed (the sections then read the settings themselves).
 */
export function useConsoleSettings(): boolean {
  const { trpc, queryClient } = useAdminContext();
  const settings = useQuery(trpc.settings.list.queryOptions());
  // State, not the query's status: the sections may render only after the effect has filled
  // the cache, or they would fetch in the same render the list arrives in.
  const [seeded, setSeeded] = useState(false);
  useEffect(() => {
    if (settings.data)
      for (const key of SETTING_KEYS)
        queryClient.setQueryData(
          settingQuery(key).queryKey,
          settings.data.find((row) => row.key === key)?.value ?? null,
        );
    if (settings.data || settings.isError) setSeeded(true);
  }, [settings.data, settings.isError, queryClient]);
  return seeded;
}
