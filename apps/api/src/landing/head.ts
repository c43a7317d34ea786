import { PRODUCT_NAME } from '@forma/validators/values';

/** The search and sharing texts of the landing document, already merged over `seoDefaults`. */
export interface LandingHeadSeo {
  /** `<title>`, `og:title`, `twitter:title`. */
  siteTitle: string;
  /** `<meta name="description">`, `og:description`, `twitter:description`. */
  metaDescription: string;
  /** Alt text of the link-preview image (`og:image:alt`, `twitter:image:alt`). */
  shareImageAlt: string;
}

/** The link-preview image as served: an absolute URL and its pixel size. */
export interface LandingHeadImage {
  /** Absolute URL (`https://forma.example/share-image.jpg`). */
  url: string;
  /** Width and height in pixels. */
  width: number;
  height: number;
  /** MIME type (`image/jpeg`) when known; `og:image:type` is left out otherwise. */
  type?: string;
}

/** Input of {@link renderLandingHead}. */
export interface LandingHeadInput {
  /** The site's public address without a trailing slash (PUBLIC_URL, `https://forma.example`). */
  publicUrl: string;
  seo: LandingHeadSeo;
  shareImage: LandingHeadImage;
  /** Social profile URLs of the organisation (JSON-LD `sameAs`): the contact panel's links. */
  sameAs: readonly string[];
  /** Absolute URL of the organisation's logo (JSON-LD `logo`). */
  logoUrl: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe as element text or a quoted attribute value (`& < > " '` escaped). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON of `value` safe inside a `<script>` element: `<`, `>` and `&` as `\u003c`, `\u003e`,
 * `\u0026` (a stored `</script>` or `<!--` cannot end or change the element), U+2028/U+2029
 * escaped too. `JSON.parse` reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The head tags of the landing document (issue 18 item 5), one per line, to be inserted into its
 * `<head>` by the server renderer: `<title>`, meta description, canonical `{publicUrl}/`, Open
 * Graph (website, en_US, image with its size, alt and type when known), the Twitter large-image
 * card, and one JSON-LD script whose `@graph` holds the `Organization` (`{publicUrl}/#organization`:
 * name, url, logo, sameAs) and the `WebSite` (`{publicUrl}/#website`, publisher: the organisation).
 * Every attribute value and text is HTML-escaped; the JSON-LD is escaped for a script element.
 * Pure: no I/O, never throws for string input. Width and height are in pixels.
 */
export function renderLandingHead(input: LandingHeadInput): string {
  const { seo, shareImage } = input;
  const home = `${input.publicUrl}/`;
  const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(content))}">`;
  const organizationId = `${home}#organization`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: PRODUCT_NAME,
        url: home,
        logo: input.logoUrl,
        sameAs: [...input.sameAs],
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
  };
  return [
    `<title>${escapeHtml(seo.siteTitle)}</title>`,
    meta('name', 'description', seo.metaDescription),
    `<link rel="canonical" href="${escapeHtml(home)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', seo.siteTitle),
    meta('property', 'og:description', seo.metaDescription),
    meta('property', 'og:url', home),
    meta('property', 'og:image', shareImage.url),
    ...(shareImage.type ? [meta('property', 'og:image:type', shareImage.type)] : []),
    meta('property', 'og:image:width', shareImage.width),
    meta('property', 'og:image:height', shareImage.height),
    meta('property', 'og:image:alt', seo.shareImageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', seo.siteTitle),
    meta('name', 'twitter:description', seo.metaDescription),
    meta('name', 'twitter:image', shareImage.url),
    meta('name', 'twitter:image:alt', seo.shareImageAlt),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('\n');
}
