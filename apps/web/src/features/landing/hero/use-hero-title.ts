import { heroDefaults } from '@forma/validators/values';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatPlainTitle } from './title';

/** The built-in title's HTML: plain text, so it needs no sanitizer. */
export const DEFAULT_TITLE_HTML = formatPlainTitle(heroDefaults.title);

/**
 * The query-cache entry holding the hero title's HTML as the server rendered it (sanitized on the
 * server, with the break and the accent: site/landing-data.ts): `{ raw, html }`. Seeded from
 * the page's data; never fetched.
 */
export const HERO_TITLE_QUERY_KEY = ['hero-title-html'] as const;

/** A hero title the server rendered: the stored title and its safe HTML. */
export interface RenderedHeroTitle {
  raw: string;
  html: string;
}

/**
 * The hero title's HTML for the stored title `raw` (SPEC 2 "Hero": rendered as sanitized HTML).
 * The built-in title is used as is; a title the server rendered with the page (the landing
 * document) uses the server's sanitized HTML, so hydration changes nothing; any other (the
 * console's live preview) loads the sanitizer (sanitize-title.ts, DOMPurify) and shows the
 * built-in title until it has run, never unsanitized markup.
 */
export function useHeroTitle(raw: string): string {
  const [sanitized, setSanitized] = useState<RenderedHeroTitle | null>(null);
  const rendered = useQuery<RenderedHeroTitle | null>({
    queryKey: HERO_TITLE_QUERY_KEY,
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  }).data;
  const isDefault = raw === heroDefaults.title;
  const fromServer = !isDefault && rendered?.raw === raw ? rendered.html : null;
  const needsSanitizer = !isDefault && fromServer === null;
  useEffect(() => {
    if (!needsSanitizer) return;
    let cancelled = false;
    void import('./sanitize-title').then(({ formatHeroTitle }) => {
      if (!cancelled) setSanitized({ raw, html: formatHeroTitle(raw) });
    });
    return () => {
      cancelled = true;
    };
  }, [raw, needsSanitizer]);
  if (isDefault) return DEFAULT_TITLE_HTML;
  if (fromServer !== null) return fromServer;
  return sanitized?.raw === raw ? sanitized.html : DEFAULT_TITLE_HTML;
}
