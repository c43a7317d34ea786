import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { MergeAuthor } from './merge-panel';
import { threeWayMerge, type MergeField, type MergeResult } from './three-way-merge';

/** A stored version of what a form edits: its revision, its fields, who saved it and when. */
export interface StoredVersion extends MergeAuthor {
  revision: number;
  content: Record<string, unknown>;
}

/** A merge waiting for the person's choices: the result and the version merged in. */
export interface PendingMerge {
  result: MergeResult;
  theirs: StoredVersion;
}

/**
 * A form based on the revision it was opened at (issue 41 items 1 and 2). `head` is the latest
 * stored version the server reports (a refetch, a live event, the answer to a refused save).
 * When it moves past `base`:
 * - a form without changes simply shows it;
 * - a form with changes is merged three ways (base, theirs, the form): with no conflict the
 *   merge goes into the form at once and `notice` says what came in; otherwise `pending` holds
 *   it for the merge view, whose `applyMerge` puts the decided result in the form.
 * Either way the form is then based on `head`: its next save is checked against it. After a
 * save of its own, the editor calls `saved` with the stored version.
 *
 * `toContent` / `toValues` convert between the form's values and the stored fields.
 */
export function useBasedForm({
  form,
  head,
  fields,
  toContent,
  toValues,
}: {
  form: UseFormReturn<FieldValues>;
  head: StoredVersion;
  fields: readonly MergeField[];
  toContent: (values: FieldValues) => Record<string, unknown>;
  toValues: (content: Record<string, unknown>) => FieldValues;
}) {
  const [base, setBase] = useState<StoredVersion>(head);
  const [pending, setPending] = useState<PendingMerge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const convert = useRef({ toContent, toValues, fields });
  convert.current = { toContent, toValues, fields };

  /** Shows `theirs` in the form with `merged` over it as unsaved changes, based on `theirs`. */
  const putInForm = useCallback(
    (theirs: StoredVersion, merged: Record<string, unknown>) => {
      const { toValues } = convert.current;
      form.reset(toValues(theirs.content));
      form.reset(toValues(merged), { keepDefaultValues: true });
      setBase(theirs);
    },
    [form],
  );

  useEffect(() => {
    if (head.revision === base.revision) return;
    const { toContent, toValues, fields } = convert.current;
    if (!form.formState.isDirty) {
      form.reset(toValues(head.content));
      setBase(head);
      setPending(null);
      return;
    }
    // Each side read through the form, so that "unchanged" compares like with like.
    const normal = (content: Record<string, unknown>) => toContent(toValues(content));
    const result = threeWayMerge(
      fields,
      normal(base.content),
      toContent(form.getValues()),
      normal(head.content),
    );
    if (result.conflicts.length === 0) {
      putInForm(head, result.merged);
      setPending(null);
      const who = head.username ?? 'Someone';
      setNotice(
        result.takenFromTheirs.length > 0
          ? `${who} saved meanwhile: their ${result.takenFromTheirs.join(', ')} merged into your changes.`
          : `${who} saved meanwhile; your changes are kept.`,
      );
    } else setPending({ result, theirs: head });
  }, [head, base, form, putInForm]);

  return {
    /** The version the form is based on: send `base.revision` with every save. */
    base,
    /** A merge waiting for choices (show the merge view), or null. */
    pending,
    /** What the last automatic merge brought in, for the status line; null otherwise. */
    notice,
    /** Puts the merge view's decided result in the form. */
    applyMerge(merged: Record<string, unknown>) {
      if (!pending) return;
      putInForm(pending.theirs, merged);
      setPending(null);
      setNotice(null);
    },
    /**
     * Values typed earlier on `from` (kept in the browser) back in the form; when `head` has
     * moved on since, they are merged with it like any other change.
     */
    restore(from: StoredVersion, values: FieldValues) {
      form.reset(convert.current.toValues(from.content));
      form.reset(values, { keepDefaultValues: true });
      setBase(from);
    },
    /** After the form's own save: it is now based on the stored version. */
    saved(version: StoredVersion) {
      setBase(version);
      setPending(null);
      setNotice(null);
    },
  };
}
