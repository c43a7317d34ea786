import { seoDefaults } from '@forma/validators/content-defaults';
import { describe, expect, it } from 'vitest';
import { metaDescriptionAdvice, searchSnippet, shareImageOf, siteTitleAdvice } from './seo-advice';

const text = (n: number) => 'a'.repeat(n);

describe('metaDescriptionAdvice (issue 18 item 6)', () => {
  it('says the built-in description applies when empty', () => {
    const advice = metaDescriptionAdvice('   ', 'x'.repeat(131));
    expect(advice.level).toBe('info');
    expect(advice.message).toBe(
      'Empty: the built-in description (131 characters) applies. Aim for 50–160 characters.',
    );
  });

  it('counts trimmed characters and judges them against 50-160', () => {
    expect(metaDescriptionAdvice(' a ')).toMatchObject({
      level: 'warning',
      status: 'Meta description too short',
      message: '1 character: too short for a useful summary in search results; aim for 50–160.',
    });
    expect(metaDescriptionAdvice(text(49)).status).toBe('Meta description too short');
    for (const n of [50, 120, 160])
      expect(metaDescriptionAdvice(text(n))).toMatchObject({
        level: 'ok',
        message: `${n} characters: a good length (aim for 50–160).`,
      });
    expect(metaDescriptionAdvice(text(161))).toMatchObject({
      level: 'warning',
      status: 'Meta description will be cut off',
      message:
        '161 characters: search results will cut it off after about 160 characters; aim for 50–160.',
    });
    expect(metaDescriptionAdvice(text(300)).status).toBe('Meta description will be cut off');
    expect(metaDescriptionAdvice(text(301)).message).toBe(
      '301 characters: Meta description must be at most 300 characters, and search results show about 160.',
    );
  });

  it('keeps the same status while the verdict holds (the live region speaks only on change)', () => {
    expect(metaDescriptionAdvice(text(70)).status).toBe(metaDescriptionAdvice(text(71)).status);
  });

  it('defaults to the built-in description', () => {
    expect(metaDescriptionAdvice('').message).toContain(
      `(${seoDefaults.metaDescription.length} characters)`,
    );
  });
});

describe('siteTitleAdvice', () => {
  it('fits up to 60, may be cut off up to 70, over the limit after', () => {
    expect(siteTitleAdvice('', 'Forma — Talent')).toMatchObject({
      level: 'info',
      message: 'Empty: the built-in title applies: “Forma — Talent” (14 characters).',
    });
    expect(siteTitleAdvice(text(60))).toMatchObject({ level: 'ok', status: 'Site title fits' });
    expect(siteTitleAdvice(text(61)).status).toBe('Site title may be cut off');
    expect(siteTitleAdvice(text(71)).message).toBe(
      '71 characters: Site title must be at most 70 characters.',
    );
  });
});

describe('searchSnippet', () => {
  it('keeps short texts, collapsing whitespace', () => {
    expect(searchSnippet('  Design  talent,\nvetted. ')).toBe('Design talent, vetted.');
  });

  it('cuts at the last word within the limit and adds an ellipsis', () => {
    const long = `${'word '.repeat(40)}end`;
    const cut = searchSnippet(long, 160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(161);
    expect(searchSnippet('Alpha beta, gamma delta', 12)).toBe('Alpha beta…');
  });

  it('cuts inside a very long word', () => {
    expect(searchSnippet(text(200), 160)).toBe(`${text(160)}…`);
  });
});

describe('shareImageOf', () => {
  it('uses the draft path, else the built-in image with the reason', () => {
    expect(shareImageOf('/uploads/x.png')).toEqual({ src: '/uploads/x.png', note: null });
    expect(shareImageOf('')).toEqual({ src: seoDefaults.shareImage, note: null });
    expect(shareImageOf('https://cdn.example/x.png')).toEqual({
      src: seoDefaults.shareImage,
      note: 'external',
    });
    expect(shareImageOf('//cdn.example/x.png').note).toBe('external');
    expect(shareImageOf('/uploads/a.mp4').note).toBe('not-an-image');
  });
});
