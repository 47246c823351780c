import { school } from '../config/school';
import { itemKeys } from '../i18n/keys';
import type { Milestone, Stat, StatValue } from './home';

/** A stat: its label and description under `achievements.stats.<name>`. */
const stat = <const Id extends string, const Value extends StatValue>(id: Id, value: Value) => ({
  id,
  value,
  ...itemKeys('achievements.stats', id, ['label', 'description']),
});

/** The spec's claims, and nothing more. */
export const STATS = [
  stat('established', { kind: 'year', value: school.established }),
  {
    ...stat('ranking', {
      kind: 'number',
      value: school.ranking,
      patternKey: 'achievements.stats.ranking.value',
    }),
    /** "Ranked 2nd": the rank as an ordinal (`description_ordinal_two`…, per language). */
    descriptionRank: true,
  },
  stat('scratch', { kind: 'percent', value: school.primaryScratchPercent }),
  stat('html', { kind: 'percent', value: school.gradeSevenHtmlPercent }),
  stat('years', {
    kind: 'number',
    value: school.yearsOfTeaching,
    patternKey: 'achievements.stats.years.value',
  }),
] as const satisfies readonly Stat[];

/** A milestone: its text under `achievements.milestones.<name>`. */
const milestone = <const Id extends string>(id: Id) => ({
  id,
  ...itemKeys('achievements.milestones', id, ['title', 'description']),
});

export const MILESTONES = [
  { ...milestone('founded'), year: school.established },
  { ...milestone('years-of-teaching'), year: school.established + school.yearsOfTeaching },
  milestone('ranking'),
  milestone('programmes'),
] as const satisfies readonly Milestone[];
