import { createHash } from 'node:crypto';

/** Inline classic and module scripts of a document (a `src` or a data block type is not run). */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const RUNNABLE_TYPE = /^(|text\/javascript|module|application\/javascript)$/i;

/**
 * The CSP sources (`'sha256-...'`) of the scripts `html` runs inline: Start writes its router
 * state and boot code as inline scripts, which `script-src 'self'` alone would block. Scripts
 * with `src` and data blocks (JSON-LD, `application/json`) are left out. Pure.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` (a CSP header value) with `sources` added to its `script-src` directive. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    /(^|;)(\s*script-src[^;]*)/,
    (_all, start: string, directive: string) => `${start}${directive} ${sources.join(' ')}`,
  );
}
