import type { i18n } from 'i18next';
import { isLanguage, type Language } from './languages';
import { NAMESPACES, type Namespace } from './namespaces';

/** The namespaces in memory for `language`: the ones the current page reads. */
export function loadedNamespaces(instance: i18n, language: string): Namespace[] {
  return NAMESPACES.filter((ns) => instance.hasResourceBundle(language, ns));
}

/** True when every one of `namespaces` is in memory for `language`. */
export function isLanguageLoaded(
  instance: i18n,
  language: Language,
  namespaces: readonly Namespace[],
): boolean {
  return namespaces.every((ns) => instance.hasResourceBundle(language, ns));
}

/**
 * Loads a language's files for `namespaces` (by default, the ones the page shows now in the
 * current language); resolves to false when a file cannot be fetched (offline, say), so the
 * caller can say so and stay where it is instead of showing raw keys.
 */
export async function loadLanguage(
  instance: i18n,
  language: string,
  namespaces: readonly Namespace[] = loadedNamespaces(instance, instance.language),
): Promise<boolean> {
  if (!isLanguage(language)) return false;
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(language, ns));
  if (missing.length > 0) await instance.reloadResources([language], missing);
  return isLanguageLoaded(instance, language, namespaces);
}
