import { describe, expect, it } from 'vitest';
import { accentTitle, breakBeforeByThe, formatPlainTitle } from './title';

describe('breakBeforeByThe', () => {
  it('inserts a line break before "By the"', () => {
    expect(breakBeforeByThe('Design talent By the best')).toBe('Design talent <br>By the best');
  });
  it('does not add a second break', () => {
    expect(breakBeforeByThe('Design talent<br/> By the best')).toBe('Design talent<br>By the best');
  });
  it('leaves titles without "By the" alone', () => {
    expect(breakBeforeByThe('Connect with elite design talent')).toBe(
      'Connect with elite design talent',
    );
  });
});

describe('accentTitle', () => {
  it('accents the last two words of a plain title', () => {
    expect(accentTitle('Connect with elite design talent')).toBe(
      'Connect with elite <span class="text-gradient">design talent</span>',
    );
  });
  it('accents the line after an inserted break', () => {
    expect(accentTitle('Design talent <br>By the best')).toBe(
      'Design talent <br><span class="text-gradient">By the best</span>',
    );
  });
  it('keeps titles that bring their own markup', () => {
    expect(accentTitle('Connect with <em>elite</em> talent')).toBe(
      'Connect with <em>elite</em> talent',
    );
  });
});

describe('formatPlainTitle', () => {
  it('escapes markup in a plain-text title before adding the break and accent', () => {
    expect(formatPlainTitle('Design <b>fast</b> By the best')).toBe(
      'Design &lt;b&gt;fast&lt;/b&gt; <br><span class="text-gradient">By the best</span>',
    );
  });
});
