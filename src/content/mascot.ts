import { school } from '../config/school';
import type { TranslationKey } from '../i18n/keys';
import type { HomeSectionId } from './sections';

/** The cat's tip for each home section, shown while that section is in view. */
export const MASCOT_TIPS = {
  home: 'tips.home',
  about: 'tips.about',
  'student-life': 'tips.studentLife',
  'covid-commitment': 'tips.covidCommitment',
  clubs: 'tips.clubs',
  achievements: 'tips.achievements',
  testimonials: 'tips.testimonials',
  gallery: 'tips.gallery',
  contact: 'tips.contact',
} as const satisfies Record<HomeSectionId, TranslationKey<'mascot'>>;

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
