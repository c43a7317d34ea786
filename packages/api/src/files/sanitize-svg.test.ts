import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { InvalidSvgError, looksLikeSvg, sanitizeSvg } from './sanitize-svg';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attrs = '') => `<svg ${NS} viewBox="0 0 100 50"${attrs}>${body}</svg>`;
const SHAPE = '<rect width="10" height="10" fill="red"/>';

/** The cleaned SVG parsed as XML (as a browser reads an image/svg+xml file). */
function parse(text: string): Document {
  const { document } = new JSDOM(text, { contentType: 'image/svg+xml' }).window;
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

/** Every attribute of every element of the cleaned SVG, as `name=value`. */
function attributesOf(text: string): string[] {
  return [...parse(text).querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => `${a.name}=${a.value}`),
  );
}

describe('sanitizeSvg', () => {
  it('keeps a normal SVG: viewBox, shapes, gradients and the ids they reference', () => {
    const input = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: an editor -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${NS} width="100" height="50" viewBox="0 0 100 50">
  <title>Wave</title>
  <defs>
    <linearGradient id="fade" x1="0" x2="1"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient>
    <path id="dot" d="M0 0h4v4H0z"/>
  </defs>
  <rect x="0" y="0" width="100" height="50" fill="url(#fade)"/>
  <circle cx="50" cy="25" r="10" fill="#000"/>
  <path d="M 0 40 C 20 30, 40 50, 60 40 S 100 30, 100 40" stroke="#333" fill="none"/>
  <use href="#dot" x="10" y="10"/>
  <use xlink:href="#dot" x="20" y="10"/>
</svg>`;
    const out = sanitizeSvg(input);
    const doc = parse(out);
    const root = doc.documentElement;
    expect(root.localName).toBe('svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 100 50');
    expect(doc.querySelector('linearGradient')?.getAttribute('id')).toBe('fade');
    expect(doc.querySelectorAll('stop')).toHaveLength(2);
    expect(out).toContain('url(#fade)');
    expect(doc.querySelector('circle')).not.toBeNull();
    // svgo may turn rect into path; the drawing keeps its shapes.
    expect(doc.querySelectorAll('rect, path').length).toBeGreaterThanOrEqual(3);
    const uses = [...doc.querySelectorAll('use')];
    expect(uses).toHaveLength(2);
    for (const use of uses)
      expect(use.getAttribute('href') ?? use.getAttribute('xlink:href')).toBe('#dot');
    expect(out).not.toMatch(/<\?xml|DOCTYPE|Generator/);
  });

  it('removes <script>, also in CDATA and with odd casing', () => {
    const out = sanitizeSvg(
      svg(
        `${SHAPE}<script>alert(1)</script><script><![CDATA[alert(2)]]></script><SCRIPT>alert(3)</SCRIPT>`,
      ),
    );
    expect(out).not.toMatch(/script|alert/i);
    expect(parse(out).querySelector('rect, path')).not.toBeNull();
  });

  it('removes every on* event handler', () => {
    const out = sanitizeSvg(
      `<svg ${NS} viewBox="0 0 10 10" onload="alert(1)"><g onclick="alert(2)"><rect width="1" height="1" onmouseover="alert(3)" ONFOCUS="alert(4)"/></g><animateTransform onbegin="alert(5)" attributeName="transform" type="rotate" from="0" to="360" dur="1s"/></svg>`,
    );
    expect(out).not.toMatch(/alert/);
    expect(attributesOf(out).filter((a) => /^on/i.test(a))).toEqual([]);
  });

  it('removes <foreignObject> and the HTML inside it', () => {
    const out = sanitizeSvg(
      svg(
        `${SHAPE}<foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)"/></div></foreignObject>`,
      ),
    );
    expect(out).not.toMatch(/foreignObject|iframe|img|onerror|evil/i);
  });

  it('removes external xlink:href and href, and javascript: URLs', () => {
    const out = sanitizeSvg(
      svg(
        `${SHAPE}<image xlink:href="http://evil.example/x.png" width="10" height="10"/><image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/><a href="javascript:alert(1)"><circle r="3"/></a><a xlink:href=" JaVaScRiPt:alert(2)"><circle r="4"/></a><use href="https://evil.example/sprite.svg#icon"/><use xlink:href="//evil.example/s.svg#i"/><feImage href="http://evil.example/f.png"/>`,
      ),
    );
    expect(out).not.toMatch(/evil|javascript|data:/i);
    expect(attributesOf(out).filter((a) => /href/.test(a))).toEqual([]);
    expect(parse(out).querySelectorAll('circle')).toHaveLength(2);
    expect(parse(out).querySelector('use, image')).toBeNull();
  });

  it('removes url(...) pointing outside the document and @import, keeps url(#id)', () => {
    const out = sanitizeSvg(
      svg(`<defs><linearGradient id="g"><stop offset="1"/></linearGradient></defs>
<style>@import url("https://evil.example/a.css"); @import 'https://evil.example/b.css';
.bg { fill: url(http://evil.example/fill.svg#p) } .ok { fill: url(#g) }</style>
<rect class="bg" width="5" height="5" style="fill: url('https://evil.example/x.png')"/>
<rect class="ok" width="6" height="6"/>
<circle r="2" filter="url(https://evil.example/f.svg#blur)"/>
<circle r="3" style="background-image: url(//evil.example/x)"/>
<circle r="4" mask="url( '#g' )"/>`),
    );
    expect(out).not.toMatch(/evil|@import/i);
    expect(out).toMatch(/url\(#g\)/);
    expect(parse(out).querySelectorAll('circle')).toHaveLength(3);
  });

  it('drops styles that hide URLs behind CSS escapes or image-set()', () => {
    const out = sanitizeSvg(
      svg(
        `${SHAPE}<style>.x { fill: \\75 rl(https://evil.example/a) }</style><circle r="1" style="fill: image-set('https://evil.example/b' 1x)"/>`,
      ),
    );
    expect(out).not.toMatch(/evil/);
  });

  it('throws InvalidSvgError when the input is not an SVG document', () => {
    for (const input of [
      '',
      'hello',
      '<html><body><svg></svg></body></html>',
      '<?xml version="1.0"?><note>hi</note>',
      '<svgx></svgx>',
      '\x89PNG\r\n\x1a\n',
    ])
      expect(() => sanitizeSvg(input), input).toThrow(InvalidSvgError);
  });

  it('throws InvalidSvgError when nothing is left after cleaning', () => {
    expect(() => sanitizeSvg(svg('<script>alert(1)</script>'))).toThrow(/empty after cleaning/);
    expect(() => sanitizeSvg(svg('<foreignObject><p>x</p></foreignObject>'))).toThrow(
      InvalidSvgError,
    );
    expect(() => sanitizeSvg(`<svg ${NS}></svg><svg ${NS}>${SHAPE}</svg>`)).toThrow(
      InvalidSvgError,
    );
  });

  it('gives the same output for its own output (idempotent) and across many calls', () => {
    const once = sanitizeSvg(svg(`${SHAPE}<circle r="3" cx="5" cy="5"/>`));
    expect(sanitizeSvg(once)).toBe(once);
    for (let i = 0; i < 20; i++) expect(sanitizeSvg(once)).toBe(once);
  });
});

describe('looksLikeSvg', () => {
  it('accepts an <svg> root after a BOM, XML declaration, comments and doctype', () => {
    expect(looksLikeSvg('<svg/>')).toBe(true);
    expect(
      looksLikeSvg(
        `\uFEFF<?xml version="1.0"?>\n<!-- a --><!DOCTYPE svg [<!ENTITY x "y">]>\n<svg ${NS}>`,
      ),
    ).toBe(true);
    expect(looksLikeSvg('<html><svg/></html>')).toBe(false);
    expect(looksLikeSvg('<svgfoo/>')).toBe(false);
    expect(looksLikeSvg('text <svg/>')).toBe(false);
  });
});
