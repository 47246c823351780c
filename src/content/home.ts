import type { TranslationKey } from '../i18n/keys';

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

export const STUDENT_LIFE = [
  { id: 'arts', titleKey: 'studentLife.arts.title', bodyKey: 'studentLife.arts.body' },
  { id: 'sports', titleKey: 'studentLife.sports.title', bodyKey: 'studentLife.sports.body' },
  {
    id: 'technology',
    titleKey: 'studentLife.technology.title',
    bodyKey: 'studentLife.technology.body',
  },
  { id: 'service', titleKey: 'studentLife.service.title', bodyKey: 'studentLife.service.body' },
] as const satisfies readonly Highlight[];

export const COVID_COMMITMENTS = [
  { id: 'online', titleKey: 'covid.online.title', bodyKey: 'covid.online.body' },
  { id: 'wellbeing', titleKey: 'covid.wellbeing.title', bodyKey: 'covid.wellbeing.body' },
  { id: 'families', titleKey: 'covid.families.title', bodyKey: 'covid.families.body' },
  { id: 'return', titleKey: 'covid.return.title', bodyKey: 'covid.return.body' },
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

export const CLUBS = [
  {
    id: 'student-council',
    titleKey: 'clubs.studentCouncil.title',
    descriptionKey: 'clubs.studentCouncil.description',
    category: 'leadership',
  },
  {
    id: 'coding',
    titleKey: 'clubs.coding.title',
    descriptionKey: 'clubs.coding.description',
    category: 'technology',
  },
  {
    id: 'theatre',
    titleKey: 'clubs.theatre.title',
    descriptionKey: 'clubs.theatre.description',
    category: 'arts',
  },
  {
    id: 'readers',
    titleKey: 'clubs.readers.title',
    descriptionKey: 'clubs.readers.description',
    category: 'literature',
  },
  {
    id: 'science',
    titleKey: 'clubs.science.title',
    descriptionKey: 'clubs.science.description',
    category: 'science',
  },
  {
    id: 'eco',
    titleKey: 'clubs.eco.title',
    descriptionKey: 'clubs.eco.description',
    category: 'environment',
  },
] as const satisfies readonly Club[];

export interface SchoolEvent {
  id: string;
  titleKey: HomeKey;
  descriptionKey: HomeKey;
  dateKey: HomeKey;
}

export const EVENTS = [
  {
    id: 'science-fair',
    titleKey: 'clubs.scienceFair.title',
    descriptionKey: 'clubs.scienceFair.description',
    dateKey: 'clubs.scienceFair.date',
  },
  {
    id: 'annual-day',
    titleKey: 'clubs.annualDay.title',
    descriptionKey: 'clubs.annualDay.description',
    dateKey: 'clubs.annualDay.date',
  },
  {
    id: 'sports-day',
    titleKey: 'clubs.sportsDay.title',
    descriptionKey: 'clubs.sportsDay.description',
    dateKey: 'clubs.sportsDay.date',
  },
  {
    id: 'book-week',
    titleKey: 'clubs.bookWeek.title',
    descriptionKey: 'clubs.bookWeek.description',
    dateKey: 'clubs.bookWeek.date',
  },
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
  descriptionKey: HomeKey;
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

export const TESTIMONIALS = [
  {
    id: 'first',
    nameKey: 'testimonials.first.name',
    roleKey: 'testimonials.first.role',
    contentKey: 'testimonials.first.content',
    rating: 5,
  },
  {
    id: 'second',
    nameKey: 'testimonials.second.name',
    roleKey: 'testimonials.second.role',
    contentKey: 'testimonials.second.content',
    rating: 5,
  },
  {
    id: 'third',
    nameKey: 'testimonials.third.name',
    roleKey: 'testimonials.third.role',
    contentKey: 'testimonials.third.content',
    rating: 5,
  },
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

const picture = (id: string, category: GalleryCategory, altKey: HomeKey): GalleryImage => ({
  id,
  src: `/art/gallery-${id}.svg`,
  width: 800,
  height: 600,
  altKey,
  category,
});

/** The six pictures, in the spec's category order. */
export const GALLERY = [
  picture('classroom', 'academics', 'gallery.classroom'),
  picture('computer-lab', 'technology', 'gallery.computerLab'),
  picture('group-work', 'collaboration', 'gallery.groupWork'),
  picture('annual-day', 'events', 'gallery.annualDay'),
  picture('building', 'campus', 'gallery.building'),
  picture('playground', 'campus', 'gallery.playground'),
] as const;

export const STUDENT_LIFE_ART = { src: '/art/student-life.svg', width: 960, height: 320 } as const;
