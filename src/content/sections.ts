import { itemKey, type TranslationKey } from '../i18n/keys';

/** The home page's sections, in page order: anchors and the nav label of each. */
export interface HomeSection {
  id: string;
  navKey: TranslationKey<'common'>;
}

/** A section: its nav label under `nav.<name>` (`student-life`: `nav.studentLife`). */
const section = <const Id extends string>(id: Id) => ({ id, navKey: itemKey('nav', id) });

export const HOME_SECTIONS = [
  section('home'),
  section('about'),
  section('student-life'),
  section('covid-commitment'),
  section('clubs'),
  section('achievements'),
  section('testimonials'),
  section('gallery'),
  section('contact'),
] as const satisfies readonly HomeSection[];

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

/** The sections' anchors, in page order. */
export const HOME_SECTION_IDS: readonly HomeSectionId[] = HOME_SECTIONS.map(({ id }) => id);
