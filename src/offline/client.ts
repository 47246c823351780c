import type { i18n as I18n } from 'i18next';
import { WORKER_URL, type FromWorker, type SaveLanguage, type TakeUpdate } from './protocol';

/** Tells the offline part that the parent moved to another page (`pathname`). */
export type Navigated = (pathname: string) => void;

/** Minutes between two looks for a new version while the same page stays open. */
const UPDATE_CHECK_MINUTES = 1;

const saveDataOn = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Starts the offline part of the site (src/offline/worker/sw.ts), once the page has loaded and
 * is idle (src/app/Recovery.tsx): registers the worker, asks it to save the language being read
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

  // A new version: the worker installed it beside the current one, which keeps this page.
  let offered = false;
  const offer = (waiting: ServiceWorker) => {
    if (offered) return;
    offered = true;
    void offerUpdate(found, waiting, i18n, navigation);
  };
  // With no controller, a worker that has installed is the first version, not an update.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === 'installed' && workers.controller) offer(worker);
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

/** Seconds a new version has to take over before the page reloads anyway (see takeUpdate). */
export const TAKE_RELOAD_SECONDS = 3;

/**
 * Asks the waiting version (`workers`: each told once) to take over, and reloads the page once
 * it has, so the whole page is the new version's. Chromium may leave the new version parked as
 * it starts to take over, if one of this page's requests reaches the old version at that
 * moment (a move to another page fetches its code then); the page's own reload asks it
 * again. So without the change of version within a few seconds, the page reloads anyway; if
 * the new version were still waiting then, the reloaded page offers it again.
 */
export function takeUpdate(
  workers: Iterable<ServiceWorker | null>,
  container: Pick<ServiceWorkerContainer, 'addEventListener'>,
  reload: () => void = () => window.location.reload(),
) {
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    clearTimeout(timer);
    reload();
  };
  container.addEventListener('controllerchange', reloadOnce);
  const timer = setTimeout(reloadOnce, TAKE_RELOAD_SECONDS * 1000);
  const message: TakeUpdate = { type: 'TAKE_UPDATE' };
  for (const worker of new Set(workers)) worker?.postMessage(message);
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
