import { itemKeys, type TranslationKey } from '../i18n/keys';

/** The illustrated backdrop drawn behind each scene (see features/tour/SceneBackdrop.tsx). */
export type SceneBackground =
  'gate' | 'classroom' | 'lab' | 'field' | 'stage' | 'shelves' | 'workshop' | 'canteen';

/** One scene of the cat's campus tour; its words live in locales/<lang>/tour.json. */
export interface TourScene {
  id: string;
  titleKey: TranslationKey<'tour'>;
  /** The cat's mood in this scene; decorative, hidden from screen readers. */
  emoji: string;
  background: SceneBackground;
  dialogueKey: TranslationKey<'tour'>;
  /** A short stage direction: what the cat does while it speaks. */
  actionKey: TranslationKey<'tour'>;
}

/** A scene: its words under `scenes.<name>` (`science-labs`: `scenes.scienceLabs.title`). */
const scene = <const Id extends string>(id: Id, emoji: string, background: SceneBackground) => ({
  id,
  emoji,
  background,
  ...itemKeys('scenes', id, ['title', 'dialogue', 'action']),
});

export const TOUR_SCENES = [
  scene('welcome', '😺', 'gate'),
  scene('classrooms', '😸', 'classroom'),
  scene('science-labs', '🙀', 'lab'),
  scene('sports', '😼', 'field'),
  scene('arts', '😻', 'stage'),
  scene('library', '😽', 'shelves'),
  scene('robotics', '😹', 'workshop'),
  scene('cafeteria', '😸', 'canteen'),
] as const satisfies readonly TourScene[];

export type TourSceneId = (typeof TOUR_SCENES)[number]['id'];
