import type { BackendModule, i18n, ResourceKey } from 'i18next';
import type { Namespace } from './namespaces';

type LocaleModule = () => Promise<ResourceKey>;

// One lazy chunk per language and namespace: a page downloads only its own language.
const loaders = import.meta.glob<ResourceKey>(
  [
    '../../locales/*/*.json',
    '!../../locales/*/home.json',
    '!../../locales/*/academics.json',
    '!../../locales/*/tour.json',
    // The office inbox's words: the enquiries service's pages (server/office/), not the site's.
    '!../../locales/*/office.json',
    // Which English each translation was made from: for i18n:status, not for the pages.
    '!../../locales/translated-from/*.json',
  ],
  { import: 'default' },
);

// Namespaces a page reads only part of before it is live. That part comes with the page, the
// rest just after, with the code that shows it: the home page's hero reads a twentieth of the
// home text (the sections below it come later, src/pages/HomePage.tsx), the academics page its
// heading (the levels and their subjects come with their tabs, src/pages/AcademicsPage.tsx),
// and the closed tour only its button and title bar (the scenes come with TourBody, when the
// tour is first opened).
// The keys are top-level keys of the file, split into two chunks by the `locale-parts` plugin
// in vite.config.ts.
const SPLIT: Partial<
  Record<Namespace, [Record<string, LocaleModule>, Record<string, LocaleModule>]>
> = {
  home: [
    import.meta.glob<ResourceKey>('../../locales/*/home.json', {
      query: '?pick=hero',
      import: 'default',
    }),
    import.meta.glob<ResourceKey>('../../locales/*/home.json', {
      query: '?omit=hero',
      import: 'default',
    }),
  ],
  academics: [
    import.meta.glob<ResourceKey>('../../locales/*/academics.json', {
      query: '?pick=backHome,title,intro',
      import: 'default',
    }),
    import.meta.glob<ResourceKey>('../../locales/*/academics.json', {
      query: '?omit=backHome,title,intro',
      import: 'default',
    }),
  ],
  tour: [
    import.meta.glob<ResourceKey>('../../locales/*/tour.json', {
      query: '?pick=launcher,dialog',
      import: 'default',
    }),
    import.meta.glob<ResourceKey>('../../locales/*/tour.json', {
      query: '?omit=launcher,dialog',
      import: 'default',
    }),
  ],
};

const fileOf = (language: string, namespace: string) =>
  `../../locales/${language}/${namespace}.json`;

/** True for a namespace that a page may load in two parts (first screen, then the rest). */
export const isSplit = (namespace: Namespace) => namespace in SPLIT;

/** One part (0: first, 1: the rest) of a split namespace in one language, or undefined. */
const partLoader = (language: string, namespace: string, part: 0 | 1) =>
  SPLIT[namespace as Namespace]?.[part][fileOf(language, namespace)];

/** The whole of one namespace in one language (both parts of a split one), or undefined. */
export function localeLoader(language: string, namespace: string): LocaleModule | undefined {
  if (!isSplit(namespace as Namespace)) return loaders[fileOf(language, namespace)];
  const [first, rest] = [partLoader(language, namespace, 0), partLoader(language, namespace, 1)];
  if (!first || !rest) return undefined;
  return async () => {
    const [a, b] = await Promise.all([first(), rest()]);
    return { ...(a as object), ...(b as object) };
  };
}

/** Namespaces of which only the first-screen part is in memory, as `language/namespace`. */
const partial = new Set<string>();

/**
 * The first-screen part of each split namespace among `namespaces`, to put into i18next
 * (the rest is left to `loadRestOfText`). Rejects if one cannot be fetched.
 */
export async function firstScreenParts(
  language: string,
  namespaces: readonly Namespace[],
): Promise<Partial<Record<Namespace, ResourceKey>>> {
  const parts = await Promise.all(
    namespaces.map(async (namespace) => {
      const load = partLoader(language, namespace, 0);
      if (!load) return [];
      const data = await load();
      partial.add(`${language}/${namespace}`);
      return [[namespace, data] as const];
    }),
  );
  return Object.fromEntries(parts.flat());
}

/** Completes `namespace` in every language of which only its first part was loaded. */
export async function loadRestOfText(instance: i18n, namespace: Namespace): Promise<void> {
  await Promise.all(
    [...partial].map(async (entry) => {
      const [language = '', loaded = ''] = entry.split('/');
      if (loaded !== namespace) return;
      const load = partLoader(language, namespace, 1);
      if (!load) return;
      instance.addResourceBundle(language, namespace, await load(), true, false);
      partial.delete(entry);
    }),
  );
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
    // `false` as data tells i18next not to retry on its own: whoever needs the text asks again
    // (src/i18n/client.ts before hydration, src/pages/pageLoading.ts before a page is shown).
    load().then(
      (data) => callback(null, data),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
