import { heroDefaults } from '@forma/validators/values';
import { describe, expect, it } from 'vitest';
import { fillHeroSlots, HERO_LINK_SLOTS, HERO_TEXT_SLOTS } from '../../../lib/hero-document';
import { heroShellHtml } from './hero-shell';
import { escapeHtml, formatPlainTitle } from './title';

describe('heroShellHtml slots', () => {
  it('filling the built-in shell gives the shell of the same texts (what the server relies on)', () => {
    const texts = {
      ...heroDefaults,
      tagline: 'Tom & Jerry "Studio"',
      title: 'Ship better products By the best designers',
      subtitle: 'A <plain> subtitle',
      primaryCta: 'Start now',
      primaryCtaLink: '#contact',
      secondaryCta: 'Read more',
      secondaryCtaLink: 'https://example.com/?a=1&b="2"',
    };
    const filled = fillHeroSlots(heroShellHtml(), {
      texts: {
        tagline: escapeHtml(texts.tagline),
        title: formatPlainTitle(texts.title),
        subtitle: escapeHtml(texts.subtitle),
        primaryCta: escapeHtml(texts.primaryCta),
        secondaryCta: escapeHtml(texts.secondaryCta),
      },
      links: {
        primaryCtaLink: escapeHtml(texts.primaryCtaLink),
        secondaryCtaLink: escapeHtml(texts.secondaryCtaLink),
      },
      data: '<script type="application/json" id="hero-data">{}</script>',
    });
    expect(filled).toBe(
      heroShellHtml(texts).replace(
        '<!--hero:data--><!--/hero:data-->',
        '<!--hero:data--><script type="application/json" id="hero-data">{}</script><!--/hero:data-->',
      ),
    );
  });

  it('marks every slot once', () => {
    const html = heroShellHtml();
    for (const name of [...HERO_TEXT_SLOTS, 'data'])
      expect(html.split(`<!--hero:${name}-->`), name).toHaveLength(2);
    for (const name of HERO_LINK_SLOTS)
      expect(html.split(`data-hero-link="${name}" href="`), name).toHaveLength(2);
  });
});
