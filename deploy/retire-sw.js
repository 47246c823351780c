/// <reference lib="webworker" />
// The service worker that retires the site's own (src/offline/worker/sw.ts): deployed in its
// place, at /sw.js, it deletes everything the site saved on a phone and unregisters itself, so
// that every visit after it is a plain one, from the network. See "Retiring the service
// worker" in README.md. Plain JavaScript on purpose: nothing to build, nothing to go wrong.
//
// A page the old worker still answers keeps it (it works online as before) until the parent
// closes it; then this one takes over, does its work and goes.
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

worker.addEventListener('install', (event) => {
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('school-'));
      await Promise.all(names.map((name) => caches.delete(name)));
      await worker.registration.unregister();
      // A page the old worker answered loads again from the network. Only when something was
      // still saved: a page that registers this worker again is left as it is.
      if (names.length === 0) return;
      const pages = await worker.clients.matchAll({ type: 'window' });
      await Promise.all(pages.map((page) => page.navigate(page.url)));
    })(),
  );
});
