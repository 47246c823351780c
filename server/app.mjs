// @ts-check
// The site and its enquiries service on one origin (Fastify): `POST /enquiries` takes a
// parent's question, stores it (server/db.mjs) and queues its mail (server/mail.mjs);
// `GET /health` says whether the service can do its job; everything else is the built site
// (server/static.mjs). Used by `npm start`, `node scripts/serve/serve.mjs` and the tests.
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { checkEnquiry, BODY_LIMIT_BYTES } from '../src/features/contact/enquiryRules.mjs';
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from '../locales/languages.mjs';
import { ENQUIRIES_PATH } from '../src/config/enquiries.mjs';
import { enquiryPagePath } from './pages.mjs';
import { officeRoutes } from './office/inbox.mjs';
import { serveStatic } from './static.mjs';

export const HEALTH_PATH = '/health';

/**
 * Rate limits that fit India's mobile networks, where a whole neighbourhood's phones can share
 * one public address: a loose limit per address, and a cap on all enquiries together that a
 * flood from many addresses meets before the disk or the office's mailbox does. A refused
 * enquiry is answered 429 and never acknowledged; the parent is told to try again in a minute.
 */
export const RATE_LIMITS = { windowMs: 60_000, perAddress: 60, overall: 1_000 };

/** @param {{ now: () => number } & typeof RATE_LIMITS} options */
export function rateLimiter({ now, windowMs, perAddress, overall }) {
  let windowStart = Number.NEGATIVE_INFINITY;
  /** @type {Map<string, number>} */
  const counts = new Map();
  let total = 0;
  return {
    /** @param {string} address */
    allow(address) {
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        counts.clear();
        total = 0;
      }
      const count = counts.get(address) ?? 0;
      if (count >= perAddress || total >= overall) return false;
      counts.set(address, count + 1);
      total += 1;
      return true;
    },
  };
}

/**
 * @typedef {{
 *   store: import('./db.mjs').Store;
 *   outbox: ReturnType<typeof import('./mail.mjs').outbox>;
 *   pages: Awaited<ReturnType<typeof import('./pages.mjs').enquiryPages>>;
 *   securityHeaders: ReadonlyArray<readonly [string, string, ...unknown[]]>;
 *   dist: string; benchRoot?: string | null;
 *   stuckAfterMs?: number; now?: () => Date; log?: (line: string) => void;
 *   rateLimits?: typeof RATE_LIMITS;
 *   checkPassword?: ((attempt: string) => boolean) | null;
 * }} AppOptions
 */

