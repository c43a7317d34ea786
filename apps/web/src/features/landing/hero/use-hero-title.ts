import { heroDefaults } from '@forma/validators/values';
import { useEffect, useState } from 'react';
import { formatPlainTitle } from './title';

/** The built-in title's HTML: plain text, so it needs no sanitizer (the static shell's too). */
export const DEFAULT_TITLE_HTML = formatPlainTitle(heroDefaults.title);

/**
 * The hero title's HTML for the stored title `raw` (SPEC 2 "Hero": rendered as sanitized HTML).
 * The built-in title is used as is; any other loads the sanitizer (sanitize-title.ts, DOMPurify)
 * and shows the built-in title until it has run, never unsanitized markup.
 */
export function useHeroTitle(raw: string): string {
  const [sanitized, setSanitized] = useState<{ raw: string; html: string } | null>(null);
  const isDefault = raw === heroDefaults.title;
  useEffect(() => {
    if (isDefault) return;
    let cancelled = false;
    void import('./sanitize-title').then(({ formatHeroTitle }) => {
      if (!cancelled) setSanitized({ raw, html: formatHeroTitle(raw) });
    });
    return () => {
      cancelled = true;
    };
  }, [raw, isDefault]);
  if (isDefault) return DEFAULT_TITLE_HTML;
  return sanitized?.raw === raw ? sanitized.html : DEFAULT_TITLE_HTML;
}
