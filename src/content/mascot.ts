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
