import { USER_SCRIPT_ID } from '@forma/validators/documents';
import { describe, expect, it } from 'vitest';
import { keepFontFaces } from './critical-css';
import {
  assembleLandingDocument,
  hasLandingSlots,
  LANDING_SLOTS,
  SIGNED_IN_STYLE,
  withSignedInUser,
} from './render';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8">${LANDING_SLOTS.head}<style>.x{}</style></head><body><div id="landing">${LANDING_SLOTS.body}</div>${LANDING_SLOTS.data}<script type="module" src="/_app/landing.js"></script></body></html>`;

const parts = {
  head: '<title>Forma</title>',
  body: '<main><h1>Hello $& world</h1></main>',
  queries: [
    ['/api/content/hero', { content: { title: '</script><script>alert(1)</script>' } }],
  ] as const,
  dataId: 'landing-data',
};

/** The user script, whoever it holds. */
const USER_SCRIPT = new RegExp(`<script id="${USER_SCRIPT_ID}"[^]*?</script>`);

/** The JSON of the script with `id` in `html`. */
const scriptJson = (html: string, id: string) =>
  JSON.parse(
    new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html)![1]!,
  );

describe('assembleLandingDocument', () => {
  it('fills the head, the body and the data, with nobody signed in', () => {
    const html = assembleLandingDocument(TEMPLATE, parts);
    expect(html).toContain('<head><meta charset="UTF-8"><title>Forma</title>');
    // `$&` is text, not a replacement pattern.
    expect(html).toContain('<div id="landing"><main><h1>Hello $& world</h1></main></div>');
    expect(scriptJson(html, 'landing-data')).toEqual(parts.queries);
    expect(scriptJson(html, USER_SCRIPT_ID)).toBeNull();
    expect(hasLandingSlots(html)).toBe(false);
  });

  it('keeps a stored `</script>` from closing the data script', () => {
    const html = assembleLandingDocument(TEMPLATE, parts);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('refuses a template without the slots (a build of another version)', () => {
    expect(() => assembleLandingDocument('<html><body></body></html>', parts)).toThrow(/no slots/);
  });

  it('puts a signed-in user into the same page', () => {
    const html = assembleLandingDocument(TEMPLATE, parts);
    const user = { id: 1, username: 'ada<', isAdmin: true };
    const signedIn = withSignedInUser(html, user);
    expect(scriptJson(signedIn, USER_SCRIPT_ID)).toEqual(user);
    // The same page, plus the style that keeps Book a Call hidden until the header hydrates.
    expect(signedIn).toContain(`${SIGNED_IN_STYLE}</head>`);
    expect(signedIn.replace(USER_SCRIPT, '').replace(SIGNED_IN_STYLE, '')).toBe(
      html.replace(USER_SCRIPT, ''),
    );
  });
});

describe('keepFontFaces', () => {
  it("puts back the original's font faces that the reduced document lost, once", () => {
    const face = '@font-face{font-family:Inter;src:url(/a.woff2)}';
    const original = `<style>${face}.a{color:red}</style>`;
    const reduced = '<style>.a{color:red}</style>';
    expect(keepFontFaces(original, reduced)).toBe(`<style>${face}.a{color:red}</style>`);
    expect(keepFontFaces(original, keepFontFaces(original, reduced))).toBe(
      `<style>${face}.a{color:red}</style>`,
    );
  });
});
