import { PRODUCT_NAME } from '@forma/validators/values';
import { escapeHtml, jsonForScript } from '../landing/head';

/** Input of {@link renderPageHead}. */
export interface PageHeadInput {
  /** The site's public address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** The page's path (`/designers/amara-okafor`): canonical and `og:url`. */
  path: string;
  /** `<title>`, `og:title`, `twitter:title`. */
  title: string;
  /** `<meta name="description">`, `og:description`, `twitter:description`. */
  description: string;
  /** The share image: an absolute URL or a path of this site, and its alt text; none: left out. */
  image?: { url: string; alt: string } | undefined;
  /** Open Graph type: `website` (default) or `profile`. */
  type?: 'website' | 'profile';
  /** Structured data (schema.org), one JSON-LD script; none: left out. */
  jsonLd?: unknown;
  /** `noindex` for answers that are not pages to index (404, 400). */
  noindex?: boolean;
}

/**
 * The head tags of a server-rendered page of the site besides the landing page (issue 19 item 5:
 * the directory and profiles have "their own title, description, canonical and share image"):
 * `<title>`, description, canonical, Open Graph, the Twitter card (large image when there is an
 * image), JSON-LD and robots. Texts and attributes are HTML-escaped. Pure; never throws.
 */
export function renderPageHead(input: PageHeadInput): string {
  const url = `${input.publicUrl}${input.path}`;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const image = input.image
    ? {
        ...input.image,
        url: /^https?:\/\//i.test(input.image.url)
          ? input.image.url
          : `${input.publicUrl}${input.image.url.startsWith('/') ? '' : '/'}${input.image.url}`,
      }
    : undefined;
  return [
    `<title>${escapeHtml(input.title)}</title>`,
    meta('name', 'description', input.description),
    ...(input.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', input.type ?? 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', url),
    ...(image
      ? [meta('property', 'og:image', image.url), meta('property', 'og:image:alt', image.alt)]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', input.title),
    meta('name', 'twitter:description', input.description),
    ...(image
      ? [meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt)]
      : []),
    ...(input.jsonLd === undefined
      ? []
      : [`<script type="application/ld+json">${jsonForScript(input.jsonLd)}</script>`]),
  ].join('\n');
}

/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
