import { describe, expect, it } from 'vitest';
import {
  accent,
  accentVowels,
  gujaratiLetters,
  gujaratiLettersFile,
  growth,
  pseudoLocalize,
  pseudoLocalizeFile,
} from './pseudo-locale.mjs';

describe('the pseudo-locale', () => {
  it('accents every letter and leaves placeholders as they are', () => {
    expect(accent('Scene {{n}} of {{total}}')).toBe('Šçéñé {{n}} öƒ {{total}}');
    expect(accent('Ranked #{{rank}}')).toBe('Ŕáñķéð №{{rank}}');
  });

  it('brackets each value and makes it longer, short values most', () => {
    const play = pseudoLocalize('Play');
    expect(play.startsWith('[Þļáý')).toBe(true);
    expect(play.endsWith(']')).toBe(true);
    // "Play" doubles, plus the brackets and the space.
    expect(play.length).toBe(2 + 4 + 1 + 4);
    const long = 'Choosing a school is one of the biggest decisions a family makes.';
    const grown = pseudoLocalize(long).length - 2;
    expect(grown / long.length).toBeGreaterThanOrEqual(1.4);
    expect(grown / long.length).toBeLessThan(1.45);
    expect(growth(4)).toBeGreaterThan(growth(25));
    expect(growth(25)).toBeGreaterThan(growth(100));
  });

  it('does not count placeholders as text to grow', () => {
    expect(pseudoLocalize('{{year}}')).toBe('[{{year}}]');
  });

  it('turns a whole file, giving fixed-width text only accents on its vowels', () => {
    const file = { meta: { homeScreenName: 'Ghatkopar', title: 'Brochure' }, n: 3 };
    const fixed = (/** @type {string} */ path) => path === 'meta.homeScreenName';
    expect(pseudoLocalizeFile(file, fixed)).toEqual({
      meta: { homeScreenName: accentVowels('Ghatkopar'), title: pseudoLocalize('Brochure') },
      n: 3,
    });
    expect(accentVowels('Ghatkopar')).toBe('Ghátköpár');
  });
});

describe('the throwaway language in Gujarati letters', () => {
  it('writes every letter in Gujarati and leaves placeholders and digits as they are', () => {
    expect(gujaratiLetters('Play')).toBe('પલઅય');
    expect(gujaratiLetters('Scene {{n}} of 5')).toBe('સચએનએ {{n}} ઓફ 5');
    expect(gujaratiLettersFile({ a: { b: 'IB' }, n: 3 })).toEqual({ a: { b: 'ઇબ' }, n: 3 });
  });
});
