// @ts-check
// Loaded into scripts/serve/serve.mjs by `npm run bench` only (NODE_OPTIONS=--import=…, see
// ./bench-policy.mjs): every response to a path below /__bench/ is sent with the
// Content-Security-Policy in BENCH_CSP instead of the production one, so that the static
// copies' inline styles (allowed there by hash) apply. The site's own paths are untouched.
import { ServerResponse } from 'node:http';

const csp = process.env.BENCH_CSP;
if (csp) {
  const writeHead = ServerResponse.prototype.writeHead;
  /**
   * @this {ServerResponse}
   * @param {unknown[]} args
   */
  const benchWriteHead = function (...args) {
    if (this.req.url?.startsWith('/__bench/')) this.setHeader('Content-Security-Policy', csp);
    return Reflect.apply(writeHead, this, args);
  };
  /** @type {any} */ (ServerResponse.prototype).writeHead = benchWriteHead;
}
