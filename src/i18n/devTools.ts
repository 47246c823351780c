import type { i18n, InitOptions, PostProcessorModule } from 'i18next';

/**
 * Translators' tools for `npm run dev` only (client.ts imports this module behind
 * `import.meta.env.DEV`, so a production build holds none of it):
 *
 * - `?keys` in the page's URL shows each text with its `namespace:key` after it, tour and
 *   mascot included, so a wrong sentence on the page leads straight to its line in
 *   `locales/<lng>/<namespace>.json`;
 * - a saved locale file updates the page in place (vite.config.ts sends its text).
 */

/** `Watch tour ⟦tour:launcher.open⟧`: a text with the key it comes from. */
export function withKey(value: string, namespace: string, key: string): string {
  return `${value} ⟦${namespace}:${key}⟧`;
}

const showKeys: PostProcessorModule = {
  type: 'postProcessor',
  name: 'showKeys',
  process(value: string, keys: string[], options: { ns?: string | readonly string[] }, translator) {
    const fallback = (translator as { options?: { defaultNS?: string } }).options?.defaultNS;
    const namespaces = options.ns ?? fallback ?? '';
    const namespace = (typeof namespaces === 'string' ? namespaces : namespaces[0]) ?? '';
    const [key = ''] = keys;
    // A key may name its namespace itself ("common:nav.label").
    const [named, rest] = key.includes(':') ? key.split(/:(.*)/s) : [namespace, key];
    return withKey(value, named ?? namespace, rest ?? key);
  },
};

/** Registers the dev tools on `instance` before it starts; returns options to start it with. */
export function devToolsOptions(instance: i18n): Partial<InitOptions> {
  import.meta.hot?.on(
    'locale-update',
    ({
      language,
      namespace,
      resources,
    }: {
      language: string;
      namespace: string;
      resources: object;
    }) => {
      instance.addResourceBundle(language, namespace, resources, true, true);
      // Every component that reads text renders again.
      void instance.changeLanguage(instance.language);
    },
  );
  if (!new URLSearchParams(window.location.search).has('keys')) return {};
  instance.use(showKeys);
  return { postProcess: ['showKeys'] };
}
