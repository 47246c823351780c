import { itemKeys, type TranslationKey } from '../i18n/keys';
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

/** A card of a level: its text under `subjects.<level>.<name>`. */
const subject = <const Level extends LevelId, const Id extends string>(
  level: Level,
  id: Id,
  emoji: string,
) => ({ id, emoji, ...itemKeys(`subjects.${level}`, id, ['title', 'description']) });

/** The subject cards of each level, in the order they are shown. */
export const SUBJECTS = {
  preschool: [
    subject('preschool', 'phonics', '🔤'),
    subject('preschool', 'numbers', '🔢'),
    subject('preschool', 'art', '🎨'),
    subject('preschool', 'music', '🎵'),
    subject('preschool', 'world', '🌱'),
  ],
  primary: [
    subject('primary', 'english', '📖'),
    subject('primary', 'maths', '➗'),
    subject('primary', 'science', '🔬'),
    subject('primary', 'social', '🌏'),
    { ...subject('primary', 'coding', '🐱'), percent: school.primaryScratchPercent },
  ],
  secondary: [
    subject('secondary', 'english', '📚'),
    subject('secondary', 'maths', '📐'),
    subject('secondary', 'sciences', '🧪'),
    { ...subject('secondary', 'computing', '💻'), percent: school.gradeSevenHtmlPercent },
    subject('secondary', 'humanities', '🗺️'),
    subject('secondary', 'art', '🖌️'),
  ],
  ibdp: [
    subject('ibdp', 'literature', '✒️'),
    subject('ibdp', 'language', '🗣️'),
    subject('ibdp', 'societies', '🏛️'),
    subject('ibdp', 'sciences', '🧬'),
    subject('ibdp', 'maths', '📈'),
    subject('ibdp', 'core', '🧠'),
  ],
} as const satisfies Record<LevelId, readonly SubjectCard[]>;
