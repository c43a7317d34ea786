import { describe, expect, it } from 'vitest';
import { landingLayoutOf } from './device-layout';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1',
  firefoxPhone: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('landingLayoutOf', () => {
  it('follows the Sec-CH-UA-Mobile client hint over the User-Agent', () => {
    expect(landingLayoutOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': UA.desktop })).toBe('mobile');
    expect(landingLayoutOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': UA.iphone })).toBe('desktop');
  });

  it('takes phones from the User-Agent without the hint', () => {
    for (const ua of [UA.iphone, UA.androidPhone, UA.firefoxPhone, UA.googlebotSmartphone])
      expect(landingLayoutOf({ 'user-agent': ua }), ua).toBe('mobile');
  });

  it('gives tablets, desktops, crawlers without a phone and no User-Agent the desktop layout', () => {
    for (const ua of [UA.ipad, UA.androidTablet, UA.desktop, UA.googlebot])
      expect(landingLayoutOf({ 'user-agent': ua }), ua).toBe('desktop');
    expect(landingLayoutOf({})).toBe('desktop');
  });
});
