import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers (helmet) with a CSP for the Vite SPA: scripts, styles, fonts and XHR from this
 * origin only; images and media may also be data:, blob: and https: URLs (an admin may point a
 * portrait or a logo at an https URL instead of an upload); no framing, except the page editor's
 * preview document (/admin/preview/...), which this origin's console may frame. HSTS and
 * upgrade-insecure-requests only in production (TLS in front). `Referrer-Policy:
 * strict-origin-when-cross-origin` (the browsers' own default): a page of this site tells the next
 * one where the visitor came from (a booking records it, issue 42 item 6), another site learns
 * only the origin; pages whose address is a secret (preview, invitation and manage links) send
 * `no-referrer` instead (start-app.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  const policy = contentSecurityPolicy(options.production);
  // Built once: helmet would rebuild the same string on every request.
  const framable = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    // One year (ASVS 5.0 level 2), subdomains included; only behind TLS (production).
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isFramablePath(request.url)) {
      reply.header('content-security-policy', framable);
      reply.header('x-frame-options', 'SAMEORIGIN');
    } else reply.header('content-security-policy', policy);
    done();
  });
}

/**
 * The site's Content-Security-Policy header value (helmet's format: `name value value;...`):
 * `upgrade-insecure-requests` only in `production`. Pure; the same string for the same input.
 */
export function contentSecurityPolicy(production: boolean): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    // Inline style attributes/tags from React, GSAP and toasts; no remote stylesheets.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['media-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(production ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((d) => d.join(' ')).join(';');
}

/** The page editor's live preview (/admin/preview/{slug}): framed by the console, same origin. */
export function isFramablePath(url: string): boolean {
  return /^\/admin\/preview\/[^/?#]+\/?(\?|$)/.test(url);
}
