import { sanitizeHeroTitle } from '@forma/validators/hero-title';
import DOMPurify from 'dompurify';
import { accentTitle, breakBeforeByThe } from './title';

/**
 * A stored hero title as safe HTML, by the rule the server applies too
 * (@forma/validators/hero-title: br, span[class], em, strong, b, i), with the browser's DOMPurify.
 */
export function sanitizeTitle(raw: string): string {
  return sanitizeHeroTitle(DOMPurify, raw);
}

/**
 * Sanitizes a stored hero title (`sanitizeTitle`), adds the break before 'By the' and the accent
 * (SPEC 2 "Hero"). In a module of its own: DOMPurify is loaded only when a stored title differs
 * from the built-in one and the server has not rendered it (use-hero-title.ts).
 */
export function formatHeroTitle(raw: string): string {
  return accentTitle(breakBeforeByThe(sanitizeTitle(raw)));
}
