import diff from 'microdiff';
import type { BlockField } from './block-fields';

/** One changed field between two versions of a block, in the form's words. */
export interface FieldChange {
  /** "Cards › 2 › Title". */
  label: string;
  kind: 'added' | 'removed' | 'changed';
  before: string;
  after: string;
}

const show = (value: unknown): string =>
  value === undefined || value === null || value === ''
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The label of a diff path: list names and field labels from the form, items numbered from 1. */
function labelOf(fields: BlockField[], path: (string | number)[]): string {
  const [top, index, key] = path;
  const field = fields.find((f) => f.name === top);
  if (!field) return path.join(' › ');
  if (field.kind === 'value') return field.spec.label;
  const parts = [field.label];
  if (index !== undefined) parts.push(String(Number(index) + 1));
  if (key !== undefined) parts.push(field.item.find((s) => s.name === key)?.label ?? String(key));
  return parts.join(' › ');
}

/**
 * What changed from `from` to `to` (two stored versions of one block), field by field, via
 * microdiff. An empty or missing field reads '' (the built-in default shows on the site).
 */
export function contentChanges(fields: BlockField[], from: unknown, to: unknown): FieldChange[] {
  const a = (from && typeof from === 'object' ? from : {}) as Record<string, unknown>;
  const b = (to && typeof to === 'object' ? to : {}) as Record<string, unknown>;
  return diff(a, b).map((d) => ({
    label: labelOf(fields, d.path),
    kind: d.type === 'CREATE' ? 'added' : d.type === 'REMOVE' ? 'removed' : 'changed',
    before: d.type === 'CREATE' ? '' : show(d.oldValue),
    after: d.type === 'REMOVE' ? '' : show(d.value),
  }));
}
