import { describe, expect, it } from 'vitest';
import {
  canUseStorage,
  isExemptHost,
  reducedProtectionsUrl,
  shouldShowStorageNotice,
} from './storage-check';

const at = (hostname: string, port = '') => ({ hostname, port });

describe('isExemptHost', () => {
  it('skips local and replit hosts', () => {
    expect(isExemptHost(at('localhost'))).toBe(true);
    expect(isExemptHost(at('LOCALHOST', '8080'))).toBe(true);
    expect(isExemptHost(at('127.0.0.1', '3210'))).toBe(true);
    expect(isExemptHost(at('forma.replit.app'))).toBe(true);
    expect(isExemptHost(at('abc-123.worf.replit.dev'))).toBe(true);
  });

  it('skips ports 3000 and 5000 on any host', () => {
    expect(isExemptHost(at('staging.forma.design', '3000'))).toBe(true);
    expect(isExemptHost(at('10.0.0.5', '5000'))).toBe(true);
  });

  it('keeps real hosts', () => {
    expect(isExemptHost(at('forma.design'))).toBe(false);
    expect(isExemptHost(at('www.forma.design', '443'))).toBe(false);
    expect(isExemptHost(at('10.0.0.5', '30000'))).toBe(false);
    expect(isExemptHost(at('127.0.0.2'))).toBe(false);
  });
});

describe('canUseStorage', () => {
  it('is true when a write and remove succeed', () => {
    const data = new Map<string, string>();
    const storage = {
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    } as unknown as Storage;
    expect(canUseStorage(() => storage)).toBe(true);
    expect(data.size).toBe(0);
  });

  it('is false when access or writing throws, or there is no storage', () => {
    expect(
      canUseStorage(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(false);
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    expect(canUseStorage(() => full)).toBe(false);
    expect(canUseStorage(() => null)).toBe(false);
  });
});

describe('shouldShowStorageNotice', () => {
  const base = { hostname: 'forma.design', port: '', search: '' };
  const blocked = () => false;
  const works = () => true;

  it('shows only when storage is unavailable on a real host', () => {
    expect(shouldShowStorageNotice({ ...base, storageAvailable: blocked })).toBe(true);
    expect(shouldShowStorageNotice({ ...base, storageAvailable: works })).toBe(false);
    expect(
      shouldShowStorageNotice({ ...base, hostname: 'localhost', storageAvailable: blocked }),
    ).toBe(false);
  });

  it('can be forced with ?storageNotice=force', () => {
    expect(
      shouldShowStorageNotice({
        hostname: '127.0.0.1',
        port: '3210',
        search: '?storageNotice=force',
        storageAvailable: works,
      }),
    ).toBe(true);
  });

  it('stays away after reloading with reduced protections', () => {
    expect(
      shouldShowStorageNotice({
        ...base,
        search: '?reducedProtections=1&storageNotice=force',
        storageAvailable: blocked,
      }),
    ).toBe(false);
  });
});

describe('reducedProtectionsUrl', () => {
  it('adds the parameter and keeps the rest', () => {
    expect(reducedProtectionsUrl('https://forma.design/?start=0.2#contact')).toBe(
      'https://forma.design/?start=0.2&reducedProtections=1#contact',
    );
    expect(reducedProtectionsUrl('https://forma.design/')).toBe(
      'https://forma.design/?reducedProtections=1',
    );
  });
});
