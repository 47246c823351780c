import { itemKey, itemKeys, type TranslationKey } from '../i18n/keys';
import { school } from '../config/school';
import type { Language } from '../i18n/languages';
import { formatNumber, formatPercent, formatYear } from '../i18n/format';
import type { TFunction } from 'i18next';
import { LEVEL_GRADES, type GradeRange } from './levels';

/**
 * The school's claims as the brochure shows them: a figure and what it counts. Each figure comes
 * from `src/config/school.ts` and is formatted for the reader's language.
 */
export interface SchoolFact {
  id: string;
  labelKey: TranslationKey<'brochure'>;
  value: (language: Language, t: TFunction<'brochure'>) => string;
}

/** A fact's label: `facts.<name>`. */
const fact = <const Id extends string>(id: Id) => ({ id, labelKey: itemKey('facts', id) });

export const SCHOOL_FACTS = [
  {
    ...fact('established'),
    value: (language) => formatYear(language, school.established),
  },
  {
    ...fact('years'),
    value: (language, t) =>
      t('facts.yearsValue', { years: formatNumber(language, school.yearsOfTeaching) }),
  },
  {
    ...fact('rank'),
    value: (language, t) => t('facts.rankValue', { rank: formatNumber(language, school.ranking) }),
  },
  {
    ...fact('scratch'),
    value: (language) => formatPercent(language, school.primaryScratchPercent),
  },
  {
    ...fact('html'),
    value: (language) => formatPercent(language, school.gradeSevenHtmlPercent),
  },
] as const satisfies readonly SchoolFact[];

interface BrochureItem {
  id: string;
  nameKey: TranslationKey<'brochure'>;
  descriptionKey: TranslationKey<'brochure'>;
  grades: GradeRange | null;
}

/** The two programmes of the secondary years, with the grades each covers. */
/** A programme or a level: its text under `<prefix>.<name>`. */
const brochureItem = <const Prefix extends string, const Id extends string>(
  prefix: Prefix,
  id: Id,
  grades: GradeRange | null,
) => ({ id, ...itemKeys(prefix, id, ['name', 'description']), grades });

export const PROGRAMMES = [
  brochureItem('programmes', 'igcse', LEVEL_GRADES.secondary),
  brochureItem('programmes', 'ibdp', LEVEL_GRADES.ibdp),
] as const satisfies readonly BrochureItem[];

/** Preschool, primary and secondary (the IGCSE and IB Diploma years together). */
export const BROCHURE_LEVELS = [
  brochureItem('levels', 'preschool', LEVEL_GRADES.preschool),
  brochureItem('levels', 'primary', LEVEL_GRADES.primary),
  brochureItem('levels', 'secondary', {
    from: LEVEL_GRADES.secondary.from,
    to: LEVEL_GRADES.ibdp.to,
  }),
] as const satisfies readonly BrochureItem[];
