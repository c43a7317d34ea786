import { describe, expect, it } from 'vitest';
import {
  CARRIED_TOAST_KEY,
  CARRIED_TOAST_MAX_AGE_MS,
  carryToastIntoNextDocument,
  takeCarriedToast,
} from './carried-toast';

/** An in-memory Storage with the calls the module uses. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('a toast carried into the next document', () => {
  it('is shown once, in the next document, with its title, description and variant', () => {
    const storage = memoryStorage();
    carryToastIntoNextDocument(
      { title: 'Registration successful', description: 'Welcome, ana!' },
      storage,
      1000,
    );
    expect(takeCarriedToast(storage, 2000)).toEqual({
      title: 'Registration successful',
      description: 'Welcome, ana!',
      variant: 'default',
    });
    expect(takeCarriedToast(storage, 2001)).toBeNull();
  });

  it('keeps the destructive variant', () => {
    const storage = memoryStorage();
    carryToastIntoNextDocument({ title: 'Logout failed', variant: 'destructive' }, storage, 0);
    expect(takeCarriedToast(storage, 10)?.variant).toBe('destructive');
  });

  it('is dropped when older than the limit, and removed either way', () => {
    const storage = memoryStorage();
    carryToastIntoNextDocument({ title: 'Logged out' }, storage, 0);
    expect(takeCarriedToast(storage, CARRIED_TOAST_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.items.has(CARRIED_TOAST_KEY)).toBe(false);
  });

  it('carries nothing without a toast, or with a toast of no plain text', () => {
    const storage = memoryStorage();
    carryToastIntoNextDocument(undefined, storage, 0);
    carryToastIntoNextDocument({ title: { rich: true } as never }, storage, 0);
    expect(storage.items.size).toBe(0);
  });

  it('ignores what it did not write: malformed JSON, other shapes, a clock gone back', () => {
    const storage = memoryStorage();
    for (const value of ['{', '"text"', '{"title":"x"}', '{"at":5000,"title":"x"}', '{"at":0}']) {
      storage.setItem(CARRIED_TOAST_KEY, value);
      expect(takeCarriedToast(storage, 1000)).toBeNull();
    }
  });

  it('loses the toast, without throwing, where storage is blocked', () => {
    const blocked = {
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(() => carryToastIntoNextDocument({ title: 'Logged out' }, blocked, 0)).not.toThrow();
    expect(takeCarriedToast(blocked, 0)).toBeNull();
  });
});
