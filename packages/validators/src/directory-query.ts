import './zod-config';
import { z } from 'zod';
import { textString } from './common';
import { DIRECTORY_MAX_PAGE } from './directory';

/**
 * The query string of `GET /designers` (issue 19 item 5), all optional: `q` words to search for
 * (at most 100 characters), `skill` one skill (at most 60), `available=1` only available
 * designers, `page` from 1. Empty values mean "not set" (a submitted form sends them empty).
 * Bad values are refused with their message (the page answers 400 with it).
 */
export const directoryQuery = z.object({
  q: textString('Search').trim().max(100, 'Search must be at most 100 characters').default(''),
  skill: textString('Skill').trim().max(60, 'Skill must be at most 60 characters').default(''),
  available: z
    .enum(['', '1'], { error: 'available must be 1 or left out' })
    .default('')
    .transform((value) => value === '1'),
  page: textString('page')
    .trim()
    .default('')
    .transform((value, ctx) => {
      if (value === '') return 1;
      const page = /^\d{1,7}$/.test(value) ? Number(value) : NaN;
      if (page >= 1 && page <= DIRECTORY_MAX_PAGE) return page;
      ctx.addIssue({
        code: 'custom',
        message: `page must be a whole number from 1 to ${DIRECTORY_MAX_PAGE}`,
      });
      return z.NEVER;
    }),
});
export type DirectoryQuery = z.output<typeof directoryQuery>;
