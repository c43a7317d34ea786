import { useEffect, useRef, useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { readUnsaved, removeUnsaved, writeUnsaved } from '../../../lib/unsaved-work';
import type { StoredVersion } from './use-based-form';

/** What is kept of a form with changes: the version it was based on and the values typed. */
interface Backup {
  base: StoredVersion;
  values: FieldValues;
  /** When it was kept, ms since the epoch. */
  at: number;
}

/** How long typing pauses before the form is kept, ms. */
const KEEP_AFTER_MS = 400;

/**
 * Keeps a form's unsaved values in the browser under `storageKey` (issue 41 item 2) while it has
 * changes, and drops them once it has none (saved, discarded). On opening, values kept earlier
 * come back through `restore(base, values)`: the form's `useBasedForm` then merges them with
 * whatever was saved since they were typed. Returns when the restored values were typed (ms),
 * for the status line, or null. A viewer's form (`enabled` false) keeps nothing.
 */
export function useLocalBackup({
  storageKey,
  form,
  base,
  enabled,
  restore,
}: {
  storageKey: string;
  form: UseFormReturn<FieldValues>;
  base: StoredVersion;
  enabled: boolean;
  restore: (base: StoredVersion, values: FieldValues) => void;
}): number | null {
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const values = useWatch({ control: form.control });
  const dirty = form.formState.isDirty;
  const opened = useRef(false);
  // The render that restores still sees the form without changes: it must not drop the backup.
  const restoring = useRef(false);

  useEffect(() => {
    if (!enabled || opened.current) return;
    opened.current = true;
    const kept = readUnsaved<Backup>(storageKey);
    if (!kept?.base || !kept.values) return;
    restoring.current = true;
    restoreRef.current(kept.base, kept.values);
    setRestoredAt(kept.at);
  }, [enabled, storageKey]);

  useEffect(() => {
    if (!enabled || !opened.current) return;
    if (restoring.current) {
      restoring.current = false;
      return;
    }
    if (!dirty) {
      removeUnsaved(storageKey);
      return;
    }
    const timer = setTimeout(
      () => writeUnsaved(storageKey, { base, values: form.getValues(), at: Date.now() }),
      KEEP_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [enabled, storageKey, dirty, values, base, form]);

  return restoredAt;
}
