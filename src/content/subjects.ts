import type { TranslationKey } from '../i18n/keys';
import { school } from '../config/school';
import type { LevelId } from './levels';

/** A subject card: the front shows the emoji and the title, the back the description. */
export interface SubjectCard {
  /** Unique within its level. */
  id: string;
  emoji: string;
  titleKey: TranslationKey<'academics'>;
  descriptionKey: TranslationKey<'academics'>;
  /** A figure the description quotes as `{{percent}}`, formatted for the reader's language. */
  percent?: number;
}

/** The subject cards of each level, in the order they are shown. */
export const SUBJECTS = {
  preschool: [
    {
      id: 'phonics',
      emoji: '🔤',
      titleKey: 'subjects.preschool.phonics.title',
      descriptionKey: 'subjects.preschool.phonics.description',
    },
    {
      id: 'numbers',
      emoji: '🔢',
      titleKey: 'subjects.preschool.numbers.title',
      descriptionKey: 'subjects.preschool.numbers.description',
    },
    {
      id: 'art',
      emoji: '🎨',
      titleKey: 'subjects.preschool.art.title',
      descriptionKey: 'subjects.preschool.art.description',
    },
    {
      id: 'music',
      emoji: '🎵',
      titleKey: 'subjects.preschool.music.title',
      descriptionKey: 'subjects.preschool.music.description',
    },
    {
      id: 'world',
      emoji: '🌱',
      titleKey: 'subjects.preschool.world.title',
      descriptionKey: 'subjects.preschool.world.description',
    },
  ],
  primary: [
    {
      id: 'english',
      emoji: '📖',
      titleKey: 'subjects.primary.english.title',
      descriptionKey: 'subjects.primary.english.description',
    },
    {
      id: 'maths',
      emoji: '➗',
      titleKey: 'subjects.primary.maths.title',
      descriptionKey: 'subjects.primary.maths.description',
    },
    {
      id: 'science',
      emoji: '🔬',
      titleKey: 'subjects.primary.science.title',
      descriptionKey: 'subjects.primary.science.description',
    },
    {
      id: 'social',
      emoji: '🌏',
      titleKey: 'subjects.primary.social.title',
      descriptionKey: 'subjects.primary.social.description',
    },
    {
      id: 'coding',
      emoji: '🐱',
      titleKey: 'subjects.primary.coding.title',
      descriptionKey: 'subjects.primary.coding.description',
      percent: school.primaryScratchPercent,
    },
  ],
  secondary: [
    {
      id: 'english',
      emoji: '📚',
      titleKey: 'subjects.secondary.english.title',
      descriptionKey: 'subjects.secondary.english.description',
    },
    {
      id: 'maths',
      emoji: '📐',
      titleKey: 'subjects.secondary.maths.title',
      descriptionKey: 'subjects.secondary.maths.description',
    },
    {
      id: 'sciences',
      emoji: '🧪',
      titleKey: 'subjects.secondary.sciences.title',
      descriptionKey: 'subjects.secondary.sciences.description',
    },
    {
      id: 'computing',
      emoji: '💻',
      titleKey: 'subjects.secondary.computing.title',
      descriptionKey: 'subjects.secondary.computing.description',
      percent: school.gradeSevenHtmlPercent,
    },
    {
      id: 'humanities',
      emoji: '🗺️',
      titleKey: 'subjects.secondary.humanities.title',
      descriptionKey: 'subjects.secondary.humanities.description',
    },
    {
      id: 'art',
      emoji: '🖌️',
      titleKey: 'subjects.secondary.art.title',
      descriptionKey: 'subjects.secondary.art.description',
    },
  ],
  ibdp: [
    {
      id: 'literature',
      emoji: '✒️',
      titleKey: 'subjects.ibdp.literature.title',
      descriptionKey: 'subjects.ibdp.literature.description',
    },
    {
      id: 'language',
      emoji: '🗣️',
      titleKey: 'subjects.ibdp.language.title',
      descriptionKey: 'subjects.ibdp.language.description',
    },
    {
      id: 'societies',
      emoji: '🏛️',
      titleKey: 'subjects.ibdp.societies.title',
      descriptionKey: 'subjects.ibdp.societies.description',
    },
    {
      id: 'sciences',
      emoji: '🧬',
      titleKey: 'subjects.ibdp.sciences.title',
      descriptionKey: 'subjects.ibdp.sciences.description',
    },
    {
      id: 'maths',
      emoji: '📈',
      titleKey: 'subjects.ibdp.maths.title',
      descriptionKey: 'subjects.ibdp.maths.description',
    },
    {
      id: 'core',
      emoji: '🧠',
      titleKey: 'subjects.ibdp.core.title',
      descriptionKey: 'subjects.ibdp.core.description',
    },
  ],
} as const satisfies Record<LevelId, readonly SubjectCard[]>;