/** @param {AppOptions} options */
export async function buildApp(options) {
  const { store, outbox, pages, securityHeaders, dist, benchRoot = null } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console.log;
  const stuckAfterMs = options.stuckAfterMs ?? 30 * 60_000;
  const limiter = rateLimiter({
    now: () => now().getTime(),
    ...(options.rateLimits ?? RATE_LIMITS),
  });

  /**
   * Answers from the built site (server/static.mjs), with the security headers.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  const site = (request, reply) => {
    reply.hijack();
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    serveStatic({ dist, benchRoot }, request.raw, reply.raw).catch(
      (/** @type {unknown} */ error) => {
        console.error(error);
        if (!reply.raw.headersSent)
          reply.raw.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        reply.raw.end('Internal server error\n');
      },
    );
  };

  const app = Fastify({
    // X-Forwarded-For is believed only from the proxy in front (nginx, on this machine).
    trustProxy: '127.0.0.1',
    bodyLimit: BODY_LIMIT_BYTES,
    // Idle and slow clients are cut off, so they never hold the server.
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    requestTimeout: 30_000,
    // Requests are not logged: they carry what parents typed. The service logs numbers.
    logger: false,
    // An address the router cannot decode (`/%E0%A4`, `/hi/%ZZ`) is the site's to answer: its
    // language's 404 page, as for any unknown path.
    frameworkErrors(error, request, frameworkReply) {
      const reply = /** @type {import('fastify').FastifyReply} */ (
        /** @type {unknown} */ (frameworkReply)
      );
      if (
        error.code === 'FST_ERR_BAD_URL' &&
        (request.method === 'GET' || request.method === 'HEAD')
      )
        return site(request, reply);
      return reply.code(error.statusCode ?? 400).send({ problem: 'unreadable' });
    },
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });

  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
  });

  /** The language a request asked in: its body's, else its `?lang=`, else English. */
  const languageOf = (/** @type {import('fastify').FastifyRequest} */ request) => {
    const body = /** @type {Record<string, unknown> | undefined} */ (request.body);
    const query = /** @type {Record<string, unknown>} */ (request.query ?? {});
    const asked = [body?.language, query.lang].find(
      (value) =>
        typeof value === 'string' &&
        /** @type {readonly string[]} */ (LANGUAGE_CODES).includes(value),
    );
    return /** @type {string} */ (asked ?? SOURCE_LANGUAGE);
  };
  /** A script's fetch asks for JSON; a posted form for a page. */
  const wantsJson = (/** @type {import('fastify').FastifyRequest} */ request) =>
    String(request.headers['content-type'] ?? '').startsWith('application/json') ||
    String(request.headers.accept ?? '').startsWith('application/json');

  /**
   * Answers a refusal in the form it was asked in.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   * @param {number} status
   * @param {'tooLarge' | 'busy' | 'failed'} problem
   */
  const refuse = (request, reply, status, problem) => {
    reply.code(status).header('Cache-Control', 'no-store');
    if (status === 429) reply.header('Retry-After', String(Math.ceil(RATE_LIMITS.windowMs / 1000)));
    if (wantsJson(request)) return reply.send({ problem });
    return reply.type('text/html; charset=utf-8').send(pages.page(languageOf(request), problem));
  };

  app.post(ENQUIRIES_PATH, async (request, reply) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return reply.code(400).header('Cache-Control', 'no-store').send({ problem: 'unreadable' });
    const checked = checkEnquiry(/** @type {Record<string, unknown>} */ (body));
    if (!checked.ok) {
      reply.code(422).header('Cache-Control', 'no-store');
      if (wantsJson(request)) return reply.send({ problems: checked.problems });
      return reply.type('text/html; charset=utf-8').send(
        pages.page(checked.language, 'invalid', {
          values: checked.values,
          problems: checked.problems,
        }),
      );
    }
    if (!limiter.allow(request.ip)) return refuse(request, reply, 429, 'busy');
    let stored;
    try {
      stored = store.add(checked.enquiry, now());
    } catch (error) {
      log(`enquiries: not stored: ${error instanceof Error ? error.message : error}`);
      return refuse(request, reply, 503, 'failed');
    }
    const { enquiry, duplicate } = stored;
    // Numbers only: no personal data in logs.
    log(
      `enquiries: ${duplicate ? 'already had' : 'stored'} enquiry ${enquiry.id} (${enquiry.language}${enquiry.spam ? ', spam' : ''})`,
    );
    if (!duplicate && !enquiry.spam) outbox.poke();
    reply.header('Cache-Control', 'no-store');
    if (wantsJson(request))
      return reply
        .code(duplicate ? 200 : 201)
        .send({ id: enquiry.id, receivedAt: enquiry.receivedAt });
    // After a post, a GET of the confirmation (reloading it never posts again); the URL names
    // no one.
    return reply.code(303).header('Location', enquiryPagePath(enquiry.language, 'sent')).send();
  });

  officeRoutes(app, {
    store,
    checkPassword: options.checkPassword ?? null,
    // Every security header of the site but its policy: the inbox has its own.
    otherHeaders: securityHeaders.filter(([name]) => name !== 'Content-Security-Policy'),
    now,
    stuckAfterMs,
    log,
  });

  app.get(HEALTH_PATH, async (_request, reply) => {
    /** @type {string[]} */
    const problems = [];
    try {
      store.assertWritable();
    } catch (error) {
      problems.push(`database not writable: ${error instanceof Error ? error.message : error}`);
    }
    const oldest = store.oldestUnsent();
    const waitingSeconds = oldest ? Math.round((now().getTime() - oldest.getTime()) / 1000) : 0;
    if (oldest && waitingSeconds * 1000 > stuckAfterMs)
      problems.push(`outbox stuck: the oldest unsent mail has waited ${waitingSeconds} s`);
    return reply
      .code(problems.length ? 503 : 200)
      .header('Cache-Control', 'no-store')
      .send({
        ok: problems.length === 0,
        problems,
        outbox: { oldestUnsentSeconds: waitingSeconds },
      });
  });

  app.setErrorHandler((error, request, reply) => {
    const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500;
    if (status === 413) return refuse(request, reply, 413, 'tooLarge');
    if (status >= 400 && status < 500)
      return reply.code(status).header('Cache-Control', 'no-store').send({ problem: 'unreadable' });
    log(`enquiries: error ${error instanceof Error ? error.message : error}`);
    return refuse(request, reply, 500, 'failed');
  });

  // Everything else is the site.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('Allow', 'GET, HEAD')
        .type('text/plain; charset=utf-8')
        .send('Method not allowed\n');
    }
    return site(request, reply);
  });

  return app;
}
