import type { CollectionKey, CollectionListSpec } from '@forma/validators';
import type { UploadAccept } from '../../../lib/upload';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { CollectionRow } from './crud-api';

export type { CollectionRow };

/** How a form field is edited (issue 7: text, long text, number, switch, select, tags, upload, URL). */
export type FieldWidget =
  | 'text'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'select'
  | 'tags'
  | 'image'
  | 'video'
  | 'media'
  | 'svg'
  | 'url'
  | 'color';

/** One form field of a collection's edit screen. `name` may be dotted (`cssProperties.opacity`). */
export interface FieldSpec {
  name: string;
  label: string;
  widget: FieldWidget;
  /** Help under the field; may be live (a character counter). */
  hint?: ReactNode;
  placeholder?: string;
  /** Options of a `select`. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** `number` fields that may be empty (stored as null). */
  nullable?: boolean;
  /** Span both columns of the form grid. */
  wide?: boolean;
  /** What an upload widget takes, when not its widget's default (`raster`: no SVG). */
  accept?: UploadAccept;
  /** Extra input attributes for numbers: min, max, step. */
  min?: number;
  max?: number;
  step?: number;
}

/** How a list cell shows its value. */
export type ColumnKind =
  | 'title'
  | 'text'
  | 'boolean'
  | 'image'
  /** A media file's own image (`url`), shown by its smallest fitting variant. */
  | 'thumbnail'
  | 'date'
  | 'rating'
  | 'tags'
  | 'status'
  | 'number'
  | 'bytes'
  /** Where a record with drafts stands: Published, Draft, Changed since published. */
  | 'publication';

/** One column of a collection's list screen; sortable when its field is in the spec's `sortable`. */
export interface ColumnSpec {
  field: string;
  label: string;
  kind: ColumnKind;
  /** Field shown in smaller text under a `title` cell. */
  secondary?: string;
  /** Hidden below this breakpoint (390 px phones keep the title and the actions). */
  hideBelow?: 'sm' | 'md' | 'lg';
}

/** The list routes of the collections (one per collection). */
export type CollectionPath =
  | '/admin/media'
  | '/admin/designers'
  | '/admin/testimonials'
  | '/admin/clients'
  | '/admin/patterns'
  | '/admin/users';

/** The edit routes (`new` creates); users have none: they are managed from their list. */
export type CollectionEditPath = `${Exclude<CollectionPath, '/admin/users'>}/$id`;

/**
 * The web companion of one server collection definition (DESIGN.md "The admin console"): the
 * list spec shared with the server plus what the screens need. `CollectionListPage` and
 * `CollectionEditPage` render any collection from it.
 */
export interface AdminCollection {
  key: Exclude<CollectionKey, 'contactSubmissions' | 'designerWorks'>;
  list: CollectionListSpec;
  /** The list route. */
  path: CollectionPath;
  /** The edit route of a row (`new` creates); absent when rows have no screen of their own. */
  editPath?: CollectionEditPath;
  icon: LucideIcon;
  description: string;
  columns: readonly ColumnSpec[];
  /** Form fields; empty when rows are not edited on their own screen (users, no `editPath`). */
  fields: readonly FieldSpec[];
  /**
   * False when rows are not created here (media files are uploaded, users register): no "New"
   * button or screen. The form's schemas are in collection-schemas.ts (the editor's code only).
   */
  creatable?: boolean;
  /**
   * False for a row that cannot be deleted (a built-in media file, issue 44 item 4): it has no
   * selection box and no Delete. Every row can be when absent.
   */
  deletable?: (row: CollectionRow) => boolean;
  /** What the empty list says instead of pointing to the "New" button. */
  emptyHint?: string;
  /** Turns validated form values into the create/update input (e.g. reads an uploaded SVG). */
  beforeSave?: (values: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /**
   * Content above the form of an existing row (a pattern's vectorizing state; a media file's
   * image, where a click sets the focal point fields of `form`).
   */
  renderStatus?: (row: CollectionRow, form: UseFormReturn<FieldValues>) => ReactNode;
  /**
   * Rows can also show as a grid of cards (the media library): a List / Grid switch, in the URL
   * as `view`; `details` is the line under a card's title. Grid is then the default view.
   */
  grid?: { details: (row: CollectionRow) => string };
  /** Extra content of the edit screen under the form (a designer's works). */
  renderExtra?: (row: CollectionRow) => ReactNode;
}

/** Whether `row` of `collection` can be deleted (see `AdminCollection.deletable`). */
export const isDeletable = (collection: AdminCollection, row: CollectionRow): boolean =>
  collection.deletable?.(row) ?? true;
