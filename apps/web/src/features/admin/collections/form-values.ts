import type { MergeField } from '../merge/three-way-merge';
import { z } from 'zod';
import type { CollectionRow, FieldSpec } from './types';

/** Top-level form keys of a list of field specs (`cssProperties.opacity` -> `cssProperties`). */
export function topLevelKeys(fields: readonly FieldSpec[]): string[] {
  return [...new Set(fields.map((f) => f.name.split('.')[0]!))];
}

/**
 * A record's form fields as a three-way merge names them (issue 41 item 2): one per top-level
 * key, labelled by its first field (`media.url` merges as `media`, "Image").
 */
export function recordMergeFields(fields: readonly FieldSpec[]): MergeField[] {
  return topLevelKeys(fields).map((name) => ({
    name,
    label: fields.find((f) => f.name === name || f.name.startsWith(`${name}.`))!.label,
  }));
}

/** The empty value a widget edits when a field has no value yet. */
function emptyValue(spec: FieldSpec): unknown {
  switch (spec.widget) {
    case 'switch':
      return false;
    case 'tags':
      return [];
    case 'number':
      return spec.nullable ? null : '';
    default:
      return '';
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}

function getPath(source: Record<string, unknown>, path: string): unknown {
  let node: unknown = source;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The form's starting values: the row's values (editing) or the schema's defaults (creating),
 * with every field present so the form is controlled from the start.
 */
export function formDefaults(
  fields: readonly FieldSpec[],
  schema: z.ZodObject | null,
  row: CollectionRow | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const spec of fields) {
    let value = row ? getPath(row, spec.name) : undefined;
    if (value === undefined && !row && schema) {
      const top = spec.name.split('.')[0]!;
      const field = schema.shape[top];
      if (field instanceof z.ZodDefault && top === spec.name) value = field.parse(undefined);
    }
    setPath(values, spec.name, value === undefined || value === null ? emptyValue(spec) : value);
  }
  return values;
}

/**
 * What the form submits: empty optional entries of nested objects (`cssProperties.color: ''`)
 * are dropped, so "not set" is not sent as an invalid value.
 */
export function pruneEmpty(values: Record<string, unknown>, fields: readonly FieldSpec[]) {
  const out: Record<string, unknown> = structuredClone(values);
  for (const spec of fields) {
    if (!spec.name.includes('.')) continue;
    const value = getPath(out, spec.name);
    if (value === '' || value === null || value === undefined) {
      const parts = spec.name.split('.');
      const parent = getPath(out, parts.slice(0, -1).join('.'));
      if (parent && typeof parent === 'object')
        delete (parent as Record<string, unknown>)[parts.at(-1)!];
    }
  }
  return out;
}

/**
 * A row with its saved draft's fields over its live ones (issue 20 item 1): what the editor last
 * saved, which the form shows.
 */
export function withDraft(row: CollectionRow): CollectionRow {
  const draft = row.draft as Record<string, unknown> | null | undefined;
  return draft ? { ...row, ...draft } : row;
}
