import type { ParseKeys } from 'i18next';
import type { Namespace } from './namespaces';

/**
 * A key of one namespace, checked against the English file: content modules hold these
 * instead of text, so a misspelt key is a type error, not a blank on the page.
 */
export type TranslationKey<NS extends Namespace> = ParseKeys<NS>;
