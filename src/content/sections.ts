import type { TranslationKey } from '../i18n/keys';

/** The home page's sections, in page order: anchors and the nav label of each. */
export interface HomeSection {
  id: string;
  navKey: TranslationKey<'common'>;
}

export const HOME_SECTIONS = [
  { id: 'home', navKey: 'nav.home' },
  { id: 'about', navKey: 'nav.about' },
  { id: 'student-life', navKey: 'nav.studentLife' },
  { id: 'covid-commitment', navKey: 'nav.covidCommitment' },
  { id: 'clubs', navKey: 'nav.clubs' },
  { id: 'achievements', navKey: 'nav.achievements' },
  { id: 'testimonials', navKey: 'nav.testimonials' },
  { id: 'gallery', navKey: 'nav.gallery' },
  { id: 'contact', navKey: 'nav.contact' },
] as const satisfies readonly HomeSection[];

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

/** The sections' anchors, in page order. */
export const HOME_SECTION_IDS: readonly HomeSectionId[] = HOME_SECTIONS.map(({ id }) => id);
