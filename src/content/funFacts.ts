import type { TOptions } from 'i18next';
import { school } from '../config/school';
import { formatNumber, formatYear } from '../i18n/format';
import type { Language } from '../i18n/languages';
import type { TranslationKey } from '../i18n/keys';

/**
 * A fun fact and the figures it quotes. Figures are formatted for the page's language
 * (Marathi writes Devanagari digits), so translations never type them.
 */
export interface FunFact {
  id: string;
  key: TranslationKey<'mascot'>;
  numbers?: Readonly<Record<string, number>>;
  years?: Readonly<Record<string, number>>;
}

export const FUN_FACTS = [
  { id: 'scratch', key: 'funFacts.scratch', numbers: { percent: 95 } },
  { id: 'html', key: 'funFacts.html', numbers: { percent: 90 } },
  { id: 'founded', key: 'funFacts.founded', years: { year: school.established } },
  { id: 'cat-naps', key: 'funFacts.catNaps', numbers: { hours: 16 } },
] as const satisfies readonly FunFact[];

/** A fact's figures, formatted for the page's language. */
export function funFactValues(fact: FunFact, language: Language): TOptions {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fact.numbers ?? {}))
    values[name] = formatNumber(language, value);
  for (const [name, value] of Object.entries(fact.years ?? {}))
    values[name] = formatYear(language, value);
  return values;
}
