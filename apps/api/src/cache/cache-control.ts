/**
 * How long a shared cache (a CDN in front of the site) may keep the public answers: the JSON
 * reads of SPEC 7, the cached tRPC queries, /sitemap.xml, /designers and the profiles (issue 38
 * item 5). Browsers always revalidate (`max-age=0`, answered 304 from memory while the ETag
 * matches).
 */
export interface PublicCachePolicy {
  /** `s-maxage`: seconds a shared cache serves an answer without asking (PUBLIC_CACHE_S_MAXAGE). */
  sMaxAgeSeconds: number;
  /**
   * `stale-while-revalidate`: seconds after that during which a shared cache may still serve the
   * answer once while it asks again in the background (PUBLIC_CACHE_STALE_WHILE_REVALIDATE).
   */
  staleWhileRevalidateSeconds: number;
}

/**
 * 2 s fresh, then up to 30 s stale while revalidating: a publish reaches a CDN's visitors on
 * the first request after 2 s (that one may still get the old answer), and the origin answers
 * each CDN node at most about once per 2 s per address.
 */
export const DEFAULT_PUBLIC_CACHE_POLICY: PublicCachePolicy = {
  sMaxAgeSeconds: 2,
  staleWhileRevalidateSeconds: 30,
};

/** The `Cache-Control` value of a public answer under `policy`. */
export function publicCacheControl(policy: PublicCachePolicy): string {
  const parts = ['public', 'max-age=0', `s-maxage=${policy.sMaxAgeSeconds}`];
  if (policy.staleWhileRevalidateSeconds > 0)
    parts.push(`stale-while-revalidate=${policy.staleWhileRevalidateSeconds}`);
  return parts.join(', ');
}

/** `Cache-Control` of the default policy (tests, tools). */
export const PUBLIC_CACHE_CONTROL = publicCacheControl(DEFAULT_PUBLIC_CACHE_POLICY);
