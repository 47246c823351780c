// @ts-check
// The engines suite's server: scripts/serve/serve.mjs (the production policy: headers, caching,
// redirects, 404 pages) behind a thin proxy that adds, for the tests only, the probe script
// (./probe.js) to each page and a CSP `report-uri`, and keeps what they report with every
// response of status 400 or more. Nothing here reaches the shipped site.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const PROBE = readFileSync(new URL('./probe.js', import.meta.url));
const PROBE_TAG = '<script src="/__engines/probe.js"></script>';

/** @typedef {{ kind: string; text: string; page?: string }} Report */

/** @param {import('node:http').IncomingMessage} stream */
async function bodyOf(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** @param {Buffer} body @param {string | undefined} encoding */
function decoded(body, encoding) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** @param {number} port */
async function waitForServer(port) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`scripts/serve/serve.mjs did not start on port ${port}`);
}

/**
 * Starts serve.mjs on `port + 1` and the proxy on `port`.
 * @param {number} port
 */
export async function startTestServer(port) {
  const upstreamPort = port + 1;
  // The messages the journeys send go to a database of the run's own, which they read back.
  const database = join(tmpdir(), `engines-enquiries-${port}-${Date.now()}.sqlite`);
  const upstream = spawn(process.execPath, ['scripts/serve/serve.mjs'], {
    env: { ...process.env, PORT: String(upstreamPort), ENQUIRIES_DB: database },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => upstream.kill());
  await waitForServer(upstreamPort);

  /** @type {Report[]} */
  let reports = [];
  /**
   * The next request whose URL contains `pattern` waits `ms` before it is passed on (a slow
   * file, for the checks of what a page does before it arrives); set by /__engines/hold.
   * @type {{ pattern: string; ms: number } | null}
   */
  let hold = null;
  /**
   * Requests whose URL contains this get no answer at all, their connection closed (the school
   * out of reach, for the offline queue's checks); set by /__engines/cut, cleared by an empty one.
   */
  let cut = '';

  const server = createServer(async (request, response) => {
    const url = request.url ?? '/';
    if (url === '/__engines/probe.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(PROBE);
      return;
    }
    if (url === '/__engines/log' || url === '/__engines/csp') {
      const body = (await bodyOf(request)).toString('utf8');
      reports.push(
        url === '/__engines/log' ? JSON.parse(body) : { kind: 'csp-report', text: body },
      );
      response.writeHead(204).end();
      return;
    }
    if (url.startsWith('/__engines/hold?')) {
      const query = new URL(url, 'http://localhost').searchParams;
      hold = { pattern: query.get('pattern') ?? '', ms: Number(query.get('ms')) };
      response.writeHead(204).end();
      return;
    }
    if (url.startsWith('/__engines/cut?')) {
      cut = new URL(url, 'http://localhost').searchParams.get('pattern') ?? '';
      response.writeHead(204).end();
      return;
    }
    if (cut && url.includes(cut)) {
      request.socket.destroy();
      return;
    }
    if (hold && hold.pattern && url.includes(hold.pattern)) {
      const { ms } = hold;
      hold = null;
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    const proxied = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        path: url,
        method: request.method,
        headers: request.headers,
      },
      async (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 400) reports.push({ kind: 'http', text: `${status} ${url}` });
        const headers = { ...answer.headers };
        const policy = headers['content-security-policy'];
        if (typeof policy === 'string')
          headers['content-security-policy'] = `${policy}; report-uri /__engines/csp`;
        const html = String(headers['content-type']).startsWith('text/html');
        if (!html || status === 304 || request.method === 'HEAD') {
          response.writeHead(status, headers);
          answer.pipe(response);
          return;
        }
        const page = decoded(await bodyOf(answer), headers['content-encoding'])
          .toString('utf8')
          .replace(/<head>/, `<head>${PROBE_TAG}`);
        delete headers['content-encoding'];
        headers['content-length'] = String(Buffer.byteLength(page));
        response.writeHead(status, headers);
        response.end(page);
      },
    );
    proxied.on('error', (error) => {
      reports.push({ kind: 'proxy', text: `${url}: ${error.message}` });
      response.writeHead(502).end();
    });
    request.pipe(proxied);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));

  return {
    origin: `http://127.0.0.1:${port}`,
    database,
    /** What was reported since the last call, and forgets it. */
    drain() {
      const taken = reports;
      reports = [];
      return taken;
    },
    async close() {
      upstream.kill();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
