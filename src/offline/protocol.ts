// What the page and the service worker (src/offline/worker/sw.ts) say to each other, and the
// shape of the list of files the build gives the worker (scripts/service-worker.mjs).

/** The worker's script, at the root so that its scope is the whole site. */
export const WORKER_URL = '/sw.js';

/** Every cache the worker makes starts with this; a new version deletes the others. */
export const CACHE_PREFIX = 'school-';

/**
 * The files of the site a worker may save. `group` says when: `shell` as the worker installs
 * (the code, the styles, the icons, the offline pages), a language's code (`hi`) once a page in
 * that language has been read. `bytes` is the file's size as stored.
 */
export interface OfflineEntry {
  url: string;
  revision: string | null;
  group: string;
  bytes: number;
}

export const SHELL_GROUP = 'shell';

/** The page asks the worker to save the pages of a language it has read. */
export interface SaveLanguage {
  type: 'SAVE_LANGUAGE';
  language: string;
}

/** The page's parent chose to take the new version now (the only time a worker skips waiting). */
export interface TakeUpdate {
  type: 'TAKE_UPDATE';
}

export type ToWorker = SaveLanguage | TakeUpdate;

/** The worker has saved every file of a language: its pages now open offline. */
export interface LanguageSaved {
  type: 'LANGUAGE_SAVED';
  language: string;
}

export type FromWorker = LanguageSaved;

/** The offline page of a language: served for a page the worker has not saved. */
export const offlinePagePath = (localizedRoot: string) => `${localizedRoot}offline.html`;
