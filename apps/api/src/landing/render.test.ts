import { heroDefaults } from '@forma/validators/values';
import { describe, expect, it } from 'vitest';
import {
  HERO_DATA_ID,
  heroLinkAttribute,
  heroSlot,
  type HeroDocumentData,
} from '../../../web/src/lib/hero-document';
import { escapeHtml, formatPlainTitle } from '../../../web/src/features/landing/hero/title';
import { mergeHero, renderHeroTitle, renderLandingDocument } from './render';

/**
 * A landing document with the hero slots of the web build's shell (hero-shell.ts, whose own test
 * checks that filling its slots gives the shell of the same texts), for plain `texts`.
 */
function page(texts: typeof heroDefaults = heroDefaults): string {
  return `<!doctype html><html><body><div id="hero-shell"><span class="badge">${heroSlot('tagline', escapeHtml(texts.tagline))}</span><h1>${heroSlot('title', formatPlainTitle(texts.title))}</h1><p>${heroSlot('subtitle', escapeHtml(texts.subtitle))}</p><a ${heroLinkAttribute('primaryCtaLink', escapeHtml(texts.primaryCtaLink))} class="primary">${heroSlot('primaryCta', escapeHtml(texts.primaryCta))}</a><a ${heroLinkAttribute('secondaryCtaLink', escapeHtml(texts.secondaryCtaLink))}>${heroSlot('secondaryCta', escapeHtml(texts.secondaryCta))}</a></div>${heroSlot('data', '')}<div id="root"></div></body></html>`;
}
const template = page();
/** `html` without its data script. */
const withoutData = (html: string) =>
  html.replace(/<script type="application\/json"[^]*?<\/script>/, '');

/** The JSON of the data script in `html`. */
function dataOf(html: string): HeroDocumentData {
  const match = new RegExp(
    `<script type="application/json" id="${HERO_DATA_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('no data script');
  return JSON.parse(match[1]!) as HeroDocumentData;
}

describe('renderLandingDocument', () => {
  it('fills the slots exactly as the build writes them for the same plain texts', () => {
    const content = {
      ...heroDefaults,
      tagline: 'Tom & Jerry "Studio"',
      title: 'Ship better products By the best designers',
      subtitle: 'A <plain> subtitle',
      primaryCta: 'Start now',
      primaryCtaLink: '#contact',
      secondaryCta: 'Read more',
      secondaryCtaLink: 'https://example.com/?a=1&b="2"',
    };
    const html = renderLandingDocument(template, content);
    const built = page(content);
    // The same markup, plus the data script in the data slot.
    expect(withoutData(html)).toBe(built);
    expect(html).toContain('Tom &amp; Jerry &quot;Studio&quot;');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('Ship better products <br><span class="text-gradient">By the best');
  });

  it('sanitizes the stored title again and escapes every other text', () => {
    const stored = {
      title: '<script>alert(1)</script><img src=x onerror=alert(2)>Hi <em onclick="x()">there</em>',
      tagline: '</script><script>alert(3)</script>',
      subtitle: '<!-- x -->',
    };
    const html = renderLandingDocument(template, stored);
    const markup = withoutData(html);
    expect(markup).not.toMatch(/<script|<img src=x|onclick|onerror=/);
    expect(html).toContain('Hi <em>there</em>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(3)&lt;/script&gt;');
    // The data script holds the stored block as the API answers it, inert: JSON, no `<` inside.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(/id="hero-data">([^]*?)<\/script>/.exec(html)?.[1]).not.toContain('<');
    const data = dataOf(html);
    expect(data.response).toEqual({ content: stored });
    expect(data.title).toEqual({ raw: stored.title, html: 'Hi <em>there</em>' });
  });

  it('keeps the defaults for missing or empty fields and says when nothing is stored', () => {
    expect(mergeHero({ title: '', tagline: null, subtitle: 'New' })).toEqual({
      ...heroDefaults,
      subtitle: 'New',
    });
    const html = renderLandingDocument(template, null);
    expect(dataOf(html)).toEqual({
      response: null,
      title: { raw: heroDefaults.title, html: renderHeroTitle(heroDefaults.title) },
    });
    expect(withoutData(html)).toBe(template);
  });

  it('writes breaks as the browser does, so the accent rule sees the same markup', () => {
    expect(renderHeroTitle('Hello<br/>world')).toBe(
      'Hello<br><span class="text-gradient">world</span>',
    );
    expect(renderHeroTitle('Design talent By the best')).toBe(
      'Design talent <br><span class="text-gradient">By the best</span>',
    );
  });

  it('leaves a document without slots as it is', () => {
    const plain = '<!doctype html><div id="hero-shell"></div><div id="root"></div>';
    expect(renderLandingDocument(plain, { title: 'X' })).toBe(plain);
  });
});
