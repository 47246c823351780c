import type { i18n as I18n } from 'i18next';
import { whenIdle } from '../ui/whenIdle';
import { sendKept } from './kept';
import { WORKER_URL, type FromWorker, type SaveLanguage, type TakeUpdate } from './protocol';

/** Tells the offline part that the parent moved to another page (`pathname`). */
export type Navigated = (pathname: string) => void;

/** Minutes between two looks for a new version while the same page stays open. */
const UPDATE_CHECK_MINUTES = 1;

const saveDataOn = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Starts the offline part of the site (src/offline/worker/sw.ts), once the page has loaded and
 * is idle (src/offline/useStartOffline.ts): registers the worker, asks it to save the language being read
 * and each language the parent switches to, and offers a new version when one is ready. With
 * Save-Data on, nothing at all: the worker would download in the background. The caller tells
 * it of every move to another page (the returned function).
 */
export function startOffline(i18n: I18n): Navigated {
  const listeners = new Set<Navigated>();
  void register(i18n, listeners);
  return (pathname) => {
    for (const listener of listeners) listener(pathname);
  };
}

async function register(i18n: I18n, navigation: Set<Navigated>) {
  const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!workers || saveDataOn()) return;
  let registration: unknown;
  try {
    registration = await workers.register(WORKER_URL, { updateViaCache: 'none' });
  } catch {
    return; // storage turned off, a private window: the site works as before, online
  }
  // A browser that blocks workers may answer with nothing at all, not an error.
  if (!(registration instanceof ServiceWorkerRegistration)) return;
  const found = registration;

  const saved = new Set<string>();
  workers.addEventListener('message', (event: MessageEvent<Partial<FromWorker> | null>) => {
    if (event.data?.type !== 'LANGUAGE_SAVED' || !event.data.language) return;
    saved.add(event.data.language);
    // Which languages open offline, for anyone who looks (and for the tests).
    document.documentElement.dataset.savedOffline = [...saved].join(' ');
  });
  const save = (language: string) => {
    if (saveDataOn()) return;
    const message: SaveLanguage = { type: 'SAVE_LANGUAGE', language };
    void workers.ready.then((ready) => ready.active?.postMessage(message));
  };
  save(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', save);

  // Contact form messages kept from an earlier visit without a connection go now, and when the
  // connection comes back (./worker/enquiryQueue.ts).
  void workers.ready.then(sendKept);
  window.addEventListener('online', sendKept);

  // A new version: the worker installed it beside the current one, which keeps this page.
  let offered = false;
  const offer = (waiting: ServiceWorker) => {
    if (offered) return;
    offered = true;
    void offerUpdate(found, waiting, i18n, navigation);
  };
  // A worker that has installed is a new version only while another worker controls the
  // page. Not the first version, nor one already in control: WebKit tells the page that the
  // first version took it (`clients.claim()`, `controllerchange`) before it tells of that
  // worker's `installed`, whose `state` then reads `installed` while the page's controller is
  // that very worker. A page has one object per worker, so `controller !== worker` holds in
  // either order. Asking only for a controller offers the first version there; asking for one
  // recorded at load would never offer a later version on a page the first version took.
  const isUpdate = (worker: ServiceWorker) =>
    workers.controller !== null && workers.controller !== worker;
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === 'installed' && isUpdate(worker)) offer(worker);
    else if (worker.state === 'installing') {
      worker.addEventListener('statechange', () => watch(worker));
    }
  };
  watch(found.waiting);
  watch(found.installing);
  found.addEventListener('updatefound', () => watch(found.installing));

  // A page left open for days looks for a new version when the parent comes back to it or
  // moves to another page (a full page load looks by itself).
  let checked = Date.now();
  const check = () => {
    if (Date.now() - checked < UPDATE_CHECK_MINUTES * 60_000) return;
    checked = Date.now();
    found.update().catch(() => undefined); // offline: look again next time
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  navigation.add(check);
}

/** How long the page's requests must have been quiet before the new version is asked to take over. */
const QUIET_MS = 500;

/**
 * Asks the waiting version (`workers`: each told once) to take over, and reloads the page once
 * it has (`controllerchange`), so the whole page is the new version's.
 *
 * Chromium lets the new version take over by stopping the old one as soon as it is idle. A
 * request of the page reaching the old version then starts it again, and leaves the new version
 * parked until the old one is idle for its usual 30 s. So the ask waits until the page's own
 * requests (a move to another page fetches its code) have been quiet for QUIET_MS (`quiet`
 * calls back then). Nor does the page reload before the change of version: seen under load, a
 * reload while the new version was parked was sent to the old one as it stopped, and never
 * loaded (the page stayed blank).
 */
export function takeUpdate(
  workers: Iterable<ServiceWorker | null>,
  container: Pick<ServiceWorkerContainer, 'addEventListener'>,
  reload: () => void = () => window.location.reload(),
  quiet: (then: () => void) => void = afterQuietRequests,
) {
  container.addEventListener('controllerchange', () => reload(), { once: true });
  const message: TakeUpdate = { type: 'TAKE_UPDATE' };
  const asked = new Set(workers);
  quiet(() => {
    for (const worker of asked) worker?.postMessage(message);
  });
}

/** Calls `then` once no request of the page has ended for QUIET_MS and the browser is idle. */
function afterQuietRequests(then: () => void) {
  const check = () => {
    const ends = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => entry.responseEnd,
    );
    const since = performance.now() - Math.max(0, ...ends);
    if (since < QUIET_MS) setTimeout(check, QUIET_MS - since);
    else whenIdle(then);
  };
  whenIdle(check);
}

/**
 * Offers the waiting version: a notice to take it now, and otherwise the next page the parent
 * opens takes it. Taking it reloads the page under the new version once that version is in
 * control, so no page ever runs on a mix of the two. The like and the chosen language are in
 * the browser's storage, which an update does not touch.
 */
async function offerUpdate(
  registration: ServiceWorkerRegistration,
  waiting: ServiceWorker,
  i18n: I18n,
  navigation: Set<Navigated>,
) {
  let taking = false;
  const take = () => {
    if (taking) return;
    taking = true;
    // The version offered, and the one waiting now if a later deploy has replaced it since.
    takeUpdate([waiting, registration.waiting], navigator.serviceWorker);
  };
  navigation.add(take);

  // On the page before its content, so that a screen reader announces what appears in it.
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  document.body.append(region);
  const [{ showUpdateNotice }] = await Promise.all([
    import('./UpdateNotice'),
    i18n.loadNamespaces('offline'),
  ]);
  showUpdateNotice(region, i18n, take);
}
