import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VariantSections } from './variant-sections';

/** The two sections as the server renders them. */
const html = renderToStaticMarkup(
  createElement(VariantSections, {
    id: 'reviews',
    'aria-busy': true,
    className: (variant) => (variant === 'desktop' ? 'py-32' : 'py-20'),
    children: (variant) => createElement('h2', null, `${variant} content`),
  }),
);

/** Each section's id, label, classes, shared attribute and text. */
const sections = Array.from(
  html.matchAll(/<section ([^>]*)>(.*?)<\/section>/g),
  ([, attributes, inner]) => ({
    id: /id="([^"]*)"/.exec(attributes!)?.[1],
    labelledBy: /aria-labelledby="([^"]*)"/.exec(attributes!)?.[1],
    className: /class="([^"]*)"/.exec(attributes!)?.[1],
    busy: /aria-busy="([^"]*)"/.exec(attributes!)?.[1],
    text: inner!.replace(/<[^>]*>/g, ''),
  }),
);

describe('VariantSections', () => {
  it('renders both variants for every device, each shown at its widths by CSS', () => {
    expect(sections).toEqual([
      {
        id: 'reviews',
        labelledBy: 'reviews-title',
        className: 'py-32 hidden md:block',
        busy: 'true',
        text: 'desktop content',
      },
      {
        id: 'reviews-mobile',
        labelledBy: 'reviews-mobile-title',
        className: 'py-20 md:hidden',
        busy: 'true',
        text: 'mobile content',
      },
    ]);
  });
});
