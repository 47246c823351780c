// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItem, removeItem, storageArea, writeItem } from './storage';
import { memoryStorage as memory, throwingStorage } from './fakeStorage.test-helper';

afterEach(() => vi.unstubAllGlobals());

describe('storage', () => {
  it('writes, reads and removes a value', () => {
    const store = memory();
    expect(writeItem(store, 'school-site.test', 'yes')).toBe(true);
    expect(readItem(store, 'school-site.test')).toBe('yes');
    expect(removeItem(store, 'school-site.test')).toBe(true);
    expect(readItem(store, 'school-site.test')).toBeNull();
  });

  it('gives local storage for "local" and session storage for "session"', () => {
    const local = memory();
    const session = memory();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    expect(storageArea('local')).toBe(local);
    expect(storageArea('session')).toBe(session);
  });

  it('answers instead of throwing when storage throws', () => {
    const store = throwingStorage;
    expect(readItem(store, 'key')).toBeNull();
    expect(writeItem(store, 'key', 'value')).toBe(false);
    expect(removeItem(store, 'key')).toBe(false);
  });

  it('answers when there is no storage at all', () => {
    expect(readItem(null, 'key')).toBeNull();
    expect(writeItem(null, 'key', 'value')).toBe(false);
    expect(removeItem(undefined, 'key')).toBe(false);
  });

  it('gives no area where reading the property itself throws', () => {
    const session = memory();
    vi.stubGlobal('sessionStorage', session);
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(storageArea('local')).toBeNull();
      expect(storageArea('session')).toBe(session);
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});
