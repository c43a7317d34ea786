import type { LandingPageData } from '@forma/validators/landing';
import {
  contactDetailsDefaults,
  contactSocialLinks,
  PRODUCT_NAME,
  seoDefaults,
} from '@forma/validators/values';
import { mergeContent } from '../features/landing/data';
import { pageHead } from './page-head';

/** The link-preview image's size (apps/api plugins/share-image.ts), px. */
const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** The stored block at `path` of `data`, merged over `defaults`. */
function block<T extends object>(data: LandingPageData, path: string, defaults: T): T {
  const stored = data.queries.find(([p]) => p === path)?.[1] as { content?: unknown } | null;
  return mergeContent(defaults, stored?.content);
}

/**
 * The landing page's `head()` (issue 18 item 5): its title and description from the stored `seo`
 * block, canonical `{publicUrl}/`, Open Graph (the share image with its size, type and alt), the
 * Twitter large-image card, and one JSON-LD `@graph` with the `Organization`
 * (`{publicUrl}/#organization`: name, url, logo, sameAs: the contact panel's social links) and
 * the `WebSite` (publisher: the organisation). `noindex` for a preview link's page.
 */
export function landingHead(data: LandingPageData, options: { noindex?: boolean } = {}) {
  const seo = block(data, '/api/content/seo', seoDefaults);
  const contact = block(data, '/api/content/contactDetails', contactDetailsDefaults);
  const home = `${data.publicUrl}/`;
  const organizationId = `${home}#organization`;
  return pageHead({
    publicUrl: data.publicUrl,
    path: '/',
    title: seo.siteTitle,
    description: seo.metaDescription,
    noindex: options.noindex,
    image: data.shareImageUrl
      ? { url: data.shareImageUrl, alt: seo.shareImageAlt, ...SHARE_IMAGE }
      : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': organizationId,
          name: PRODUCT_NAME,
          url: home,
          logo: `${data.publicUrl}/favicon.svg`,
          sameAs: contactSocialLinks(contact).map((link) => link.href),
        },
        {
          '@type': 'WebSite',
          '@id': `${home}#website`,
          name: PRODUCT_NAME,
          url: home,
          description: seo.metaDescription,
          inLanguage: 'en-US',
          publisher: { '@id': organizationId },
        },
      ],
    },
  });
}
