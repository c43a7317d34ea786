import './zod-config';
import { z } from 'zod';
import { type CollectionFilterSpec, type CollectionListSpec } from './collection-lists';
import { textString } from './common';

export * from './collection-lists';

/** Largest page a list call may ask for, rows. */
export const MAX_PAGE_SIZE = 100;

/** Accepts `true`/`false` as booleans and as the strings a URL query carries. */
const booleanFilter = z.union([
  z.boolean(),
  z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true'),
]);

/** One filter value's schema from its spec (`designerId` enums take a positive integer). */
function filterSchema(column: string, spec: CollectionFilterSpec): z.ZodType {
  if (spec.kind === 'boolean') return booleanFilter;
  if (spec.values)
    return z.enum(spec.values as [string, ...string[]], { error: `Unknown ${column}` });
  return z.coerce
    .number({ error: `${column} must be a number` })
    .int(`${column} must be an integer`)
    .positive(`${column} must be positive`)
    .max(2_147_483_647, `${column} is too large`);
}

/**
 * The `list` input of one collection: `{ search?, sort?, filters?, limit = pageSize, offset = 0 }`.
 * `sort` is one of the collection's sortable columns, `-` first for descending; `filters` is a
 * strict object of its filter columns. Unknown sort columns and filter keys fail validation (400).
 */
export function listInputFor(spec: CollectionListSpec) {
  const sortValues = spec.sortable.flatMap((c) => [c, `-${c}`]) as [string, ...string[]];
  const filters: Record<string, z.ZodType> = {};
  for (const [column, filter] of Object.entries(spec.filters))
    filters[column] = filterSchema(column, filter).optional();
  return z
    .object({
      search: textString('search').trim().max(200, 'search is too long').optional(),
      sort: z
        .enum(sortValues, {
          error: `sort must be one of: ${spec.sortable.join(', ')} (prefix - for descending)`,
        })
        .optional(),
      filters: z
        .strictObject(filters, {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? `Unknown filter: ${issue.keys.join(', ')}. Filters: ${Object.keys(spec.filters).join(', ') || 'none'}`
              : 'filters must be an object',
        })
        .optional(),
      limit: z.coerce
        .number({ error: 'limit must be a number' })
        .int('limit must be an integer')
        .min(1, `limit must be between 1 and ${MAX_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `limit must be between 1 and ${MAX_PAGE_SIZE}`)
        .default(spec.pageSize),
      offset: z.coerce
        .number({ error: 'offset must be a number' })
        .int('offset must be an integer')
        .min(0, 'offset must be 0 or more')
        .max(1_000_000, 'offset is too large')
        .default(0),
    })
    .default({ limit: spec.pageSize, offset: 0 });
}

/**
 * The query string of a REST list call (GET /api/admin/{slug}) as the OpenAPI document shows it:
 * `search`, `sort`, `limit`, `offset`, and each filter of the collection as a key of its own
 * (`?featured=true`), which the REST adapter gathers into `filters` (listInputFor).
 */
export function listQueryFor(spec: CollectionListSpec) {
  const base = listInputFor(spec).unwrap().omit({ filters: true });
  const filters: Record<string, z.ZodType> = {};
  for (const [column, filter] of Object.entries(spec.filters))
    filters[column] = (
      filter.kind === 'boolean'
        ? z.enum(['true', 'false'])
        : filter.values
          ? z.enum(filter.values as [string, ...string[]])
          : z.string().max(100)
    )
      .optional()
      .describe(`Filter: ${filter.label}`);
  return base.extend(filters);
}

/** Ids of a bulk action: 1 to 100 distinct row ids. */
export const bulkIdsInput = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Select at least one row')
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} rows at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Ids must not repeat'),
});

/** Bulk feature / unfeature: `{ ids, featured }`. */
export const bulkFeatureInput = bulkIdsInput.extend({ featured: z.boolean() });

/**
 * A new order: every id of the reordered set, first to last (orderIndex 0, 1, ...). For designer
 * works `designerId` names the designer whose works these are.
 */
export const reorderInput = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Nothing to reorder')
    .max(1000, 'At most 1000 rows at once')
    .refine((ids) => new Set(ids).size === ids.length, 'Ids must not repeat'),
  designerId: z.number().int().positive().max(2_147_483_647).optional(),
});

/**
 * Paging of a public list (GET /api/designers, /api/projects, /api/testimonials, /api/clients;
 * issue 19 item 4): `limit` 1-100 and `offset` from 0, both optional. Without either the answer
 * is the whole list, as SPEC 7 says.
 */
export const publicListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .optional()
    .describe('Page size (1-100); without limit and offset, the whole list'),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be an integer')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset is too large')
    .optional()
    .describe('Items to skip'),
});
export type PublicListQuery = z.infer<typeof publicListQuery>;
