import { describe, expect, it } from 'vitest';
import {
  contactSocialLinks,
  emailHref,
  officeLines,
  officeMapHref,
  phoneHref,
} from './contact-values';
import { contactDetailsContent, contentUpdateInput } from './content';
import { contactDetailsDefaults } from './content-defaults';

describe('contact details (issue 22 item 17)', () => {
  it('derives the links the panel shows', () => {
    expect(phoneHref('+1 (415) 555-0142')).toBe('tel:+14155550142');
    expect(emailHref('hello@forma.design')).toBe('mailto:hello@forma.design');
    expect(officeLines(' 1 Main St \n\n Springfield ')).toEqual(['1 Main St', 'Springfield']);
    expect(officeMapHref({ officeAddress: '1 Main St\nSpringfield', officeMapUrl: '' })).toBe(
      'https://maps.google.com/?q=1%20Main%20St%2C%20Springfield',
    );
    expect(officeMapHref({ officeAddress: 'x', officeMapUrl: 'https://maps.example/office' })).toBe(
      'https://maps.example/office',
    );
  });

  it('lists the four networks in the panel order with the block’s profiles', () => {
    const links = contactSocialLinks({ ...contactDetailsDefaults, xUrl: 'https://x.com/forma' });
    expect(links.map((l) => l.network)).toEqual([
      'microblog',
      'professional network',
      'photo sharing',
      'video',
    ]);
    expect(links[0]).toEqual({
      network: 'microblog',
      label: 'Forma on X',
      href: 'https://x.com/forma',
    });
  });

  it('accepts the built-in values and empty fields', () => {
    expect(contactDetailsContent.parse(contactDetailsDefaults)).toEqual(contactDetailsDefaults);
    expect(contactDetailsContent.parse({ phone: '', email: '', xUrl: '' })).toEqual({
      phone: '',
      email: '',
      xUrl: '',
    });
  });

  it('refuses a bad phone, e-mail or profile address with a message naming the field', () => {
    const issues = (content: unknown) =>
      contentUpdateInput
        .safeParse({ section: 'contactDetails', content })
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ phone: 'call me' })).toEqual([
      'content.phone: Phone may hold digits, spaces, +, -, . and parentheses',
    ]);
    expect(issues({ email: 'not-an-address' })).toEqual([
      'content.email: Email must be an e-mail address',
    ]);
    expect(issues({ xUrl: '/forma' })).toEqual([
      'content.xUrl: X profile must start with https://',
    ]);
    expect(issues({ youtubeUrl: 'javascript:alert(1)' })?.[0]).toMatch(/^content.youtubeUrl: /);
    expect(issues({ officeAddress: 'x'.repeat(301) })).toEqual([
      'content.officeAddress: Office address must be at most 300 characters',
    ]);
  });
});
