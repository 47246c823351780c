// @ts-check
// A WebDriver (classic) client for WebKit's driver, WebKitWebDriver: the few commands the
// engines suite needs, over plain HTTP. WebKit has no other automation protocol on Linux, and
// a client of this size reads more easily than a framework's.

/** The key WebDriver sends for Escape (WebDriver spec, "keyboard actions"). */
export const KEYS = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004', ArrowRight: '\uE014' };

/** The element reference's name in WebDriver's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export class WebDriverError extends Error {}

/**
 * @param {string} base the driver's URL, e.g. http://127.0.0.1:4444
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @param {number} [timeoutMs] a command not answered by then fails (the browser is stuck)
 */
async function command(base, method, path, body, timeoutMs = 60_000) {
  const send = () =>
    fetch(base + path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  /** @type {Response} */
  let response;
  try {
    response = await send();
  } catch (caught) {
    // The driver closed a kept-alive connection as the command went out on it ("other side
    // closed": the command never reached it): once more, on a new connection. Anything else
    // is reported with its cause.
    const cause = /** @type {{ cause?: { code?: string; message?: string } }} */ (caught).cause;
    if (cause?.code !== 'UND_ERR_SOCKET' && cause?.code !== 'ECONNRESET')
      throw new WebDriverError(
        `${method} ${path}: ${String(caught)}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`,
      );
    response = await send();
  }
  const json = /** @type {{ value: any }} */ (await response.json());
  if (!response.ok) {
    const { error, message } = json.value ?? {};
    throw new WebDriverError(`${method} ${path}: ${error}: ${message}`);
  }
  return json.value;
}

export class WebDriverSession {
  /**
   * @param {string} base
   * @param {Record<string, unknown>} capabilities
   * @param {number} [timeoutMs]
   */
  static async start(base, capabilities, timeoutMs) {
    const value = await command(
      base,
      'POST',
      '/session',
      { capabilities: { alwaysMatch: capabilities } },
      timeoutMs,
    );
    return new WebDriverSession(base, value.sessionId, value.capabilities);
  }

  /**
   * @param {string} base
   * @param {string} id
   * @param {Record<string, any>} capabilities
   */
  constructor(base, id, capabilities) {
    this.base = base;
    this.id = id;
    this.capabilities = capabilities;
  }

  /** @param {string} method @param {string} path @param {unknown} [body] */
  send(method, path, body) {
    return command(this.base, method, `/session/${this.id}${path}`, body);
  }

  /** @param {string} url */
  goto(url) {
    return this.send('POST', '/url', { url });
  }

  /**
   * Runs `source` (a function's text) in the page with `args`, awaiting a promise it returns.
   * @param {string} source
   * @param {unknown[]} args
   */
  async execute(source, args) {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve()
        .then(() => (${source}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
        .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
    const result = await this.send('POST', '/execute/async', { script, args });
    if (result?.error) throw new Error(`in the page: ${result.error}`);
    return result?.value;
  }

  /** @param {string} selector */
  async find(selector) {
    const value = await this.send('POST', '/element', { using: 'css selector', value: selector });
    return /** @type {string} */ (value[ELEMENT]);
  }

  /** A real click: fails ("element click intercepted") when something covers the target. */
  async click(/** @type {string} */ selector) {
    const element = await this.find(selector);
    await this.send('POST', `/element/${element}/click`, {});
  }

  /** Presses and releases one key, on whatever has focus. */
  async press(/** @type {string} */ key) {
    await this.send('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: key },
            { type: 'keyUp', value: key },
          ],
        },
      ],
    });
    await this.send('DELETE', '/actions');
  }

  /** @param {number} width @param {number} height */
  setWindowSize(width, height) {
    return this.send('POST', '/window/rect', { width, height });
  }

  async screenshot() {
    return Buffer.from(/** @type {string} */ (await this.send('GET', '/screenshot')), 'base64');
  }

  async close() {
    await command(this.base, 'DELETE', `/session/${this.id}`, undefined, 15_000).catch(() => {});
  }
}
