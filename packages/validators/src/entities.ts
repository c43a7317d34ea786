import './zod-config';
import { z } from 'zod';
import { USER_ROLES, type UserRole } from './roles';
import { PATTERN_STATUSES } from './collection-lists';
import { BLEND_MODES } from './pattern-values';
import { LIMITS, optionalText, requiredText, textString, urlOrPath, wholeNumber } from './common';
import { FIT_MODES, ORIENTATIONS } from './work-values';

export { FIT_MODES, ORIENTATIONS };

/**
 * Create/update inputs of every entity of SPEC section 3. Update inputs are the partial create
 * shapes; ids, createdAt and updatedAt are never taken from clients.
 */

/** A designer's profile address part (`/designers/{slug}`): lowercase letters, digits, hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest slug, characters. */
export const SLUG_MAX = 60;

/**
 * The slug field of a designer (issue 19 item 5): empty means "from the name" (the database
 * fills it and keeps it when the name changes later).
 */
export const designerSlug = textString('Slug')
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .refine((value) => value === '' || SLUG_PATTERN.test(value), {
    message: 'Use lowercase letters, digits and single hyphens, like amara-okafor',
  })
  .meta({ label: 'Slug' });

export const designerInput = z.object({
  name: requiredText('Name'),
  title: requiredText('Title'),
  slug: designerSlug.default(''),
  bio: optionalText('Bio', LIMITS.long).default(''),
  imageUrl: urlOrPath('Image URL').default(''),
  portfolioUrl: urlOrPath('Portfolio URL').default(''),
  skills: z.array(requiredText('Skill', 60)).max(30, 'At most 30 skills').default([]),
  availability: optionalText('Availability', LIMITS.short).default(''),
  isAvailable: z.boolean().default(true),
  featured: z.boolean().default(false),
  orderIndex: wholeNumber('Order index', 0, 100_000).default(0),
});
export type DesignerInput = z.infer<typeof designerInput>;

export const designerWorkInput = z.object({
  designerId: z.number().int().positive(),
  title: requiredText('Title'),
  description: optionalText('Description', LIMITS.long).default(''),
  mediaUrl: urlOrPath('Media URL').pipe(z.string().min(1, 'Media URL is required')),
  category: optionalText('Category', 60).default(''),
  isVideo: z.boolean().default(false),
  orientation: z.enum(ORIENTATIONS).default('landscape'),
  maxHeight: wholeNumber('Max height', 1, 10_000).nullable().default(null),
  maxWidth: wholeNumber('Max width', 1, 10_000).nullable().default(null),
  fitMode: z.enum(FIT_MODES).default('crop'),
  projectUrl: urlOrPath('Project URL').default(''),
  featured: z.boolean().default(false),
  orderIndex: wholeNumber('Order index', 0, 100_000).default(0),
});
export type DesignerWorkInput = z.infer<typeof designerWorkInput>;

export const testimonialInput = z.object({
  name: requiredText('Name'),
  role: optionalText('Role', LIMITS.short).default(''),
  company: optionalText('Company', LIMITS.short).default(''),
  quote: requiredText('Quote', LIMITS.long),
  imageUrl: urlOrPath('Image URL').default(''),
  rating: z
    .number({ error: 'Rating must be a number' })
    .int('Rating must be a whole number')
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5')
    .default(5),
  featured: z.boolean().default(false),
});
export type TestimonialInput = z.infer<typeof testimonialInput>;

export const clientInput = z.object({
  name: requiredText('Name'),
  logoUrl: urlOrPath('Logo URL').default(''),
  featured: z.boolean().default(false),
});
export type ClientInput = z.infer<typeof clientInput>;

export { PATTERN_STATUSES };

export { BLEND_MODES };

/** Keyword tile sizes of a pattern overlay (CSS background-size / mask-size keywords). */
export const PATTERN_SIZE_KEYWORDS = ['cover', 'contain', 'auto'] as const;

/**
 * How a pattern is laid over a section (SPEC 3 patterns.cssProperties), every key optional:
 * `opacity` 0-1, `blendMode` a CSS mix-blend-mode, `size` the tile size in px (16-2048) or
 * 'cover' | 'contain' | 'auto', `color` a hex colour `#rgb` / `#rrggbb` (the SVG becomes a mask
 * over it), `rotation` in degrees (-360..360). Unknown keys are rejected.
 */
