import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The react-hook-form resolver of a console form driven by a definition (collection edit, page
 * block, designer work): the form's values are a loose record of field name -> value, validated
 * by `schema` (zod, from @forma/validators); its messages appear under the fields.
 */
export function formResolver(schema: z.ZodType<FieldValues, FieldValues>): Resolver<FieldValues> {
  return zodResolver(schema);
}
