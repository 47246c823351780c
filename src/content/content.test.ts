import { describe, expect, it } from 'vitest';
import en from '../../locales/en/home.json';
import hi from '../../locales/hi/home.json';
import mr from '../../locales/mr/home.json';
import { flatten } from '../../scripts/lib/i18n-check.mjs';
import {
  CLUB_CATEGORIES,
  CLUBS,
  COVID_COMMITMENTS,
  EVENTS,
  GALLERY,
  MISSION_POINTS,
  STUDENT_LIFE,
  TESTIMONIALS,
} from './home';
import { MILESTONES, STATS } from './achievements';

const keysOf = (item: object) =>
  Object.entries(item)
    .filter(([name]) => name.endsWith('Key'))
    .map(([, key]) => key as string);

const referenced = [
  ...MISSION_POINTS,
  ...[STUDENT_LIFE, COVID_COMMITMENTS, CLUBS, EVENTS, TESTIMONIALS, GALLERY, STATS, MILESTONES]
    .flat()
    .flatMap(keysOf),
  ...STATS.flatMap((stat) => ('patternKey' in stat.value ? [stat.value.patternKey] : [])),
  ...CLUB_CATEGORIES.map((category) => `clubs.category.${category}`),
  ...GALLERY.map((image) => `gallery.category.${image.category}`),
];

describe('home content modules', () => {
  for (const [language, file] of Object.entries({ en, hi, mr })) {
    it(`every key they reference exists in ${language}`, () => {
      const keys = flatten(file);
      // A counted or ordinal key (`achievements.stats.ranking.description`) exists as its forms.
      const exists = (key: string) =>
        [key, `${key}_other`, `${key}_ordinal_other`].some(
          (form) => typeof keys[form] === 'string',
        );
      const missing = referenced.filter((key) => !exists(key));
      expect(missing).toEqual([]);
    });
  }

  it('has six gallery pictures in the spec’s category order', () => {
    expect(GALLERY.map((image) => image.category)).toEqual([
      'academics',
      'technology',
      'collaboration',
      'events',
      'campus',
      'campus',
    ]);
  });

  it('has one club per category, in the spec’s order', () => {
    expect(CLUBS.map((club) => club.category)).toEqual([...CLUB_CATEGORIES]);
  });

  it('rates every testimonial 5 out of 5', () => {
    expect(TESTIMONIALS.map((testimonial) => testimonial.rating)).toEqual([5, 5, 5]);
  });

  it('states the spec’s claims and no others', () => {
    expect(STATS.map((stat) => stat.value.value)).toEqual([2005, 2, 95, 90, 20]);
  });
});
