import type { Month } from '../i18n/format';
import { itemKey, itemKeys, type TranslationKey } from '../i18n/keys';

type HomeKey = TranslationKey<'home'>;

/** A titled paragraph: student life activities, COVID-era commitments. */
export interface Highlight {
  id: string;
  titleKey: HomeKey;
  bodyKey: HomeKey;
}

export const MISSION_POINTS = [
  'about.mission.curiosity',
  'about.mission.rigour',
  'about.mission.technology',
  'about.mission.character',
] as const satisfies readonly HomeKey[];

/** A titled paragraph under `prefix`: `${prefix}.${name}.title` and `.body`. */
const highlight = <const Prefix extends string, const Id extends string>(
  prefix: Prefix,
  id: Id,
) => ({
  id,
  ...itemKeys(prefix, id, ['title', 'body']),
});

export const STUDENT_LIFE = [
  highlight('studentLife', 'arts'),
  highlight('studentLife', 'sports'),
  highlight('studentLife', 'technology'),
  highlight('studentLife', 'service'),
] as const satisfies readonly Highlight[];

export const COVID_COMMITMENTS = [
  highlight('covid', 'online'),
  highlight('covid', 'wellbeing'),
  highlight('covid', 'families'),
  highlight('covid', 'return'),
] as const satisfies readonly Highlight[];

export const CLUB_CATEGORIES = [
  'leadership',
  'technology',
  'arts',
  'literature',
  'science',
  'environment',
] as const;
export type ClubCategory = (typeof CLUB_CATEGORIES)[number];

export interface Club {
  id: string;
  titleKey: HomeKey;
  descriptionKey: HomeKey;
  category: ClubCategory;
}

/** A club: its text under `clubs.<name>` (`student-council`: `clubs.studentCouncil.title`). */
const club = <const Id extends string>(id: Id, category: ClubCategory) => ({
  id,
  ...itemKeys('clubs', id, ['title', 'description']),
  category,
});

export const CLUBS = [
  club('student-council', 'leadership'),
  club('coding', 'technology'),
  club('theatre', 'arts'),
  club('readers', 'literature'),
  club('science', 'science'),
  club('eco', 'environment'),
] as const satisfies readonly Club[];

/**
 * When an event comes round each year: in a month (its name from `Intl`, so Marathi reads
 * "डिसेंबर"), or in one of the school's terms. The school's own dates: ask, never invent one.
 */
export type EventWhen =
  { every: 'month'; month: Month } | { every: 'term'; term: 'winter' | 'summer' };

export interface SchoolEvent {
  id: string;
  titleKey: HomeKey;
  descriptionKey: HomeKey;
  when: EventWhen;
}

/** An event: its text under `events.<name>`, and when it comes round as data. */
const schoolEvent = <const Id extends string>(id: Id, when: EventWhen) => ({
  id,
  ...itemKeys('events', id, ['title', 'description']),
  when,
});

export const EVENTS = [
  schoolEvent('science-fair', { every: 'term', term: 'winter' }),
  schoolEvent('annual-day', { every: 'month', month: 12 }),
  schoolEvent('sports-day', { every: 'month', month: 1 }),
  schoolEvent('book-week', { every: 'term', term: 'summer' }),
] as const satisfies readonly SchoolEvent[];

/** How a stat's number is written: a year, a percentage, or a plain number in a pattern. */
export type StatValue =
  | { kind: 'year'; value: number }
  | { kind: 'percent'; value: number }
  | { kind: 'number'; value: number; patternKey: HomeKey };

export interface Stat {
  id: string;
  value: StatValue;
  labelKey: HomeKey;
  /** Given `{{years}}`, the years of teaching; `{{count}}`, the rank, where `descriptionRank`. */
  descriptionKey: HomeKey;
  descriptionRank?: boolean;
}

export interface Milestone {
  id: string;
  titleKey: HomeKey;
  descriptionKey: HomeKey;
  /** Only where the year is known; we invent none. */
  year?: number;
}

export interface Testimonial {
  id: string;
  nameKey: HomeKey;
  roleKey: HomeKey;
  contentKey: HomeKey;
  rating: number;
}

export const MAX_RATING = 5;

/** A testimonial: its text under `testimonials.<name>`. */
const testimonial = <const Id extends string>(id: Id, rating: number) => ({
  id,
  ...itemKeys('testimonials', id, ['name', 'role', 'content']),
  rating,
});

export const TESTIMONIALS = [
  testimonial('first', 5),
  testimonial('second', 5),
  testimonial('third', 5),
] as const satisfies readonly Testimonial[];

export const GALLERY_CATEGORIES = [
  'academics',
  'technology',
  'collaboration',
  'events',
  'campus',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export interface GalleryImage {
  id: string;
  src: string;
  width: number;
  height: number;
  altKey: HomeKey;
  category: GalleryCategory;
}

/** A picture: its file named after its id, its description under `gallery.<name>`. */
const picture = <const Id extends string>(id: Id, category: GalleryCategory) => ({
  id,
  src: `/art/gallery-${id}.svg`,
  width: 800,
  height: 600,
  altKey: itemKey('gallery', id),
  category,
});

/** The six pictures, in the spec's category order. */
export const GALLERY = [
  picture('classroom', 'academics'),
  picture('computer-lab', 'technology'),
  picture('group-work', 'collaboration'),
  picture('annual-day', 'events'),
  picture('building', 'campus'),
  picture('playground', 'campus'),
] as const satisfies readonly GalleryImage[];

export const STUDENT_LIFE_ART = { src: '/art/student-life.svg', width: 960, height: 320 } as const;
