import { school } from '../config/school';
import type { Milestone, Stat } from './home';

/** The spec's claims, and nothing more. */
export const STATS = [
  {
    id: 'established',
    value: { kind: 'year', value: school.established },
    labelKey: 'achievements.stats.established.label',
    descriptionKey: 'achievements.stats.established.description',
  },
  {
    id: 'ranking',
    value: {
      kind: 'number',
      value: school.ranking,
      patternKey: 'achievements.stats.ranking.value',
    },
    labelKey: 'achievements.stats.ranking.label',
    descriptionKey: 'achievements.stats.ranking.description',
  },
  {
    id: 'scratch',
    value: { kind: 'percent', value: school.primaryScratchPercent },
    labelKey: 'achievements.stats.scratch.label',
    descriptionKey: 'achievements.stats.scratch.description',
  },
  {
    id: 'html',
    value: { kind: 'percent', value: school.gradeSevenHtmlPercent },
    labelKey: 'achievements.stats.html.label',
    descriptionKey: 'achievements.stats.html.description',
  },
  {
    id: 'years',
    value: {
      kind: 'number',
      value: school.yearsOfTeaching,
      patternKey: 'achievements.stats.years.value',
    },
    labelKey: 'achievements.stats.years.label',
    descriptionKey: 'achievements.stats.years.description',
  },
] as const satisfies readonly Stat[];

export const MILESTONES = [
  {
    id: 'founded',
    titleKey: 'achievements.milestones.founded.title',
    descriptionKey: 'achievements.milestones.founded.description',
    year: school.established,
  },
  {
    id: 'twenty-years',
    titleKey: 'achievements.milestones.twentyYears.title',
    descriptionKey: 'achievements.milestones.twentyYears.description',
    year: school.established + school.yearsOfTeaching,
  },
  {
    id: 'ranking',
    titleKey: 'achievements.milestones.ranking.title',
    descriptionKey: 'achievements.milestones.ranking.description',
  },
  {
    id: 'programmes',
    titleKey: 'achievements.milestones.programmes.title',
    descriptionKey: 'achievements.milestones.programmes.description',
  },
] as const satisfies readonly Milestone[];
