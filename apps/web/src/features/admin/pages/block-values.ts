import type { BlockField } from './block-fields';
import type { MergeField } from '../merge/three-way-merge';

/** A list item of the form: every field a string; `key` is the form's own item identity. */
export type BlockItemValues = Record<string, unknown>;
/** The editor's form values: strings for fields, arrays of items for lists. */
export type BlockFormValues = Record<string, unknown>;

const asText = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** A fresh id for a generated item field (a new project's `id`). */
export const newItemId = () => `item-${Math.random().toString(36).slice(2, 10)}`;

/** One list item's form values from a stored item (missing fields become ''). */
export function itemValues(
  field: Extract<BlockField, { kind: 'list' }>,
  item: unknown,
): BlockItemValues {
  const source = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
  const out: BlockItemValues = {};
  for (const spec of field.item) out[spec.name] = asText(source[spec.name]);
  for (const name of field.generated) out[name] = source[name] ?? newItemId();
  for (const name of field.kept) if (source[name] !== undefined) out[name] = source[name];
  return out;
}

/**
 * The form values of a stored block (null: nothing stored): every field present, '' where the
 * block leaves it out, so the built-in default shows as the placeholder.
 */
export function blockFormValues(fields: BlockField[], content: unknown): BlockFormValues {
  const source = (content && typeof content === 'object' ? content : {}) as Record<string, unknown>;
  const out: BlockFormValues = {};
  for (const field of fields) {
    if (field.kind === 'value') out[field.name] = asText(source[field.name]);
    else {
      const items = Array.isArray(source[field.name]) ? (source[field.name] as unknown[]) : [];
      out[field.name] = items.map((item) => itemValues(field, item));
    }
  }
  return out;
}

/**
 * The block to store from the form values: empty fields and empty lists are left out (the
 * built-in default applies to them, SPEC 3 "present fields override built-in defaults"); list
 * items keep every field (some schemas require them, '' included) except an unset select (an
 * enum has no ''). Pure; the
 * result is what the preview renders too.
 */
export function blockContent(
  fields: BlockField[],
  values: BlockFormValues,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'value') {
      if (typeof value === 'string' && value.trim() !== '') out[field.name] = value;
      continue;
    }
    const items = Array.isArray(value) ? (value as BlockItemValues[]) : [];
    if (items.length === 0) continue;
    const selects = field.item.filter((f) => f.widget === 'select').map((f) => f.name);
    out[field.name] = items.map((item) =>
      Object.fromEntries(
        Object.entries(item).filter(([key, v]) => !(selects.includes(key) && v === '')),
      ),
    );
  }
  return out;
}

/**
 * The fields of a block as a three-way merge names them (issue 41 item 2): each value field by
 * its label, each list with its items named by their title field ("Cards: Global network").
 */
export function blockMergeFields(fields: BlockField[]): MergeField[] {
  return fields.map((field) =>
    field.kind === 'value'
      ? { name: field.name, label: field.spec.label }
      : {
          name: field.name,
          label: field.label,
          list: {
            itemLabel: (item, index) => {
              const title = field.titleField
                ? (item as Record<string, unknown> | undefined)?.[field.titleField]
                : undefined;
              return typeof title === 'string' && title.trim() ? title : `Item ${index + 1}`;
            },
          },
        },
  );
}
