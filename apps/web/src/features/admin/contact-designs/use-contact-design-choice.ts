import { toast } from '@forma/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CONTACT_DESIGN_STORAGE_KEY } from '../../landing/data';
import { isContactDesignNumber, type ContactDesignNumber } from '../../landing/contact/designs';
import { useAdminContext } from '../lib/use-admin-api';

const KEY = 'selectedContactFormDesign';

/** Reads a 1-7 design number from a raw setting value (anything else: null). */
export function parseContactDesign(value: string | null | undefined): ContactDesignNumber | null {
  const n = Number(value);
  return value && isContactDesignNumber(n) ? n : null;
}

/** The locally stored design choice (SPEC 9 `contactFormDesign`); null when blocked or unset. */
function readLocal(): string | null {
  try {
    return localStorage.getItem(CONTACT_DESIGN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Writes (or with null removes) the local choice; false when storage is blocked. */
function writeLocal(value: string | null): boolean {
  try {
    if (value === null) localStorage.removeItem(CONTACT_DESIGN_STORAGE_KEY);
    else localStorage.setItem(CONTACT_DESIGN_STORAGE_KEY, value);
    return true;
  } catch {
    return false;
  }
}

/** True for a tRPC NOT_FOUND (deleting a setting that is already unset). */
function isNotFound(error: unknown): boolean {
  const data = (error as { data?: { code?: string; httpStatus?: number } } | null)?.data;
  return data?.code === 'NOT_FOUND' || data?.httpStatus === 404;
}

/**
 * The saved contact form design and the actions to change it (SPEC 4 "Contact form design",
 * SPEC 8 design toasts): `saved` is the server setting (from the console's `settings.list`) or,
 * when it is unset, the locally stored `contactFormDesign`. `save(n)` writes
 * the local copy and the server setting (`settings.update`); if only the server save fails the
 * local save counts and success is shown. `reset()` unsets both (`settings.delete`).
 */
export function useContactDesignChoice() {
  const { trpc, queryClient } = useAdminContext();
  // Read from the console's list of stored settings: an unset design is simply absent there,
  // where the public `GET /api/settings/{key}` answers 404 (a console error in the browser).
  const setting = useQuery({
    ...trpc.settings.list.queryOptions(),
    select: (rows) => rows.find((row) => row.key === KEY)?.value ?? null,
  });
  const serverMissing = setting.isSuccess && setting.data === null;
  const saved = parseContactDesign(serverMissing ? readLocal() : (setting.data ?? null));

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [`/api/settings/${KEY}`] }),
      queryClient.invalidateQueries({ queryKey: trpc.settings.list.queryKey() }),
    ]);

  const update = useMutation(trpc.settings.update.mutationOptions());
  const remove = useMutation(trpc.settings.delete.mutationOptions());
  const failed = () =>
    toast({
      title: 'Error saving design',
      description: 'There was an error saving your design choice.',
      variant: 'destructive',
    });

  const save = async (design: ContactDesignNumber) => {
    const local = writeLocal(String(design));
    try {
      await update.mutateAsync({ key: KEY, value: String(design) });
    } catch {
      // SPEC 8: if only the server save fails, the local save still counts.
      if (!local) {
        failed();
        return refresh();
      }
    }
    toast({
      title: 'Design saved!',
      description: `Design ${design} has been selected as the new contact form.`,
    });
    await refresh();
  };

  const reset = async () => {
    writeLocal(null);
    try {
      await remove.mutateAsync({ key: KEY });
    } catch (error) {
      if (!isNotFound(error)) {
        failed();
        return refresh();
      }
    }
    toast({
      title: 'Design reset',
      description: 'The landing page shows the default contact form again.',
    });
    await refresh();
  };

  return {
    saved,
    isLoading: setting.isPending,
    error: setting.isError ? setting.error : null,
    retry: () => void setting.refetch(),
    retrying: setting.isFetching,
    save: (design: ContactDesignNumber) => void save(design),
    reset: () => void reset(),
    saving: update.isPending,
    resetting: remove.isPending,
  };
}
