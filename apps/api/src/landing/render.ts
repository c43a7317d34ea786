import { heroDefaults } from '@forma/validators/values';
// The store-time sanitizer of the hero title (content.update), applied again at render.
import { sanitizeTitleHtml } from '@forma/api';
// The hero's markup contract and title rules live with the web app that writes the shell.
import {
  fillHeroSlots,
  heroDataScript,
  type HeroDocumentData,
} from '../../../web/src/lib/hero-document';
import {
  accentTitle,
  breakBeforeByThe,
  escapeHtml,
  formatPlainTitle,
} from '../../../web/src/features/landing/hero/title';

/** The hero texts the landing document shows. */
export type HeroTexts = typeof heroDefaults;

/**
 * The stored hero block merged over the built-in texts, as the landing page merges it (apps/web
 * data.ts `mergeContent`): a present, non-empty string wins, anything else keeps the default.
 */
export function mergeHero(stored: unknown): HeroTexts {
  const out: HeroTexts = { ...heroDefaults };
  if (!stored || typeof stored !== 'object') return out;
  const record = stored as Record<string, unknown>;
  for (const key of Object.keys(heroDefaults) as Array<keyof HeroTexts>) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/**
 * The hero title's HTML for the raw stored title: sanitized again (br, span[class], em, strong,
 * b, i; packages/api sanitize.ts), with the break before 'By the' and the accent (apps/web
 * title.ts). The built-in title takes the plain path, as the React hero does (use-hero-title.ts).
 */
export function renderHeroTitle(raw: string): string {
  if (raw === heroDefaults.title) return formatPlainTitle(raw);
  // sanitize-html writes void tags as `<br />`; the browser's serializer, which the title rules
  // were written for, writes `<br>`.
  const clean = sanitizeTitleHtml(raw).replace(/<br\s*\/>/g, '<br>');
  return accentTitle(breakBeforeByThe(clean));
}

/**
 * The landing document for the stored hero block `stored` (the `site_content` row's content, or
 * null when none is stored): the built document `template` (apps/web dist/index.html, whose shell
 * marks its slots: hero-document.ts) with the merged texts escaped, the title sanitized, and the
 * data script the client seeds its query cache from. A template without slots comes back as is.
 */
export function renderLandingDocument(
  template: string,
  stored: Record<string, unknown> | null,
): string {
  const hero = mergeHero(stored);
  const title = { raw: hero.title, html: renderHeroTitle(hero.title) };
  const data: HeroDocumentData = { response: stored ? { content: stored } : null, title };
  return fillHeroSlots(template, {
    texts: {
      tagline: escapeHtml(hero.tagline),
      title: title.html,
      subtitle: escapeHtml(hero.subtitle),
      primaryCta: escapeHtml(hero.primaryCta),
      secondaryCta: escapeHtml(hero.secondaryCta),
    },
    links: {
      primaryCtaLink: escapeHtml(hero.primaryCtaLink),
      secondaryCtaLink: escapeHtml(hero.secondaryCtaLink),
    },
    data: heroDataScript(data),
  });
}
