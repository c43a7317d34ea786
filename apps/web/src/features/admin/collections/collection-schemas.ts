import {
  clientInput,
  designerInput,
  mediaInput,
  patternInput,
  testimonialInput,
} from '@forma/validators/entities';
import type { z } from 'zod';
import type { AdminCollection } from './types';

/** The schemas of a collection's edit form. */
export interface CollectionSchemas {
  /** Validates the form and gives its defaults. */
  create: z.ZodObject;
  /** Stricter schema of a new row only (a new pattern needs artwork); defaults to `create`. */
  newRow?: z.ZodObject;
}

/**
 * The edit forms' schemas of the collections edited on a screen of their own, by collection key.
 * Apart from the definitions (definitions.ts) so that a list loads no zod: only the editor's code
 * imports this.
 */
export const COLLECTION_SCHEMAS: Partial<Record<AdminCollection['key'], CollectionSchemas>> = {
  designers: { create: designerInput },
  testimonials: { create: testimonialInput },
  clients: { create: clientInput },
  patterns: {
    create: patternInput,
    // A new pattern needs artwork: an SVG, or a PNG for the vectorizer.
    newRow: patternInput.superRefine((value, ctx) => {
      if (!value.svgUrl && !value.pngUrl && !value.svgContent)
        ctx.addIssue({
          code: 'custom',
          path: ['svgUrl'],
          message: 'Upload an SVG, or a PNG to vectorize',
        });
    }),
  },
  media: { create: mediaInput },
};

/**
 * The edit form's schemas of `collection`. Throws when it has none: a collection without an
 * edit screen (users) never renders the editor.
 */
export function collectionSchemas(collection: AdminCollection): CollectionSchemas {
  const schemas = COLLECTION_SCHEMAS[collection.key];
  if (!schemas) throw new Error(`The ${collection.key} collection has no edit form`);
  return schemas;
}
