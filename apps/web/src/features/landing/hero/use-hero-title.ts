import { heroDefaults } from '@forma/validators/values';
import { useEffect, useState } from 'react';
import { readHeroDocumentData } from '../../../lib/hero-document';
import { formatPlainTitle } from './title';

/** The built-in title's HTML: plain text, so it needs no sanitizer (the static shell's too). */
export const DEFAULT_TITLE_HTML = formatPlainTitle(heroDefaults.title);

/**
 * The title HTML the server rendered into the landing document (sanitized on the server, with the
 * break and accent: apps/api src/landing) when it is for the title `raw`, else null.
 */
function serverTitleHtml(raw: string): string | null {
  const title = readHeroDocumentData(document)?.title;
  return title?.raw === raw ? title.html : null;
}

/**
 * The hero title's HTML for the stored title `raw` (SPEC 2 "Hero": rendered as sanitized HTML).
 * The built-in title is used as is; a title the server already rendered into the landing document
 * uses the server's sanitized HTML from the first render on (the same the static shell painted, so
 * nothing swaps); any other loads the sanitizer (sanitize-title.ts, DOMPurify) and shows the
 * built-in title until it has run, never unsanitized markup.
 */
export function useHeroTitle(raw: string): string {
  const [sanitized, setSanitized] = useState<{ raw: string; html: string } | null>(null);
  const isDefault = raw === heroDefaults.title;
  const fromServer = isDefault ? null : serverTitleHtml(raw);
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
