import { z } from 'zod';
import { PATTERN_STATUSES } from './entities';

/**
 * What a list of one admin collection can do (DESIGN.md "The admin console"): the one source of
 * truth for the server's list procedure (whitelist of sort columns and filters: anything else is a
 * 400, never passed to SQL), the repository's search and default order, and the web console's list
 * screen (URL state, headers, filter controls, bulk actions).
 */
export interface CollectionFilterSpec {
  /** Label of the filter control ('Featured'). */
  label: string;
  /** `boolean`: yes/no; `enum`: one of `values`. */
  kind: 'boolean' | 'enum';
  values?: readonly string[];
}

export interface CollectionListSpec {
  /** URL segment under /api/admin/ and /admin/ (`designers`). */
  slug: string;
  /** Singular human label ('Designer'). */
  label: string;
  /** Plural human label ('Designers'). */
  plural: string;
  /** Field that names a row in titles, confirms and toasts. */
  titleField: string;
  /** Text columns matched case-insensitively by `search`. */
  searchable: readonly string[];
  /** Columns a list may be sorted by (`sort: 'name'` ascending, `'-name'` descending). */
  sortable: readonly string[];
  /** Sort used when none is given; ties are always broken by id. */
  defaultSort: readonly string[];
  /** Equality filters a list accepts, by column. */
  filters: Readonly<Record<string, CollectionFilterSpec>>;
  /** Rows per page in the console. */
  pageSize: number;
  /** Rows carry `featured`: the list offers bulk feature / unfeature. */
  featurable: boolean;
  /** Rows carry `orderIndex`: the console reorders them by drag and drop. */
  reorderable: boolean;
}

const bool = (label: string): CollectionFilterSpec => ({ label, kind: 'boolean' });

/** Every admin collection's list capabilities, keyed like the tRPC routers (`admin.<key>`). */
export const COLLECTION_LISTS = {
  designers: {
    slug: 'designers',
    label: 'Designer',
    plural: 'Designers',
    titleField: 'name',
    searchable: ['name', 'title', 'availability', 'bio'],
    sortable: ['name', 'title', 'orderIndex', 'createdAt', 'featured', 'isAvailable'],
    defaultSort: ['orderIndex', 'createdAt'],
    filters: { featured: bool('Featured'), isAvailable: bool('Available') },
    pageSize: 20,
    featurable: true,
    reorderable: true,
  },
  designerWorks: {
    slug: 'designer-works',
    label: 'Designer work',
    plural: 'Designer works',
    titleField: 'title',
    searchable: ['title', 'category', 'description'],
    sortable: ['title', 'category', 'orderIndex', 'createdAt', 'featured', 'designerId'],
    defaultSort: ['designerId', 'orderIndex'],
    filters: {
      featured: bool('Featured'),
      isVideo: bool('Video'),
      designerId: { label: 'Designer', kind: 'enum' },
    },
    pageSize: 50,
    featurable: true,
    reorderable: true,
  },
  testimonials: {
    slug: 'testimonials',
    label: 'Testimonial',
    plural: 'Testimonials',
    titleField: 'name',
    searchable: ['name', 'company', 'role', 'quote'],
    sortable: ['name', 'company', 'rating', 'createdAt', 'featured'],
    defaultSort: ['-featured', 'createdAt'],
    filters: { featured: bool('Featured') },
    pageSize: 20,
    featurable: true,
    reorderable: false,
  },
  clients: {
    slug: 'clients',
    label: 'Client',
    plural: 'Clients',
    titleField: 'name',
    searchable: ['name'],
    sortable: ['name', 'createdAt', 'featured'],
    defaultSort: ['-featured', 'createdAt'],
    filters: { featured: bool('Featured') },
    pageSize: 20,
    featurable: true,
    reorderable: false,
  },
  patterns: {
    slug: 'patterns',
    label: 'Pattern',
    plural: 'Patterns',
    titleField: 'name',
    searchable: ['name', 'category', 'description'],
    sortable: ['name', 'category', 'status', 'createdAt', 'updatedAt'],
    defaultSort: ['-createdAt'],
    filters: {
      status: { label: 'Status', kind: 'enum', values: PATTERN_STATUSES },
      isVectorized: bool('Vectorized'),
    },
    pageSize: 20,
    featurable: false,
    reorderable: false,
  },
  contactSubmissions: {
    slug: 'contact-submissions',
    label: 'Contact submission',
    plural: 'Contact submissions',
    titleField: 'name',
    searchable: ['name', 'email', 'company', 'message'],
    sortable: ['name', 'email', 'company', 'createdAt', 'isRead'],
    defaultSort: ['-createdAt'],
    filters: { isRead: bool('Read') },
    pageSize: 20,
    featurable: false,
    reorderable: false,
  },
  users: {
    slug: 'users',
    label: 'User',
    plural: 'Users',
    titleField: 'username',
    searchable: ['username'],
    sortable: ['username', 'createdAt', 'isAdmin'],
    defaultSort: ['createdAt'],
    filters: { isAdmin: bool('Admin') },
    pageSize: 20,
    featurable: false,
    reorderable: false,
  },
} as const satisfies Record<string, CollectionListSpec>;

export type CollectionKey = keyof typeof COLLECTION_LISTS;

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
      search: z.string().trim().max(200, 'search is too long').optional(),
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
