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
  ...EVENTS.map(({ when }) =>
    when.every === 'month' ? 'events.when.month' : `events.when.term.${when.term}`,
  ),
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

  it('has the spec’s six clubs first, one per category in its order; a new club picks one', () => {
    expect(CLUBS.slice(0, CLUB_CATEGORIES.length).map((club) => club.category)).toEqual([
      ...CLUB_CATEGORIES,
    ]);
    for (const club of CLUBS) expect(CLUB_CATEGORIES).toContain(club.category);
  });

  it('gives every club, event, testimonial and picture an id of its own', () => {
    for (const list of [CLUBS, EVENTS, TESTIMONIALS, GALLERY, STUDENT_LIFE, COVID_COMMITMENTS]) {
      const ids = list.map((item) => item.id);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    }
  });

  it('says when each event comes round from data, in each language', async () => {
    const { formatMonth } = await import('../i18n/format');
    const when = (file: typeof en, language: 'en' | 'hi' | 'mr') =>
      EVENTS.map(({ when }) =>
        when.every === 'month'
          ? file.events.when.month.replace('{{month}}', formatMonth(language, when.month))
          : file.events.when.term[when.term],
      );
    expect(when(en, 'en')).toEqual([
      'Every winter term',
      'Every December',
      'Every January',
      'Every summer term',
    ]);
    expect(when(hi, 'hi')).toEqual([
      'हर साल सर्दियों के सत्र में',
      'हर साल दिसंबर में',
      'हर साल जनवरी में',
      'हर साल गर्मियों के सत्र में',
    ]);
    expect(when(mr, 'mr')).toEqual([
      'दरवर्षी हिवाळी सत्रात',
      'दरवर्षी डिसेंबरमध्ये',
      'दरवर्षी जानेवारीमध्ये',
      'दरवर्षी उन्हाळी सत्रात',
    ]);
  });

  it('rates every testimonial 5 out of 5', () => {
    expect(TESTIMONIALS.map((testimonial) => testimonial.rating)).toEqual([5, 5, 5]);
  });

  it('states the spec’s claims and no others', () => {
    expect(STATS.map((stat) => stat.value.value)).toEqual([2005, 2, 95, 90, 20]);
  });
});
