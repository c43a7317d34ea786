import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers (helmet) with a CSP for the Vite SPA: scripts, styles, fonts and XHR from this
 * origin only; images and media may also be data:, blob: and https: URLs (an admin may point a
 * portrait or a logo at an https URL instead of an upload); no framing, except the page editor's
 * preview document (/admin/preview/...), which this origin's console may frame. HSTS and
 * upgrade-insecure-requests only in production (TLS in front).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes/tags from React, GSAP and toasts; no remote stylesheets.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // One year (ASVS 5.0 level 2), subdomains included; only behind TLS (production).
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isFramablePath(request.url)) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
}

/** The page editor's live preview (/admin/preview/{slug}): framed by the console, same origin. */
export function isFramablePath(url: string): boolean {
  return /^\/admin\/preview\/[^/?#]+\/?(\?|$)/.test(url);
}
