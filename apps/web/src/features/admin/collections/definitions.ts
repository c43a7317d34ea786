import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { BLEND_MODES } from '@forma/validators/pattern-values';
import { FIT_MODES, ORIENTATIONS } from '@forma/validators/work-values';
import { Building2, Images, Layers, MessageSquareQuote, Palette, Users } from 'lucide-react';
import { createElement, lazy, Suspense } from 'react';
import { mediaDetails } from '../media/media-details';
import { MediaUsage } from '../media/media-usage';
import type { AdminCollection, FieldSpec } from './types';

/** The media editor's focal point picker: its code (and react-hook-form's) loads with the editor. */
const FocalPointPicker = lazy(() =>
  import('../media/focal-point-picker').then((module) => ({ default: module.FocalPointPicker })),
);

/** Designers (SPEC 3 designers): the list reorders by drag and drop; works are edited inside. */
export const designersCollection: AdminCollection = {
  key: 'designers',
  list: COLLECTION_LISTS.designers,
  path: '/admin/designers',
  editPath: '/admin/designers/$id',
  icon: Users,
  description: 'The vetted designers shown on the landing page, with their works.',
  columns: [
    { field: 'imageUrl', label: 'Portrait', kind: 'image', hideBelow: 'sm' },
    { field: 'name', label: 'Name', kind: 'title', secondary: 'title' },
    { field: 'publishedAt', label: 'Status', kind: 'publication', hideBelow: 'sm' },
    { field: 'skills', label: 'Skills', kind: 'tags', hideBelow: 'lg' },
    { field: 'isAvailable', label: 'Available', kind: 'boolean', hideBelow: 'md' },
    { field: 'featured', label: 'Featured', kind: 'boolean', hideBelow: 'md' },
    { field: 'orderIndex', label: 'Order', kind: 'number', hideBelow: 'lg' },
  ],
  fields: [
    { name: 'name', label: 'Name', widget: 'text' },
    { name: 'title', label: 'Title', widget: 'text', placeholder: 'Senior Product Designer' },
    {
      name: 'slug',
      label: 'Profile address',
      widget: 'text',
      placeholder: 'amara-okafor',
      hint: 'The public profile is /designers/ followed by this. Leave it empty to make it from the name; changing it breaks links to the old address.',
    },
    { name: 'bio', label: 'Bio', widget: 'textarea', wide: true },
    { name: 'imageUrl', label: 'Portrait', widget: 'image', wide: true },
    { name: 'portfolioUrl', label: 'Portfolio URL', widget: 'url', placeholder: 'https://' },
    {
      name: 'availability',
      label: 'Availability',
      widget: 'text',
      placeholder: 'Available from March',
    },
    {
      name: 'skills',
      label: 'Skills',
      widget: 'tags',
      wide: true,
      hint: 'Press Enter or comma to add a skill.',
    },
    { name: 'isAvailable', label: 'Available for new projects', widget: 'switch' },
    { name: 'featured', label: 'Featured', widget: 'switch' },
  ],
};

