import type { i18n } from 'i18next';
import { isLanguage, type Language } from './languages';
import { NAMESPACES } from './namespaces';

/** True when every namespace of `language` is in memory. */
export function isLanguageLoaded(instance: i18n, language: Language): boolean {
  return NAMESPACES.every((ns) => instance.hasResourceBundle(language, ns));
}

/**
 * Loads a language's files; resolves to false when a file cannot be fetched (offline, say),
 * so the caller can say so and stay where it is instead of showing raw keys.
 */
export async function loadLanguage(instance: i18n, language: string): Promise<boolean> {
  if (!isLanguage(language)) return false;
  if (isLanguageLoaded(instance, language)) return true;
  await instance.loadLanguages(language);
  return isLanguageLoaded(instance, language);
}
