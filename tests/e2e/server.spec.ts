// The project's own server (scripts/serve/serve.mjs, `npm start`): a burst of requests, and many idle
// connections, never stop it answering. (No browser: a plain HTTP client on 127.0.0.1.)
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { expect, test } from './fixtures';

const BURST = 2000;
const CONCURRENCY = 50;
const IDLE_CONNECTIONS = 500;

function get(url: URL, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { agent, headers: { 'Accept-Encoding': 'br' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test.describe('the project’s server', () => {
  test(`answers ${BURST} requests, ${CONCURRENCY} at a time, without an error`, async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const paths = ['/', '/hi/', '/mr/academics', '/brochure', '/no-such-page', '/favicon.svg'];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BURST) {
          const path = paths[next++ % paths.length] ?? '/';
          const status = await get(new URL(path, baseURL), agent);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    agent.destroy();
    const notFound = Math.floor(BURST / paths.length) + (BURST % paths.length > 4 ? 1 : 0);
    expect(Object.fromEntries(statuses)).toEqual({ 200: BURST - notFound, 404: notFound });
  });

  test(`answers while ${IDLE_CONNECTIONS} idle connections are open`, async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL ?? '');
    const idle: Socket[] = await Promise.all(
      Array.from(
        { length: IDLE_CONNECTIONS },
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(Number(port), hostname, () => resolve(socket));
            socket.on('error', reject);
          }),
      ),
    );
    // Half of them even start a request and never finish its headers.
    for (const socket of idle.slice(0, IDLE_CONNECTIONS / 2)) socket.write('GET / HTTP/1.1\r\n');
    try {
      const agent = new Agent({ keepAlive: false });
      expect(await get(new URL('/academics', baseURL), agent)).toBe(200);
    } finally {
      for (const socket of idle) socket.destroy();
    }
  });
});
