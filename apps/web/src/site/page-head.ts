import { PRODUCT_NAME } from '@forma/validators/values';
import { jsonForScript } from './json-ld';

/** What {@link pageHead} needs. */
export interface PageHeadInput {
  /** The site's public address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** The page's path (`/designers/amara-okafor`): canonical and `og:url`. */
  path: string;
  /** `<title>`, `og:title`, `twitter:title`. */
  title: string;
  /** `<meta name="description">`, `og:description`, `twitter:description`. */
  description: string;
  /**
   * The share image: an absolute URL or a path of this site, its alt text, and when known its
   * size (px) and MIME type; none: left out.
   */
  image?: { url: string; alt: string; width?: number; height?: number; type?: string } | undefined;
  /** Open Graph type: `website` (default) or `profile`. */
  type?: 'website' | 'profile';
  /** Structured data (schema.org), one JSON-LD script; none: left out. */
  jsonLd?: unknown;
  /** `noindex` for answers that are not pages to index (404, 400, a search). */
  noindex?: boolean;
}

type Meta =
  { title: string } | { name: string; content: string } | { property: string; content: string };

/** `url` as an absolute address of the site at `publicUrl` (absolute ones stay as they are). */
export const absoluteUrl = (publicUrl: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * A page's `head()` (issue 19 item 5: the directory and profiles have "their own title,
 * description, canonical and share image"): `<title>`, description, robots, canonical, Open
 * Graph, the Twitter card (large image when there is an image) and one JSON-LD script. Start
 * escapes the texts and attributes; the JSON-LD is escaped for a script element. Pure.
 */
export function pageHead(input: PageHeadInput) {
  const url = `${input.publicUrl}${input.path}`;
  const image = input.image
    ? { ...input.image, url: absoluteUrl(input.publicUrl, input.image.url) }
    : undefined;
  const meta: Meta[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          ...(image.type ? [{ property: 'og:image:type', content: image.type }] : []),
          ...(image.width && image.height
            ? [
                { property: 'og:image:width', content: String(image.width) },
                { property: 'og:image:height', content: String(image.height) },
              ]
            : []),
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    ...(image
      ? [
          { name: 'twitter:image', content: image.url },
          { name: 'twitter:image:alt', content: image.alt },
        ]
      : []),
  ];
  return {
    meta,
    links: [{ rel: 'canonical', href: url }],
    scripts:
      input.jsonLd === undefined
        ? []
        : [{ type: 'application/ld+json', children: jsonForScript(input.jsonLd) }],
  };
}

/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
