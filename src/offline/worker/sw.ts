/// <reference lib="webworker" />
// The service worker: the site opens offline, in the language the parent reads.
//
// Built by scripts/build/service-worker.mjs after the pages are prerendered, which gives it, through
// Workbox's injectManifest, the list of every file it may save (`self.__WB_MANIFEST`, each with
// its revision and its group: the shell, or one language).
//
// - Installing, it saves the shell (the code, the styles, the icons, the offline pages), plus
//   the languages the version before it had saved; a language's pages, text, font and pictures
//   are saved when the page asks, once a page in that language has been read
//   (src/offline/client.ts). The other languages and the PDFs cost a parent no data.
// - Each version keeps its files in its own cache, and a page is only ever answered from the
//   cache of the worker that controls it, so an open page never gets a mix of two versions.
//   The new version's cache replaces the old one when it takes over: when every page of the
//   old one is closed, or when the parent chooses to (`TAKE_UPDATE`, the update notice).
// - Online, a page and every file without a hash in its name come from the network (a parent
//   gets the current text), falling back to the saved copy after a few seconds without an
//   answer; hashed files, which never change, come from the cache.
// - A contact form message that cannot reach the school is kept and sent later
//   (./enquiryQueue.ts).
// - A page it has not saved, offline, gets the offline page in the page's language.
import { NavigationRoute, registerRoute, Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { splitLanguagePath, localizedPath } from '../../i18n/paths';
import {
  CACHE_PREFIX,
  SHELL_GROUP,
  offlinePagePath,
  type FromWorker,
  type OfflineEntry,
  type ToWorker,
} from '../protocol';
import { sendKeptNow } from './enquiryQueue';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: OfflineEntry[];
  navigator: WorkerNavigator & { connection?: { saveData?: boolean } };
};

const MANIFEST = self.__WB_MANIFEST;

/** A short, stable name for this version: a hash of every file's revision. */
function versionOf(entries: readonly OfflineEntry[]) {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (const { url, revision } of entries) {
    for (const char of `${url} ${revision ?? ''}\n`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return (hash >>> 0).toString(36);
}

const CACHE = `${CACHE_PREFIX}${versionOf(MANIFEST)}`;
/** Seconds a page waits for the network before the saved copy answers. */
const NETWORK_TIMEOUT_SECONDS = 3;

const byPath = new Map(MANIFEST.map((entry) => [entry.url, entry]));
const groupUrls = (group: string) =>
  MANIFEST.filter((entry) => entry.group === group).map((entry) => entry.url);
/** Files named by their content (`/assets/app-3f9a….js`): the same name is the same bytes. */
const isHashed = (path: string) => path.startsWith('/assets/');

// Saving goes through Workbox's cache-first strategy: a file already saved is not fetched again.
const saver = new CacheFirst({ cacheName: CACHE });

/** Nothing the network answers while a parent browses is saved: only a whole language is. */
const neverSave: WorkboxPlugin = { cacheWillUpdate: () => Promise.resolve(null) };

/** Saves `urls` into this version's cache, for as long as `event` is kept alive. */
async function save(event: ExtendableEvent, urls: readonly string[]) {
  const cache = await caches.open(CACHE);
  // A hashed file saved by an earlier version is the same file: copy it, do not download it.
  await Promise.all(
    urls.filter(isHashed).map(async (url) => {
      if (await cache.match(url)) return;
      const earlier = await caches.match(url);
      if (earlier) await cache.put(url, earlier);
    }),
  );
  // One at a time, as Workbox's precaching does: a parent's other downloads come first.
  for (const url of urls) {
    const [, done] = saver.handleAll({ event, request: new Request(url) });
    await done;
  }
}

/** The languages whose home page an earlier version saved: this one saves them again. */
async function languagesSavedBefore() {
  const names = (await caches.keys()).filter(
    (name) => name.startsWith(CACHE_PREFIX) && name !== CACHE,
  );
  const groups = new Set(MANIFEST.map((entry) => entry.group));
  groups.delete(SHELL_GROUP);
  const saved = await Promise.all(
    [...groups].map(async (language) => {
      const home = localizedPath(splitLanguagePath(`/${language}/`).language, '/');
      for (const name of names) {
        if (await (await caches.open(name)).match(home)) return language;
      }
      return null;
    }),
  );
  return saved.filter((language) => language !== null);
}

const saveData = () => self.navigator.connection?.saveData === true;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const languages = saveData() ? [] : await languagesSavedBefore();
      await save(event, [SHELL_GROUP, ...languages].flatMap(groupUrls));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // The first version takes the pages that registered it, so what they load next (a
      // page's code, a language's text) comes through it. A later version only ever takes
      // over with no page open or with a page about to reload, so nothing changes under one.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as ToWorker | null;
  if (message?.type === 'TAKE_UPDATE') {
    void self.skipWaiting();
  } else if (message?.type === 'SEND_KEPT') {
    sendKeptNow(event);
  } else if (message?.type === 'SAVE_LANGUAGE') {
    const urls = groupUrls(message.language);
    if (urls.length === 0 || saveData()) return;
    event.waitUntil(
      save(event, [...groupUrls(SHELL_GROUP), ...urls]).then(() => {
        const reply: FromWorker = { type: 'LANGUAGE_SAVED', language: message.language };
        event.source?.postMessage(reply);
      }),
    );
  }
});

/** The saved copy of a page, or (not saved) the page's 404 or offline page, in its language. */
async function pageWhenOffline(url: URL) {
  const cache = await caches.open(CACHE);
  const options = { ignoreSearch: true, ignoreVary: true };
  const saved = await cache.match(url.pathname, options);
  if (saved) return saved;
  const root = localizedPath(splitLanguagePath(url.pathname).language, '/');
  // A language that is saved has all its pages: an address that is none of them is not found.
  if (await cache.match(root, options)) {
    const notFound = await cache.match(`${root}404.html`, options);
    if (notFound) return new Response(notFound.body, { status: 404, headers: notFound.headers });
  }
  // Not even the shell saved (the worker was only just installing): the browser's own page.
  return (await cache.match(offlinePagePath(root), options)) ?? Response.error();
}

const offlineFallback: WorkboxPlugin = {
  handlerDidError: ({ request }) => pageWhenOffline(new URL(request.url)),
};

// Pages: the network first; without an answer in a few seconds, the saved copy.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      matchOptions: { ignoreSearch: true, ignoreVary: true },
      plugins: [neverSave, offlineFallback],
    }),
    // The office inbox (server/office/) is the service's, never saved nor answered offline.
    { denylist: [/^\/office\//] },
  ),
);

const savable = ({ url, request }: { url: URL; request: Request }) =>
  url.origin === self.location.origin && request.method === 'GET' && byPath.has(url.pathname);

// Hashed files never change: the saved copy, else the network (saved, as the name is the bytes).
registerRoute(
  new Route(({ url, request }) => savable({ url, request }) && isHashed(url.pathname), saver),
);

// Everything else the worker knows: the network first, the saved copy without an answer.
registerRoute(
  new Route(
    ({ url, request }) => savable({ url, request }) && !isHashed(url.pathname),
    new NetworkFirst({
      cacheName: CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [neverSave],
    }),
  ),
);
