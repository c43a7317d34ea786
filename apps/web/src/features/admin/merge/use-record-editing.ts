import { useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { unsavedKey } from '../../../lib/unsaved-work';
import type { CollectionRow, FieldSpec } from '../collections/types';
import { recordMergeFields } from '../collections/form-values';
import { useAdminContext } from '../lib/use-admin-api';
import { useEditingPresence } from '../presence/presence';
import { useBasedForm, type StoredVersion } from './use-based-form';
import { useLocalBackup } from './use-local-backup';

/**
 * A record's form values as the stored version a form is based on (issue 41): its revision (0
 * for a row without one, or a new row), when it was saved and, since a record does not say who,
 * `username`.
 */
function storedVersion(
  values: FieldValues,
  row: CollectionRow | null,
  username: string | null,
): StoredVersion {
  return {
    revision: typeof row?.revision === 'number' ? row.revision : 0,
    content: values,
    username,
    updatedAt: (row?.draftUpdatedAt as Date | null | undefined) ?? new Date(),
  };
}

/**
 * The editing of one record in a form (issue 41), for the collection edit screen and a designer's
 * work form alike: who else has it open (`others`, presence `<collection>:<id>`; their saves call
 * `onSavedElsewhere`, which reloads the row), the form based on the row's revision (`based`,
 * merging a newer row into unsaved changes), the values kept in the browser
 * (`restoredAt`, under `<collection>:<id or newKey>`), and `versionOf(values, saved)` for the
 * form's own saves (`based.saved(versionOf(...))`). `defaults` are the row's form values.
 */
export function useRecordEditing({
  form,
  collection,
  row,
  newKey = 'new',
  defaults,
  fields,
  canEdit,
  onSavedElsewhere,
}: {
  form: UseFormReturn<FieldValues>;
  collection: string;
  row: CollectionRow | null;
  newKey?: string;
  defaults: FieldValues;
  fields: readonly FieldSpec[];
  canEdit: boolean;
  onSavedElsewhere: () => void;
}) {
  const { adminUser } = useAdminContext();
  const others = useEditingPresence(row ? `${collection}:${row.id}` : null, onSavedElsewhere);
  // The one other person editing it, when there is one, is who saved what comes in.
  const author = others.length === 1 ? others[0]!.username : null;
  const head = useMemo(() => storedVersion(defaults, row, author), [defaults, row, author]);
  const mergeFields = useMemo(() => recordMergeFields(fields), [fields]);
  const based = useBasedForm({
    form,
    head,
    fields: mergeFields,
    toContent: (values) => values,
    toValues: (content) => content,
  });
  const restoredAt = useLocalBackup({
    storageKey: unsavedKey(adminUser.id, `${collection}:${row?.id ?? newKey}`),
    form,
    base: based.base,
    enabled: canEdit,
    restore: based.restore,
  });
  return {
    others,
    based,
    restoredAt,
    versionOf: (values: FieldValues, saved: CollectionRow) => storedVersion(values, saved, author),
  };
}
