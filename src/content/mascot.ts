import { itemKey, type TranslationKey } from '../i18n/keys';
import type { HomeSectionId } from './sections';

/**
 * The cat's tip for each home section, shown while that section is in view: `tips.<name>`
 * (`student-life`: `tips.studentLife`). A section without its tip is a type error here.
 */
export const mascotTip = (id: HomeSectionId): TranslationKey<'mascot'> => itemKey('tips', id);
