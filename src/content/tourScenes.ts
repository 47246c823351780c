import type { TranslationKey } from '../i18n/keys';

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

export const TOUR_SCENES = [
  {
    id: 'welcome',
    titleKey: 'scenes.welcome.title',
    emoji: '😺',
    background: 'gate',
    dialogueKey: 'scenes.welcome.dialogue',
    actionKey: 'scenes.welcome.action',
  },
  {
    id: 'classrooms',
    titleKey: 'scenes.classrooms.title',
    emoji: '😸',
    background: 'classroom',
    dialogueKey: 'scenes.classrooms.dialogue',
    actionKey: 'scenes.classrooms.action',
  },
  {
    id: 'science-labs',
    titleKey: 'scenes.scienceLabs.title',
    emoji: '🙀',
    background: 'lab',
    dialogueKey: 'scenes.scienceLabs.dialogue',
    actionKey: 'scenes.scienceLabs.action',
  },
  {
    id: 'sports',
    titleKey: 'scenes.sports.title',
    emoji: '😼',
    background: 'field',
    dialogueKey: 'scenes.sports.dialogue',
    actionKey: 'scenes.sports.action',
  },
  {
    id: 'arts',
    titleKey: 'scenes.arts.title',
    emoji: '😻',
    background: 'stage',
    dialogueKey: 'scenes.arts.dialogue',
    actionKey: 'scenes.arts.action',
  },
  {
    id: 'library',
    titleKey: 'scenes.library.title',
    emoji: '😽',
    background: 'shelves',
    dialogueKey: 'scenes.library.dialogue',
    actionKey: 'scenes.library.action',
  },
  {
    id: 'robotics',
    titleKey: 'scenes.robotics.title',
    emoji: '😹',
    background: 'workshop',
    dialogueKey: 'scenes.robotics.dialogue',
    actionKey: 'scenes.robotics.action',
  },
  {
    id: 'cafeteria',
    titleKey: 'scenes.cafeteria.title',
    emoji: '😸',
    background: 'canteen',
    dialogueKey: 'scenes.cafeteria.dialogue',
    actionKey: 'scenes.cafeteria.action',
  },
] as const satisfies readonly TourScene[];

export type TourSceneId = (typeof TOUR_SCENES)[number]['id'];
