import DOMPurify from 'dompurify';
import { accentTitle, breakBeforeByThe, HERO_TITLE_TAGS } from './title';

/**
 * Sanitizes a stored hero title (DOMPurify, br/span/em/strong/b/i with `class` only), adds the
 * break before 'By the' and the accent (SPEC 2 "Hero"). In a module of its own: DOMPurify is
 * loaded only when a stored title differs from the built-in one (use-hero-title.ts).
 */
export function formatHeroTitle(raw: string): string {
  const clean = DOMPurify.sanitize(raw, {
    ALLOWED_TAGS: HERO_TITLE_TAGS,
    ALLOWED_ATTR: ['class'],
  });
  return accentTitle(breakBeforeByThe(clean));
}
