import { describe, expect, it } from 'vitest';
import { itemKey, itemKeys, keyName } from './keys';

describe('keys that follow from an id', () => {
  it('names the keys after the id in camel case', () => {
    expect(keyName('student-council')).toBe('studentCouncil');
    expect(keyName('science-labs')).toBe('scienceLabs');
    expect(keyName('a-b-c')).toBe('aBC');
    expect(keyName('coding')).toBe('coding');
  });

  it('gives an item’s one key under its prefix', () => {
    expect(itemKey('gallery', 'computer-lab')).toBe('gallery.computerLab');
  });

  it('gives an item’s keys, one per field', () => {
    expect(itemKeys('clubs', 'science-fair', ['title', 'description', 'date'])).toEqual({
      titleKey: 'clubs.scienceFair.title',
      descriptionKey: 'clubs.scienceFair.description',
      dateKey: 'clubs.scienceFair.date',
    });
  });
});
