// @ts-check
// Served only by the engines suite's test server (tests/engines/server.mjs), which puts it
// first in every page's <head>. It records what a browser may not tell its driver (WebKit's
// WebDriver exposes no console): uncaught errors, rejected promises, console errors and what
// the Content-Security-Policy blocked, and posts each to the test server, so a record survives
// the page that made it. `__engineProbe.flush()` resolves once every record has arrived.
(() => {
  /** @type {Promise<unknown>[]} */
  const pending = [];
  /** @param {string} kind @param {unknown} text */
  const record = (kind, text) => {
    const body = JSON.stringify({ kind, text: String(text), page: location.href });
    pending.push(
      fetch('/__engines/log', { method: 'POST', body, keepalive: true }).catch(() => {}),
    );
  };
  window.addEventListener('error', (event) => record('error', event.error?.stack ?? event.message));
  // A resource that failed to load (a script, a stylesheet, a preload, a picture): its error
  // event does not bubble, so it is caught on the way down.
  window.addEventListener(
    'error',
    (event) => {
      const element = event.target;
      if (!(element instanceof Element)) return;
      const address = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
      record(
        'resource',
        `${element.localName}[rel=${element.getAttribute('rel') ?? ''}] ${address}`,
      );
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) =>
    record('unhandledrejection', event.reason?.stack ?? event.reason),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    record('csp', `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
  );
  const consoleError = console.error;
  console.error = (...args) => {
    record('console.error', args.map(String).join(' '));
    consoleError.apply(console, args);
  };
  Object.assign(window, {
    __engineProbe: { flush: () => Promise.all(pending).then(() => pending.length) },
  });
})();
