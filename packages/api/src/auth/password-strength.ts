import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import type { z } from 'zod';

/**
 * zxcvbn's score a new password needs (0-4): 3 is "safely unguessable" (about 10^10 guesses),
 * which refuses common passwords (`password`, `12345678`), keyboard walks, dates, dictionary words
 * with digits appended and passwords made of the username.
 */
export const MIN_PASSWORD_SCORE = 3;

/** zxcvbn slows down with length; a long password's strength is judged on its first 100 characters. */
const CHECKED_LENGTH = 100;

let factory: ZxcvbnFactory | undefined;

/** The zxcvbn checker with the common and English dictionaries, built on first use (~0.2 s). */
function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return factory;
}

/**
 * Why `password` is too easy to guess, as one sentence for under the field, or null when it is
 * strong enough. `userInputs` (the username, the site's name) count as guessable words.
 */
export function weakPasswordMessage(password: string, userInputs: string[] = []): string | null {
  const result = checker().check(password.slice(0, CHECKED_LENGTH), [
    ...userInputs.filter(Boolean),
    'forma',
  ]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning?.trim().replace(/\.?$/, '.');
  return `${warning || 'This password is too easy to guess.'} Choose a longer password with a few uncommon words.`;
}

/**
 * `schema` with the strength check on its `field` (a new password): a weak password is a zod
 * issue at that path, so forms show the message under the field. `userInputsOf` names the words
 * a password must not be made of (e.g. the username).
 */
export function withStrongPassword<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  field: string,
  userInputsOf: (value: z.output<T>) => string[] = () => [],
): T {
  return schema.superRefine((value, ctx) => {
    const password = value[field];
    if (typeof password !== 'string') return;
    const message = weakPasswordMessage(password, userInputsOf(value));
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  }) as unknown as T;
}