/** Testimonials (SPEC 3): shown one at a time on the landing page. */
export const testimonialsCollection: AdminCollection = {
  key: 'testimonials',
  list: COLLECTION_LISTS.testimonials,
  path: '/admin/testimonials',
  editPath: '/admin/testimonials/$id',
  icon: MessageSquareQuote,
  description: 'What clients say, shown in the landing page’s testimonials section.',
  columns: [
    { field: 'imageUrl', label: 'Photo', kind: 'image', hideBelow: 'sm' },
    { field: 'name', label: 'Name', kind: 'title', secondary: 'company' },
    { field: 'publishedAt', label: 'Status', kind: 'publication', hideBelow: 'sm' },
    { field: 'role', label: 'Role', kind: 'text', hideBelow: 'lg' },
    { field: 'rating', label: 'Rating', kind: 'rating', hideBelow: 'md' },
    { field: 'featured', label: 'Featured', kind: 'boolean', hideBelow: 'md' },
    { field: 'createdAt', label: 'Added', kind: 'date', hideBelow: 'lg' },
  ],
  fields: [
    { name: 'name', label: 'Name', widget: 'text' },
    { name: 'role', label: 'Role', widget: 'text', placeholder: 'Head of Product' },
    { name: 'company', label: 'Company', widget: 'text' },
    {
      name: 'rating',
      label: 'Rating',
      widget: 'select',
      options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} of 5 stars` })),
    },
    { name: 'quote', label: 'Quote', widget: 'textarea', wide: true },
    { name: 'imageUrl', label: 'Photo', widget: 'image', wide: true },
    { name: 'featured', label: 'Featured', widget: 'switch' },
  ],
};

/** Clients (SPEC 3): the logos of the partners grid. */
export const clientsCollection: AdminCollection = {
  key: 'clients',
  list: COLLECTION_LISTS.clients,
  path: '/admin/clients',
  editPath: '/admin/clients/$id',
  icon: Building2,
  description: 'Client logos of the partners grid. A client without a logo shows its name.',
  columns: [
    { field: 'logoUrl', label: 'Logo', kind: 'image' },
    { field: 'name', label: 'Name', kind: 'title' },
    { field: 'publishedAt', label: 'Status', kind: 'publication', hideBelow: 'sm' },
    { field: 'featured', label: 'Featured', kind: 'boolean', hideBelow: 'md' },
    { field: 'createdAt', label: 'Added', kind: 'date', hideBelow: 'lg' },
  ],
  fields: [
    { name: 'name', label: 'Name', widget: 'text' },
    {
      name: 'logoUrl',
      label: 'Logo',
      widget: 'image',
      wide: true,
    },
    { name: 'featured', label: 'Featured', widget: 'switch' },
  ],
};

/** Patterns (SPEC 3): SVG overlays; a PNG is vectorized in the background. */
export const patternsCollection: AdminCollection = {
  key: 'patterns',
  list: COLLECTION_LISTS.patterns,
  path: '/admin/patterns',
  editPath: '/admin/patterns/$id',
  icon: Palette,
  description:
    'Decorative overlays. Upload an SVG, or a PNG that is vectorized into SVG in the background.',
  columns: [
    { field: 'svgUrl', label: 'Preview', kind: 'image' },
    { field: 'name', label: 'Name', kind: 'title', secondary: 'category' },
    { field: 'status', label: 'Status', kind: 'status' },
    { field: 'isVectorized', label: 'Vectorized', kind: 'boolean', hideBelow: 'md' },
    { field: 'updatedAt', label: 'Updated', kind: 'date', hideBelow: 'lg' },
  ],
  fields: [
    { name: 'name', label: 'Name', widget: 'text' },
    { name: 'category', label: 'Category', widget: 'text', placeholder: 'overlay' },
    { name: 'description', label: 'Description', widget: 'textarea', wide: true },
    {
      name: 'svgUrl',
      label: 'SVG',
      widget: 'svg',
      hint: 'Upload an SVG: it is cleaned of scripts and external references.',
    },
    {
      name: 'pngUrl',
      label: 'PNG to vectorize',
      widget: 'image',
      accept: 'png',
      hint: 'A PNG is traced into an SVG in the background (an SVG goes in the SVG field).',
    },
    {
      name: 'cssProperties.opacity',
      label: 'Opacity',
      widget: 'number',
      nullable: true,
      min: 0,
      max: 1,
      step: 0.05,
    },
    {
      name: 'cssProperties.blendMode',
      label: 'Blend mode',
      widget: 'select',
      options: [
        { value: '', label: 'Default' },
        ...BLEND_MODES.map((m) => ({ value: m, label: m })),
      ],
    },
    {
      name: 'cssProperties.size',
      label: 'Tile size',
      widget: 'text',
      placeholder: '160',
      hint: 'Pixels (16–2048), or cover, contain or auto.',
    },
    { name: 'cssProperties.color', label: 'Colour', widget: 'color' },
    {
      name: 'cssProperties.rotation',
      label: 'Rotation (degrees)',
      widget: 'number',
      nullable: true,
      min: -360,
      max: 360,
      step: 1,
    },
  ] satisfies FieldSpec[],
};

/** Users (SPEC 3; roles, issue 20 item 4): roles, passwords and deletion from the list itself. */
export const usersCollection: AdminCollection = {
  key: 'users',
  list: COLLECTION_LISTS.users,
  path: '/admin/users',
  icon: Layers,
  description:
    'Everyone with an account. Viewers read this console, editors also change content and leads, admins do everything.',
  columns: [
    // The role is each row's select (in the actions, on phones too); the Role filter narrows.
    { field: 'username', label: 'Username', kind: 'title' },
    { field: 'createdAt', label: 'Joined', kind: 'date', hideBelow: 'sm' },
  ],
  fields: [],
  creatable: false,
};

/** The work fields of the designer screen (designer works are edited inside their designer). */
export const designerWorkFields: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', widget: 'text' },
  { name: 'category', label: 'Category', widget: 'text', placeholder: 'Brand & Identity' },
  { name: 'description', label: 'Description', widget: 'textarea', wide: true },
  { name: 'mediaUrl', label: 'Image or video', widget: 'media', wide: true },
  { name: 'isVideo', label: 'This is a video', widget: 'switch' },
  { name: 'featured', label: 'Featured', widget: 'switch' },
  {
    name: 'orientation',
    label: 'Orientation',
    widget: 'select',
    options: ORIENTATIONS.map((o) => ({
      value: o,
      label: o === 'portrait' ? 'Portrait' : 'Landscape',
    })),
  },
  {
    name: 'fitMode',
    label: 'Fit mode',
    widget: 'select',
    options: FIT_MODES.map((m) => ({ value: m, label: m[0]!.toUpperCase() + m.slice(1) })),
  },
  {
    name: 'maxWidth',
    label: 'Max width (px)',
    widget: 'number',
    nullable: true,
    min: 1,
    max: 10000,
  },
  {
    name: 'maxHeight',
    label: 'Max height (px)',
    widget: 'number',
    nullable: true,
    min: 1,
    max: 10000,
  },
  { name: 'projectUrl', label: 'Project URL', widget: 'url', wide: true, placeholder: 'https://' },
];

/** Every collection with a list screen, in sidebar order. */
export const ADMIN_COLLECTIONS = [
  designersCollection,
  testimonialsCollection,
  clientsCollection,
  patternsCollection,
  usersCollection,
] as const;

/**
 * The media library (issue 19 item 2, issue 44 item 4): every uploaded file and the site's
 * built-in ones, with how many places use each, searchable and filtered by kind, use and origin.
 * Files are uploaded here or through the upload fields of the other screens; here an admin writes
 * an image's alt text and sets its focal point on the image. A file in use or built in cannot be
 * deleted (the server says where it is used).
 */
export const mediaCollection: AdminCollection = {
  key: 'media',
  list: COLLECTION_LISTS.media,
  path: '/admin/media',
  editPath: '/admin/media/$id',
  icon: Images,
  description:
    'Every image, SVG and video the site uses, built-in files included, with where it is used, its alt text and focal point. Upload files here, or with the upload fields of the other screens.',
  columns: [
    { field: 'url', label: 'Preview', kind: 'thumbnail' },
    { field: 'alt', label: 'Alt text', kind: 'title', secondary: 'contentType' },
    { field: 'kind', label: 'Kind', kind: 'text', hideBelow: 'sm' },
    { field: 'width', label: 'Width (px)', kind: 'number', hideBelow: 'lg' },
    { field: 'bytes', label: 'Size', kind: 'bytes', hideBelow: 'md' },
    { field: 'uses', label: 'Uses', kind: 'number', hideBelow: 'sm' },
    { field: 'createdAt', label: 'Added', kind: 'date', hideBelow: 'lg' },
  ],
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      widget: 'text',
      wide: true,
      placeholder: 'What the image shows, for people who cannot see it',
      hint: 'Read by screen readers and search engines wherever the image is shown.',
    },
    {
      name: 'focalX',
      label: 'Focal point across (0 left, 1 right)',
      widget: 'number',
      min: 0,
      max: 1,
      step: 0.01,
    },
    {
      name: 'focalY',
      label: 'Focal point down (0 top, 1 bottom)',
      widget: 'number',
      min: 0,
      max: 1,
      step: 0.01,
    },
  ],
  creatable: false,
  // A built-in file is part of the site's code (issue 44 item 4): replaced where used, never deleted.
  deletable: (row) => row.builtIn !== true,
  emptyHint:
    'Files appear here once they are uploaded in a designer, work, testimonial, client or pattern.',
  renderStatus: (row, form) =>
    createElement(Suspense, { fallback: null }, createElement(FocalPointPicker, { row, form })),
  renderExtra: (row) =>
    createElement(MediaUsage, { mediaId: row.id, builtIn: row.builtIn === true }),
  grid: { details: mediaDetails },
};
