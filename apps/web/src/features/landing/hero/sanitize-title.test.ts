// @vitest-environment jsdom
import { sanitizeTitleHtml } from '@forma/api';
import { describe, expect, it } from 'vitest';
import { heroDefaults } from '@forma/validators/values';
import { renderHeroTitle } from './title';
import { formatHeroTitle, sanitizeTitle } from './sanitize-title';

/**
 * The hero title has one HTML rule (@forma/validators/hero-title): the browser's sanitizer (the
 * console's live preview) and the server's (what content.update stores and GET / renders) must
 * give the same HTML, or a preview shows what the page will not, and hydration would differ.
 */

const INPUTS = [
  '<em class="x">emphasis</em> title',
  '<span class="x">span</span> title',
  '<strong class="x">strong</strong> <b class="x">b</b> <i class="x">i</i><br class="x">',
  'Before<script>alert(1)</script>after',
  '<span class="text-gradient" onclick="alert(1)">with</span><img src=x onerror=alert(1)>',
  '<b onmouseover="alert(1)">bold</b> <em onfocus="alert(1)" tabindex="0">em</em>',
  '<a href="javascript:alert(1)">link</a> text',
  '<a href="https://example.com" class="x">link</a>',
  '<span style="color:red" data-x="1" aria-label="y" id="z" class="a b">attrs</span>',
  '<style>h1{color:red}</style><iframe src="https://evil.example"></iframe>Plain',
  '<svg><script>alert(1)</script></svg><math><mi>x</mi></math>Text',
  'Tom & Jerry "quoted" <i>it</i> 1 < 2',
  'Design talent<br/> By the <em>best</em>',
  'Connect <span class="text-gradient">with</span><br><script>alert(1)</script>By the <em>best</em>',
  '<em>unclosed <strong>nested',
  'Connect with elite designers',
];

describe('hero title sanitizers (browser and server)', () => {
  it.each(INPUTS)('give the same safe HTML for %s', (raw) => {
    const server = sanitizeTitleHtml(raw);
    expect(sanitizeTitle(raw)).toBe(server);
    expect(server).not.toMatch(/<(script|style|iframe|img|a|svg|math)\b|\bon\w+=|javascript:/i);
    // What the console's preview shows is what the server renders into the page.
    expect(formatHeroTitle(raw)).toBe(renderHeroTitle(raw, heroDefaults.title, sanitizeTitleHtml));
  });

  it('keeps class on span only', () => {
    expect(sanitizeTitle('<em class="x">a</em><span class="x">b</span>')).toBe(
      '<em>a</em><span class="x">b</span>',
    );
    expect(sanitizeTitleHtml('<em class="x">a</em><span class="x">b</span>')).toBe(
      '<em>a</em><span class="x">b</span>',
    );
  });

  it('drops event handlers, scripts and javascript: links, keeping the text', () => {
    expect(sanitizeTitle('<span class="g" onclick="x()">with</span><script>x()</script>')).toBe(
      '<span class="g">with</span>',
    );
    expect(sanitizeTitle('<a href="javascript:alert(1)">link</a>')).toBe('link');
  });
});
