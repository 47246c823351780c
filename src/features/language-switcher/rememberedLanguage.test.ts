import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from './rememberedLanguage';
import {
  memoryStorage as memory,
  throwingStorage as throwing,
} from '../../ui/fakeStorage.test-helper';

describe('remembered language', () => {
  it('reads back what was stored', () => {
    const storage = memory();
    expect(storeLanguage(storage, 'mr')).toBe(true);
    expect(readStoredLanguage(storage)).toBe('mr');
  });

  it('ignores values we did not write', () => {
    expect(readStoredLanguage(memory({ [LANGUAGE_STORAGE_KEY]: 'fr' }))).toBeNull();
    expect(readStoredLanguage(memory({ [LANGUAGE_STORAGE_KEY]: '{"x":1}' }))).toBeNull();
  });

  it('survives storage that throws', () => {
    expect(readStoredLanguage(throwing)).toBeNull();
    expect(storeLanguage(throwing, 'hi')).toBe(false);
    expect(readStoredLanguage(null)).toBeNull();
  });
});