export const patternCssProperties = z.strictObject(
  {
    opacity: z
      .number({ error: 'Opacity must be a number' })
      .min(0, 'Opacity must be between 0 and 1')
      .max(1, 'Opacity must be between 0 and 1')
      .optional(),
    blendMode: z
      .enum(BLEND_MODES, { error: `Blend mode must be one of ${BLEND_MODES.join(', ')}` })
      .optional(),
    size: z
      .union(
        [
          // Coerced: a form's text field sends '240'; keywords fall through to the enum.
          z.coerce
            .number({ error: 'Size must be a number of pixels' })
            .min(16, 'Size must be between 16 and 2048 px')
            .max(2048, 'Size must be between 16 and 2048 px'),
          z.enum(PATTERN_SIZE_KEYWORDS),
        ],
        { error: 'Size must be a number of pixels (16-2048) or cover, contain or auto' },
      )
      .optional(),
    color: z
      .string({ error: 'Colour must be a hex colour' })
      .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'Colour must be a hex colour like #8b5cf6')
      .optional(),
    rotation: z
      .number({ error: 'Rotation must be a number of degrees' })
      .min(-360, 'Rotation must be between -360 and 360 degrees')
      .max(360, 'Rotation must be between -360 and 360 degrees')
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown CSS propert${issue.keys.length === 1 ? 'y' : 'ies'}: ${issue.keys.join(', ')} (allowed: opacity, blendMode, size, color, rotation)`
        : undefined,
  },
);
export type PatternCssProperties = z.infer<typeof patternCssProperties>;

/** The message for a pattern's `pngUrl` naming anything but a PNG (issue 22 item 6). */
export const PNG_TO_VECTORIZE_MESSAGE =
  'PNG to vectorize must be a PNG file (.png); an SVG goes in the SVG field';

/** True for '' (no PNG) or an address whose path ends in `.png` (any case; query and hash aside). */
export function isPngAddress(value: string): boolean {
  return value === '' || /\.png$/i.test(value.replace(/[?#].*$/, ''));
}

export const patternInput = z.object({
  name: requiredText('Name'),
  description: optionalText('Description', LIMITS.long).default(''),
  pngUrl: urlOrPath('PNG to vectorize').refine(isPngAddress, PNG_TO_VECTORIZE_MESSAGE).default(''),
  svgUrl: urlOrPath('SVG URL').default(''),
  svgContent: textString('SVG').max(LIMITS.svg, 'SVG is too large').default(''),
  cssProperties: patternCssProperties.default({}),
  category: optionalText('Category', 60).default('overlay'),
  isVectorized: z.boolean().default(false),
  status: z.enum(PATTERN_STATUSES).default('pending'),
});
export type PatternInput = z.infer<typeof patternInput>;

/**
 * What an admin edits of a media file (issue 19 item 2): its alt text and focal point (0..1 from
 * the left and the top). The file itself is replaced by uploading another.
 */
export const mediaInput = z.object({
  alt: optionalText('Alt text', 300).default(''),
  focalX: z
    .number({ error: 'Focal point must be a number from 0 to 1' })
    .min(0, 'Focal point must be from 0 to 1')
    .max(1, 'Focal point must be from 0 to 1')
    .default(0.5)
    .meta({ label: 'Focal point (across)' }),
  focalY: z
    .number({ error: 'Focal point must be a number from 0 to 1' })
    .min(0, 'Focal point must be from 0 to 1')
    .max(1, 'Focal point must be from 0 to 1')
    .default(0.5)
    .meta({ label: 'Focal point (down)' }),
});

/** Admin-side update of a contact submission: only the read flag changes. */
export const contactSubmissionUpdate = z.object({ isRead: z.boolean() });

/**
 * Admin-side update of a user (issue 20 item 4): the console role, null for none. SPEC 3's
 * `isAdmin` is still accepted: true gives the admin role, false takes it away (to no role).
 */
export const userUpdate = z
  .object({
    role: z
      .enum(USER_ROLES, { error: 'Role must be admin, editor or viewer' })
      .nullable()
      .optional(),
    isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional(),
  })
  .refine((v) => v.role !== undefined || v.isAdmin !== undefined, {
    message: 'Give the role (or isAdmin)',
    path: ['role'],
  });
export type UserUpdate = z.output<typeof userUpdate>;

/** The role a user update asks for, given the user's `current` role. */
export function requestedRole(update: UserUpdate, current: UserRole | null): UserRole | null {
  if (update.role !== undefined) return update.role;
  if (update.isAdmin) return 'admin';
  return current === 'admin' ? null : current;
}

/** Partial update shape of a create schema: defaults removed, every field optional. */
export function updateOf<T extends z.ZodObject>(schema: T) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const inner =
      field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
    shape[key] = inner.optional();
  }
  return z.object(shape) as unknown as z.ZodObject<{
    [K in keyof T['shape']]: z.ZodOptional<T['shape'][K]>;
  }>;
}

export const designerUpdate = updateOf(designerInput);
export const designerWorkUpdate = updateOf(designerWorkInput);
export const testimonialUpdate = updateOf(testimonialInput);
export const clientUpdate = updateOf(clientInput);
export const patternUpdate = updateOf(patternInput);
export const mediaUpdate = updateOf(mediaInput);
