/**
 * Three-way merge of two people's edits of one block or record (issue 41 item 2): `base` is what
 * both opened, `theirs` what the other person saved since, `mine` the form. A field only one side
 * changed takes that side's value on its own; a list (`items[]`, `projects[]`) both changed is
 * merged item by item while both kept its length (the same positions are the same items), and
 * asks as a whole when either side added, removed or moved items (a reorder on both sides asks).
 * What both changed differently is a conflict for the person to decide. Pure: no React, no I/O.
 */

/** A field of the form, as the merge names it. `list`: its value is an array of items. */
export interface MergeField {
  name: string;
  label: string;
  list?: { itemLabel: (item: unknown, index: number) => string };
}

/** Which side a conflict takes. */
export type MergeSide = 'mine' | 'theirs';

/** A place both sides changed differently: a field, one list item (`items.2`) or a whole list. */
export interface MergeConflict {
  /** `title`, `items.2` (an item) or `items` (the whole list). */
  path: string;
  /** What the person reads: "Title", "Cards: Global network", "Cards (items added, removed or moved)". */
  label: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult {
  /** Every field merged: one side's value where only it changed, mine where a conflict waits. */
  merged: Record<string, unknown>;
  conflicts: MergeConflict[];
  /** Labels of what came from the other person on its own (only they changed it). */
  takenFromTheirs: string[];
  /** Labels of what you changed and they did not (kept on its own). */
  keptFromMine: string[];
}

/** JSON with object keys sorted: two values are the same when these are equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** True when `a` and `b` hold the same data (undefined and a missing key are the same). */
export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Merges `mine` and `theirs` against `base`, field by field (see the module comment). */
export function threeWayMerge(
  fields: readonly MergeField[],
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): MergeResult {
  const merged: Record<string, unknown> = {};
  const conflicts: MergeConflict[] = [];
  const takenFromTheirs: string[] = [];
  const keptFromMine: string[] = [];
  for (const field of fields) {
    const [b, m, t] = [base[field.name], mine[field.name], theirs[field.name]];
    if (sameValue(m, t) || sameValue(t, b)) {
      merged[field.name] = m;
      if (!sameValue(m, b)) keptFromMine.push(field.label);
      continue;
    }
    if (sameValue(m, b)) {
      merged[field.name] = t;
      takenFromTheirs.push(field.label);
      continue;
    }
    // Both changed it, differently.
    const list = field.list;
    const [bl, ml, tl] = [asList(b), asList(m), asList(t)];
    if (list && bl.length === ml.length && ml.length === tl.length) {
      const items = ml.map((mineItem, i) => {
        const [baseItem, theirItem] = [bl[i], tl[i]];
        const label = `${field.label}: ${list.itemLabel(theirItem ?? mineItem, i)}`;
        if (sameValue(mineItem, theirItem) || sameValue(theirItem, baseItem)) return mineItem;
        if (sameValue(mineItem, baseItem)) {
          takenFromTheirs.push(label);
          return theirItem;
        }
        conflicts.push({
          path: `${field.name}.${i}`,
          label,
          base: baseItem,
          mine: mineItem,
          theirs: theirItem,
        });
        return mineItem;
      });
      merged[field.name] = items;
      continue;
    }
    merged[field.name] = m;
    conflicts.push({
      path: field.name,
      label: list ? `${field.label} (items added, removed or moved on both sides)` : field.label,
      base: b,
      mine: m,
      theirs: t,
    });
  }
  return { merged, conflicts, takenFromTheirs, keptFromMine };
}

/**
 * The merged fields with each conflict decided: `choices[path]` says which side it takes (a
 * conflict without a choice keeps mine). A new object; `result` is unchanged.
 */
export function applyChoices(
  result: MergeResult,
  choices: Readonly<Record<string, MergeSide>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...result.merged };
  for (const conflict of result.conflicts) {
    if (choices[conflict.path] !== 'theirs') continue;
    const [name, index] = conflict.path.split('.');
    if (index === undefined) out[name!] = conflict.theirs;
    else {
      const items = [...asList(out[name!])];
      items[Number(index)] = conflict.theirs;
      out[name!] = items;
    }
  }
  return out;
}
