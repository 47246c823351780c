// @vitest-environment jsdom
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOffline, takeUpdate } from './client';
import { showUpdateNotice } from './UpdateNotice';

vi.mock('./UpdateNotice', () => ({ showUpdateNotice: vi.fn() }));

/** A waiting version, and what it was told. */
const worker = () => {
  const told = vi.fn<(message: unknown) => void>();
  return { told, worker: { postMessage: told } as unknown as ServiceWorker };
};

describe('takeUpdate', () => {
  let container: EventTarget;
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let quietNow: () => void;
  const quiet = (then: () => void) => {
    quietNow = then;
  };
  beforeEach(() => {
    container = new EventTarget();
    reload = vi.fn<() => void>();
    quietNow = () => {
      throw new Error('takeUpdate did not wait for quiet');
    };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks each waiting version once to take over, once the page's requests are quiet", () => {
    const offered = worker();
    const later = worker();
    takeUpdate([offered.worker, later.worker, offered.worker, null], container, reload, quiet);
    expect(offered.told).not.toHaveBeenCalled();
    quietNow();
    expect(offered.told).toHaveBeenCalledOnce();
    expect(offered.told).toHaveBeenCalledWith({ type: 'TAKE_UPDATE' });
    expect(later.told).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once the new version is in control, only once, and never before', () => {
    vi.useFakeTimers();
    takeUpdate([worker().worker], container, reload, quiet);
    quietNow();
    vi.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });
});

/** A service worker as a page sees it: its state, changed (and told) as the browser tells it. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
}

class FakeContainer extends EventTarget {
  constructor(
    public controller: FakeWorker | null,
    readonly registration: FakeRegistration,
  ) {
    super();
  }
  get ready() {
    return Promise.resolve(this.registration);
  }
  register = vi.fn(() => Promise.resolve(this.registration));
  /** `worker` takes the page (the first version's `clients.claim()`, or a version taken). */
  claim(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

describe('startOffline', () => {
  const i18n = {
    language: 'en',
    resolvedLanguage: 'en',
    on: vi.fn(),
    loadNamespaces: vi.fn(() => Promise.resolve()),
  } as unknown as I18n;

  /**
   * The offline part started on a page that `controller` controls as it loads; `meanwhile`
   * happens before the browser answers the registration.
   */
  const start = async (
    controller: FakeWorker | null,
    registration: FakeRegistration,
    meanwhile: (container: FakeContainer) => void = () => undefined,
  ) => {
    const container = new FakeContainer(controller, registration);
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    startOffline(i18n);
    expect(container.register).toHaveBeenCalledOnce();
    meanwhile(container);
    await settled();
    return container;
  };
  /** Lets every pending promise and dynamic import finish. */
  const settled = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vi.dynamicImportSettled();
  };
  const noticeShown = () => vi.mocked(showUpdateNotice).mock.calls.length;

  beforeEach(() => {
    vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
    vi.mocked(showUpdateNotice).mockClear();
    document.body.replaceChildren();
  });

  it('offers no update on a first visit when the first version installs, then takes the page', async () => {
    const registration = new FakeRegistration();
    const first = new FakeWorker('installing');
    registration.installing = first;
    const container = await start(null, registration);
    registration.installing = null;
    registration.waiting = first;
    first.becomes('installed');
    registration.waiting = null;
    registration.active = first;
    first.becomes('activating');
    first.becomes('activated');
    container.claim(first);
    await settled();
    expect(noticeShown()).toBe(0);
  });

  // WebKit: the first version has already taken the page (`controllerchange`) when the page is
  // told it installed, and its `state` reads `installed` while that event is handled.
  it('offers no update on a first visit when the page is told the first version took it before it installed', async () => {
    const registration = new FakeRegistration();
    const first = new FakeWorker('installing');
    registration.installing = first;
    const container = await start(null, registration);
    registration.installing = null;
    registration.active = first;
    container.claim(first);
    first.becomes('installed');
    first.becomes('activating');
    first.becomes('activated');
    await settled();
    expect(noticeShown()).toBe(0);
    expect(document.body.querySelector('[role="status"]')).toBeNull();
  });

  it('offers no update when the registration is answered only after the first version took the page', async () => {
    const registration = new FakeRegistration();
    const first = new FakeWorker('installed');
    // The registration's view lags behind: still waiting, though the page's controller already.
    registration.waiting = first;
    await start(null, registration, (container) => container.claim(first));
    first.becomes('activating');
    first.becomes('activated');
    await settled();
    expect(noticeShown()).toBe(0);
  });

  it('offers the new version that installs and waits while the old one controls the page', async () => {
    const registration = new FakeRegistration();
    const old = new FakeWorker('activated');
    registration.active = old;
    await start(old, registration);
    const next = new FakeWorker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = next;
    next.becomes('installed');
    await settled();
    expect(noticeShown()).toBe(1);
    expect(document.body.querySelector('[role="status"]')).not.toBeNull();
  });

  it('offers a new version already waiting when the page loads under the old one', async () => {
    const registration = new FakeRegistration();
    const old = new FakeWorker('activated');
    registration.active = old;
    registration.waiting = new FakeWorker('installed');
    await start(old, registration);
    expect(noticeShown()).toBe(1);
  });

  it('offers a later version on a page that the first version took on its first visit', async () => {
    const registration = new FakeRegistration();
    const first = new FakeWorker('installing');
    registration.installing = first;
    const container = await start(null, registration);
    registration.installing = null;
    registration.active = first;
    container.claim(first);
    first.becomes('installed');
    first.becomes('activated');
    // Days later, the page still open: a deploy's version installs beside the first.
    const next = new FakeWorker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = next;
    next.becomes('installed');
    await settled();
    expect(noticeShown()).toBe(1);
  });
});
