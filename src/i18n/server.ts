import { createInstance, type i18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages';
import { applySiteFormats, sharedOptions } from './options';

// The prerenderer has every file at hand; it renders one language at a time.
const files = import.meta.glob<ResourceKey>('../../locales/*/*.json', {
  import: 'default',
  eager: true,
});

function resourcesOf(language: Language): Resource {
  const bundle: Record<string, ResourceKey> = {};
  for (const [path, data] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) bundle[match[2]] = data;
  }
  return { [language]: bundle };
}

/** A fresh, synchronous instance for one prerendered page. */
export function createServerI18n(language: Language): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    ...sharedOptions,
    lng: language,
    resources: resourcesOf(language),
    initAsync: false,
  });
  applySiteFormats(instance);
  return instance;
}
