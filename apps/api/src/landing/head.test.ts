import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { jsonForScript, renderLandingHead, type LandingHeadInput } from './head';

const PROFILES = ['https://x.com/forma', 'https://www.linkedin.com/company/forma'];

const input: LandingHeadInput = {
  publicUrl: 'https://forma.example',
  seo: {
    siteTitle: 'Forma — Premium Design Talent Network',
    metaDescription: 'Vetted designers for startups & VC-backed teams.',
    shareImageAlt: 'Forma: connect with elite design talent',
  },
  shareImage: {
    url: 'https://forma.example/share-image.jpg',
    width: 1200,
    height: 630,
    type: 'image/jpeg',
  },
  sameAs: PROFILES,
  logoUrl: 'https://forma.example/favicon.svg',
};

/** The head tags parsed as an HTML parser does when the renderer puts them into <head>. */
function parseHead(tags: string) {
  const { document } = new JSDOM(`<!doctype html><html><head>${tags}</head><body></body></html>`)
    .window;
  const meta = (attr: 'name' | 'property', key: string) =>
    [...document.head.querySelectorAll('meta')]
      .filter((m) => m.getAttribute(attr) === key)
      .map((m) => m.getAttribute('content'));
  const scripts = [...document.head.querySelectorAll('script')];
  return { document, meta, scripts };
}

interface GraphNode {
  '@type': string;
  '@id': string;
  [key: string]: unknown;
}

describe('renderLandingHead (issue 18 item 5)', () => {
  it('writes the title, description, canonical, Open Graph and Twitter tags', () => {
    const { document, meta } = parseHead(renderLandingHead(input));
    expect(document.title).toBe(input.seo.siteTitle);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    // Everything stayed in <head>: no tag made the parser open <body>.
    expect(document.body.childNodes).toHaveLength(0);
    expect(meta('name', 'description')).toEqual([input.seo.metaDescription]);
    const canonical = [...document.head.querySelectorAll('link[rel="canonical"]')];
    expect(canonical.map((l) => l.getAttribute('href'))).toEqual(['https://forma.example/']);

    const og: Record<string, string> = {
      'og:type': 'website',
      'og:site_name': 'Forma',
      'og:locale': 'en_US',
      'og:title': input.seo.siteTitle,
      'og:description': input.seo.metaDescription,
      'og:url': 'https://forma.example/',
      'og:image': 'https://forma.example/share-image.jpg',
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': input.seo.shareImageAlt,
    };
    for (const [key, value] of Object.entries(og))
      expect(meta('property', key), key).toEqual([value]);
    const twitter: Record<string, string> = {
      'twitter:card': 'summary_large_image',
      'twitter:title': input.seo.siteTitle,
      'twitter:description': input.seo.metaDescription,
      'twitter:image': 'https://forma.example/share-image.jpg',
      'twitter:image:alt': input.seo.shareImageAlt,
    };
    for (const [key, value] of Object.entries(twitter))
      expect(meta('name', key), key).toEqual([value]);
  });

  it('leaves og:image:type out when the type is unknown', () => {
    const { type: _type, ...image } = input.shareImage;
    const { meta } = parseHead(renderLandingHead({ ...input, shareImage: image }));
    expect(meta('property', 'og:image:type')).toEqual([]);
    expect(meta('property', 'og:image')).toEqual(['https://forma.example/share-image.jpg']);
  });

  it('holds one JSON-LD graph: the Organization and the WebSite it publishes', () => {
    const { scripts } = parseHead(renderLandingHead(input));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('type')).toBe('application/ld+json');
    const data = JSON.parse(scripts[0]!.textContent ?? '') as {
      '@context': string;
      '@graph': GraphNode[];
    };
    expect(data['@context']).toBe('https://schema.org');
    const org = data['@graph'].find((n) => n['@type'] === 'Organization');
    const site = data['@graph'].find((n) => n['@type'] === 'WebSite');
    expect(org).toEqual({
      '@type': 'Organization',
      '@id': 'https://forma.example/#organization',
      name: 'Forma',
      url: 'https://forma.example/',
      logo: 'https://forma.example/favicon.svg',
      sameAs: PROFILES,
    });
    expect(site).toMatchObject({
      '@id': 'https://forma.example/#website',
      name: 'Forma',
      url: 'https://forma.example/',
      description: input.seo.metaDescription,
      publisher: { '@id': org!['@id'] },
    });
  });

  it('escapes hostile stored texts: nothing leaves its attribute, title or script', () => {
    const title = '</title><script>alert(1)</script>';
    const description = '"><script>alert(2)</script><meta name="robots" content="noindex';
    const alt = `' onerror='alert(3)`;
    const tags = renderLandingHead({
      ...input,
      seo: { siteTitle: title, metaDescription: description, shareImageAlt: alt },
    });
    const { document, meta, scripts } = parseHead(tags);
    expect(document.title).toBe(title);
    expect(meta('name', 'description')).toEqual([description]);
    expect(meta('property', 'og:title')).toEqual([title]);
    expect(meta('name', 'twitter:image:alt')).toEqual([alt]);
    expect(meta('name', 'robots')).toEqual([]);
    // The only script is the JSON-LD one, and it still holds the whole description.
    expect(scripts).toHaveLength(1);
    expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    const graph = (JSON.parse(scripts[0]!.textContent ?? '') as { '@graph': GraphNode[] })[
      '@graph'
    ];
    expect(graph.find((n) => n['@type'] === 'WebSite')?.description).toBe(description);
    expect(tags).not.toContain('</script><');
  });

  it('escapes a stored </script> or <!-- in the JSON-LD for a script element', () => {
    const text = '</script><script>alert(1)</script><!-- & \u2028';
    const json = jsonForScript({ text });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text });
    const tags = renderLandingHead({ ...input, seo: { ...input.seo, metaDescription: text } });
    const { scripts } = parseHead(tags);
    expect(scripts).toHaveLength(1);
    const graph = (JSON.parse(scripts[0]!.textContent ?? '') as { '@graph': GraphNode[] })[
      '@graph'
    ];
    expect(graph.find((n) => n['@type'] === 'WebSite')?.description).toBe(text);
  });
});
