import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerLayoutContext, type ServerLayout } from '../../server-layout';
import { VariantSections } from './variant-sections';

/** The two sections as the server renders them for `layout` (null: no layout, CSS chooses). */
function render(layout: ServerLayout | null): string {
  return renderToStaticMarkup(
    createElement(
      ServerLayoutContext.Provider,
      { value: layout },
      createElement(VariantSections, {
        id: 'reviews',
        'aria-busy': true,
        className: (variant) => (variant === 'desktop' ? 'py-32' : 'py-20'),
        children: (variant) => createElement('h2', null, `${variant} content`),
      }),
    ),
  );
}

/** Each section's id, label, classes, shared attribute and text. */
function sections(html: string) {
  return Array.from(
    html.matchAll(/<section ([^>]*)>(.*?)<\/section>/g),
    ([, attributes, inner]) => ({
      id: /id="([^"]*)"/.exec(attributes!)?.[1],
      labelledBy: /aria-labelledby="([^"]*)"/.exec(attributes!)?.[1],
      className: /class="([^"]*)"/.exec(attributes!)?.[1],
      busy: /aria-busy="([^"]*)"/.exec(attributes!)?.[1],
      text: inner!.replace(/<[^>]*>/g, ''),
    }),
  );
}

describe('VariantSections', () => {
  it("renders only the phone variant for a phone's page; the wide one stays, empty and hidden", () => {
    expect(sections(render('mobile'))).toEqual([
      {
        id: 'reviews',
        labelledBy: 'reviews-title',
        className: 'py-32 hidden',
        busy: 'true',
        text: '',
      },
      {
        id: 'reviews-mobile',
        labelledBy: 'reviews-mobile-title',
        className: 'py-20',
        busy: 'true',
        text: 'mobile content',
      },
    ]);
  });

  it("renders only the wide variant for a computer's page", () => {
    const [wide, phone] = sections(render('desktop'));
    expect(wide).toMatchObject({ className: 'py-32', text: 'desktop content' });
    expect(phone).toMatchObject({ className: 'py-20 hidden', text: '' });
  });

  it('renders both without a layout, each shown at its widths', () => {
    const [wide, phone] = sections(render(null));
    expect(wide).toMatchObject({ className: 'py-32 hidden md:block', text: 'desktop content' });
    expect(phone).toMatchObject({ className: 'py-20 md:hidden', text: 'mobile content' });
  });
});
