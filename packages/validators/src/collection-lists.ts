/**
 * `@forma/validators/collection-lists` (zod-free, also exported by the package root): the list
 * capabilities of every admin collection, for code that must not load the schemas (the web's
 * route tree parses list URLs with it).
 */

import { USER_ROLES } from './roles';

/** Kinds of stored files (the uploads table, issue 19 item 2). */
export const MEDIA_KINDS = ['image', 'svg', 'video'] as const;

/** Pattern vectorizing states (SPEC 3 patterns.status): pending -> processing -> ready | failed. */
export const PATTERN_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;

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
  /** A boolean filter's options in words (`['Used somewhere', 'Not used anywhere']`), else yes / no. */
  choices?: readonly [yes: string, no: string];
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
  /** Field that names a row whose `titleField` is empty (a media file without alt text). */
  titleFallbackField?: string;
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
  /**
   * Rows have drafts (issue 20 item 1): saved changes wait until published, the list shows
   * where each row stands, the public reads show published rows only.
   */
  drafts: boolean;
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
    drafts: true,
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
    drafts: true,
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
    drafts: true,
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
    drafts: true,
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
    drafts: false,
  },
  media: {
    slug: 'media',
    label: 'Media file',
    plural: 'Media',
    titleField: 'alt',
    titleFallbackField: 'name',
    searchable: ['name', 'alt', 'contentType'],
    sortable: ['createdAt', 'bytes', 'kind', 'width', 'uses'],
    defaultSort: ['-createdAt'],
    filters: {
      kind: { label: 'Kind', kind: 'enum', values: MEDIA_KINDS },
      inUse: { label: 'Use', kind: 'boolean', choices: ['Used somewhere', 'Not used anywhere'] },
      builtIn: { label: 'Origin', kind: 'boolean', choices: ['Built in', 'Uploaded'] },
    },
    pageSize: 24,
    featurable: false,
    reorderable: false,
    drafts: false,
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
    drafts: false,
  },
  users: {
    slug: 'users',
    label: 'User',
    plural: 'Users',
    titleField: 'username',
    searchable: ['username'],
    sortable: ['username', 'createdAt', 'role'],
    defaultSort: ['createdAt'],
    filters: { role: { label: 'Role', kind: 'enum', values: USER_ROLES } },
    pageSize: 20,
    featurable: false,
    reorderable: false,
    drafts: false,
  },
} as const satisfies Record<string, CollectionListSpec>;

export type CollectionKey = keyof typeof COLLECTION_LISTS;

/** Where a record or a content block stands (issue 20 item 1). */
export type PublishStatus = 'published' | 'draft' | 'changed';

/** How the console names each status. */
export const PUBLISH_STATUS_LABELS: Readonly<Record<PublishStatus, string>> = {
  published: 'Published',
  draft: 'Draft',
  changed: 'Changed since published',
};

/**
 * A record's status from its draft columns: `draft` when it was never published, `changed` when
 * saved changes wait as its draft, else `published`. Null for a row without draft columns.
 */
export function recordPublishStatus(row: Readonly<Record<string, unknown>>): PublishStatus | null {
  if (!('publishedAt' in row)) return null;
  if (row.publishedAt === null) return 'draft';
  return row.draft ? 'changed' : 'published';
}
