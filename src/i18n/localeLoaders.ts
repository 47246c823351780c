import type { BackendModule, ResourceKey } from 'i18next';

type LocaleModule = () => Promise<ResourceKey>;

// One lazy chunk per language and namespace: a page downloads only its own language.
const loaders = import.meta.glob<ResourceKey>('../../locales/*/*.json', { import: 'default' });

export function localeLoader(language: string, namespace: string): LocaleModule | undefined {
  return loaders[`../../locales/${language}/${namespace}.json`];
}

/** An i18next backend that reads the bundled locale chunks (no network beyond our own files). */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeLoader(language, namespace);
    if (!load) {
      callback(new Error(`No locale file locales/${language}/${namespace}.json`), false);
      return;
    }
    // `false` as data tells i18next not to retry: a failed chunk stays failed until reload.
    load().then(
      (data) => callback(null, data),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
