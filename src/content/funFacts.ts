import type { TOptions } from 'i18next';
import { school } from '../config/school';
import { formatNumber, formatYear } from '../i18n/format';
import type { Language } from '../i18n/languages';
import { itemKey, type TranslationKey } from '../i18n/keys';

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

/** A fact: its text under `funFacts.<name>` (`cat-naps`: `funFacts.catNaps`). */
const funFact = <const Id extends string>(id: Id) => ({ id, key: itemKey('funFacts', id) });

export const FUN_FACTS = [
  { ...funFact('scratch'), numbers: { percent: 95 } },
  { ...funFact('html'), numbers: { percent: 90 } },
  { ...funFact('founded'), years: { year: school.established } },
  { ...funFact('cat-naps'), numbers: { hours: 16 } },
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
