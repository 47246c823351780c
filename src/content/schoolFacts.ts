import type { TranslationKey } from '../i18n/keys';
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

export const SCHOOL_FACTS: readonly SchoolFact[] = [
  {
    id: 'established',
    labelKey: 'facts.established',
    value: (language) => formatYear(language, school.established),
  },
  {
    id: 'years',
    labelKey: 'facts.years',
    value: (language, t) =>
      t('facts.yearsValue', { years: formatNumber(language, school.yearsOfTeaching) }),
  },
  {
    id: 'rank',
    labelKey: 'facts.rank',
    value: (language, t) => t('facts.rankValue', { rank: formatNumber(language, school.ranking) }),
  },
  {
    id: 'scratch',
    labelKey: 'facts.scratch',
    value: (language) => formatPercent(language, school.primaryScratchPercent),
  },
  {
    id: 'html',
    labelKey: 'facts.html',
    value: (language) => formatPercent(language, school.gradeSevenHtmlPercent),
  },
];

interface BrochureItem {
  id: string;
  nameKey: TranslationKey<'brochure'>;
  descriptionKey: TranslationKey<'brochure'>;
  grades: GradeRange | null;
}

/** The two programmes of the secondary years, with the grades each covers. */
export const PROGRAMMES: readonly BrochureItem[] = [
  {
    id: 'igcse',
    nameKey: 'programmes.igcse.name',
    descriptionKey: 'programmes.igcse.description',
    grades: LEVEL_GRADES.secondary,
  },
  {
    id: 'ibdp',
    nameKey: 'programmes.ibdp.name',
    descriptionKey: 'programmes.ibdp.description',
    grades: LEVEL_GRADES.ibdp,
  },
];

/** Preschool, primary and secondary (the IGCSE and IB Diploma years together). */
export const BROCHURE_LEVELS: readonly BrochureItem[] = [
  {
    id: 'preschool',
    nameKey: 'levels.preschool.name',
    descriptionKey: 'levels.preschool.description',
    grades: LEVEL_GRADES.preschool,
  },
  {
    id: 'primary',
    nameKey: 'levels.primary.name',
    descriptionKey: 'levels.primary.description',
    grades: LEVEL_GRADES.primary,
  },
  {
    id: 'secondary',
    nameKey: 'levels.secondary.name',
    descriptionKey: 'levels.secondary.description',
    grades: { from: LEVEL_GRADES.secondary.from, to: LEVEL_GRADES.ibdp.to },
  },
];
