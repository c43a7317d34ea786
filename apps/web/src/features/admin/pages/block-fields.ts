import type { z } from 'zod';
import type { FieldSpec } from '../collections/types';

/**
 * The form of a content block, read from its zod schema (DESIGN.md "Content blocks": one schema
 * drives the editor, the preview and the server). Strings become text fields (a textarea past
 * 300 characters, a colour picker for colours, an upload for images and videos (not their alt
 * texts), a URL field for links), enums selects, arrays of objects repeatable lists. Labels are
 * the schemas' descriptions.
 */
export type BlockField =
  | { kind: 'value'; name: string; spec: FieldSpec }
  | {
      kind: 'list';
      name: string;
      label: string;
      /** Most items the schema allows. */
      max: number;
      /** Fields of one item; their `name` is relative to the item. */
      item: FieldSpec[];
      /** The item field that names an item in the list ("Card: Global Network"). */
      titleField: string | undefined;
      /** Item fields the admin never edits but the schema needs (a project's `id`). */
      generated: string[];
      /** Item fields the landing page does not show: not in the form, kept as stored. */
      kept: string[];
    };

interface ZodInternals {
  def: {
    type: string;
    innerType?: ZodInternals;
    element?: ZodInternals;
    shape?: Record<string, ZodInternals>;
    entries?: Record<string, string>;
    checks?: { _zod: { def: { check: string; maximum?: number } } }[];
  };
  description?: string;
  maxLength?: number | null;
}

const LONG_TEXT = 300;
const DEFAULT_LIST_MAX = 20;

/** "feature1Title" -> "Feature 1 title" (used when a field has no description). */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const unwrap = (schema: ZodInternals): ZodInternals =>
  schema.def.type === 'optional' && schema.def.innerType ? unwrap(schema.def.innerType) : schema;

const describe = (schema: ZodInternals, inner: ZodInternals, name: string) =>
  schema.description ?? inner.description ?? humanize(name);

function valueSpec(name: string, schema: ZodInternals): FieldSpec | null {
  const inner = unwrap(schema);
  const label = describe(schema, inner, name);
  if (inner.def.type === 'enum' && inner.def.entries) {
    const values = Object.values(inner.def.entries);
    return {
      name,
      label,
      widget: 'select',
      // Every block field is optional: "not set" is a choice too (the site picks by position).
      options: [
        { value: '', label: 'Automatic' },
        ...values.map((v) => ({ value: v, label: humanize(v) })),
      ],
    };
  }
  if (inner.def.type !== 'string') return null;
  const max = inner.maxLength ?? undefined;
  // An image's alt text (`shareImageAlt`) is text, not an upload.
  const altText = /Alt$|^alt$/.test(name);
  if (/video/i.test(name) && !altText) return { name, label, widget: 'video', wide: true };
  if (/image/i.test(name) && !altText) return { name, label, widget: 'image', wide: true };
  if (/link|Url$/i.test(name))
    return { name, label, widget: 'url', hint: 'A path (/...), an anchor (#...) or a URL.' };
  if (/^glowGradient|colou?r$/i.test(name)) return { name, label, widget: 'color' };
  const long = max !== undefined && max > LONG_TEXT;
  return {
    name,
    label,
    widget: long ? 'textarea' : 'text',
    wide: long,
    ...(max !== undefined && { max }),
  };
}

const arrayMax = (schema: ZodInternals) =>
  schema.def.checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum ??
  DEFAULT_LIST_MAX;

/**
 * The fields of a block schema, in schema order. Throws when the schema holds a shape the editor
 * cannot show (a nested object outside a list), so a new block fails in development, not silently.
 * `hidden` names list item fields (`items.icon`) the landing page ignores: left out of the form.
 */
export function blockFields(
  schema: z.ZodObject,
  options: { hidden?: readonly string[] } = {},
): BlockField[] {
  const hidden = new Set(options.hidden ?? []);
  const shape = (schema as unknown as ZodInternals).def.shape ?? {};
  return Object.entries(shape).map(([name, field]): BlockField => {
    const inner = unwrap(field);
    if (inner.def.type === 'array' && inner.def.element) {
      const itemShape = unwrap(inner.def.element).def.shape ?? {};
      const item: FieldSpec[] = [];
      const generated: string[] = [];
      const kept: string[] = [];
      for (const [itemName, itemSchema] of Object.entries(itemShape)) {
        if (hidden.has(`${name}.${itemName}`)) {
          kept.push(itemName);
          continue;
        }
        const spec = valueSpec(itemName, itemSchema);
        if (spec) item.push(spec);
        else generated.push(itemName);
      }
      return {
        kind: 'list',
        name,
        label: describe(field, inner, name),
        max: arrayMax(inner),
        item,
        titleField: item.find((f) => f.widget === 'text')?.name,
        generated,
        kept,
      };
    }
    const spec = valueSpec(name, field);
    if (!spec) throw new Error(`The page editor cannot show the field "${name}"`);
    return { kind: 'value', name, spec };
  });
}
