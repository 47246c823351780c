// What the page and the service worker (src/offline/worker/sw.ts) say to each other, and the
// shape of the list of files the build gives the worker (scripts/build/service-worker.mjs).

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

/**
 * The page asks the worker to send the messages it keeps (src/offline/worker/enquiryQueue.ts):
 * at every page start and when the browser is back online, as not every browser has Background
 * Sync, and Chromium's waits minutes between tries.
 */
export interface SendKept {
  type: 'SEND_KEPT';
}

export type ToWorker = SaveLanguage | TakeUpdate | SendKept;

/** The worker has saved every file of a language: its pages now open offline. */
export interface LanguageSaved {
  type: 'LANGUAGE_SAVED';
  language: string;
}

/** A message the worker kept has reached the school: its client id and the school's number. */
export interface EnquirySent {
  type: 'ENQUIRY_SENT';
  clientId: string;
  id: number;
}

export type FromWorker = LanguageSaved | EnquirySent;

/**
 * The worker's answer to a contact form it could not deliver and keeps to send later (status
 * 202): `offline` when the school could not be reached at all, `service` when it answered that
 * it cannot take the message now (429, 5xx, nginx's 502 while the service restarts).
 */
export interface EnquiryKept {
  kept: true;
  reason: 'offline' | 'service';
}

/** The offline page of a language: served for a page the worker has not saved. */
export const offlinePagePath = (localizedRoot: string) => `${localizedRoot}offline.html`;
