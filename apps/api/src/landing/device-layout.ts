import type { IncomingHttpHeaders } from 'node:http';

/** The landing layouts the server renders (apps/web server-layout.ts `ServerLayout`). */
export type LandingLayout = 'mobile' | 'desktop';
export const LANDING_LAYOUTS: readonly LandingLayout[] = ['mobile', 'desktop'];

/**
 * A phone's User-Agent: iPhone and iPod, Android with "Mobile" (Android tablets leave it out),
 * and the generic "Mobi" token other phone browsers send. An iPad (and desktop Safari on one)
 * is not a phone: it is 768 px wide or more, the desktop layout (SPEC 9).
 */
const PHONE_USER_AGENT = /\b(iPhone|iPod)\b|\bAndroid\b.*\bMobile\b|\bMobi|\bOpera Mini\b/i;

/**
 * The layout to render `/` for (issue 18, speed): 'mobile' when the request names a phone, by
 * the Sec-CH-UA-Mobile client hint (`?1`; Chromium browsers send it with every request) or,
 * without the hint, by its User-Agent; 'desktop' otherwise (no User-Agent included). Crawlers
 * get theirs the same way: Googlebot Smartphone is a phone.
 */
export function landingLayoutOf(headers: IncomingHttpHeaders): LandingLayout {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  return PHONE_USER_AGENT.test(headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
}

/**
 * The request headers the landing document varies on (the `Vary` response header): a cache in
 * between must keep one copy per device kind.
 */
export const LANDING_VARY = 'accept-encoding, sec-ch-ua-mobile, user-agent';
