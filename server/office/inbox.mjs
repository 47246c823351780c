// @ts-check
// The admissions office's inbox at /office/: sign in, read every enquiry (newest first, with
// its language, the time in IST, the reply address and the state of its mail), search, mark
// answered, reply by mail or phone, delete at a parent's request, export a month as CSV. In
// English, Hindi or Marathi (locales/<lng>/office.json). Server-rendered HTML with no script;
// everything a parent typed is escaped as text. Its own strict policy, never cached, never
// indexed, and out of the offline worker's reach (src/offline/worker/sw.ts).
import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES, SOURCE_LANGUAGE, languageEntry } from '../../locales/languages.mjs';
import { COOKIE, newToken, SESSION_HOURS, sameSecret, throttle, tokenHash } from './auth.mjs';
import { csvFile } from './csv.mjs';

export const OFFICE_PATH = '/office/';
/** Enquiries a page lists; "Older" shows the next ones. */
const PAGE_SIZE = 100;
const STYLESHEET = `${OFFICE_PATH}office.css`;
const CSS = readFileSync(new URL('./office.css', import.meta.url), 'utf8');

/** The inbox's own policy: its stylesheet and forms, nothing else; no script at all. */
export const OFFICE_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** @typedef {Record<string, any>} Words */
/** @type {Map<string, Words>} */
const WORDS = new Map(
  LANGUAGE_CODES.map((code) => [
    code,
    JSON.parse(readFileSync(new URL(`../../locales/${code}/office.json`, import.meta.url), 'utf8')),
  ]),
);

/** A sentence by key, its {{placeholders}} filled. */
function say(/** @type {string} */ language, /** @type {string} */ key, values = {}) {
  /** @type {unknown} */
  let found = WORDS.get(language) ?? WORDS.get(SOURCE_LANGUAGE);
  for (const part of key.split('.')) found = /** @type {Words | undefined} */ (found)?.[part];
  if (typeof found !== 'string') throw new Error(`office.json has no ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (/** @type {string} */ _, /** @type {string} */ name) =>
    String(/** @type {Record<string, unknown>} */ (values)[name] ?? ''),
  );
}

const ESCAPES = /** @type {Record<string, string>} */ ({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
});
/** Text made safe for HTML, in content and in quoted attributes alike. */
export const escapeHtml = (/** @type {unknown} */ value) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * HTML from a template: every value is escaped, unless it is markup made by `html` itself.
 * @param {TemplateStringsArray} strings
 * @param {unknown[]} values
 */
export function html(strings, ...values) {
  const text = strings.reduce((out, part, i) => {
    const value = i === 0 ? '' : values[i - 1];
    const inserted = Array.isArray(value)
      ? value.map((item) => (item instanceof Markup ? item.text : escapeHtml(item))).join('')
      : value instanceof Markup
        ? value.text
        : escapeHtml(value);
    return out + inserted + part;
  }, '');
  return new Markup(text);
}
/** Markup that `html` made: inserted as it is, never escaped again. */
class Markup {
  constructor(/** @type {string} */ text) {
    this.text = text;
  }

  toString() {
    return this.text;
  }
}

/** A whole number as the language writes it (Devanagari digits in Marathi). */
const formatCount = (/** @type {string} */ language, /** @type {number} */ value) =>
  new Intl.NumberFormat(languageEntry(language)?.intl ?? 'en', { useGrouping: false }).format(
    value,
  );

/** A time in India, as the office reads it: "28 Nov 2026, 3:30 pm IST". */
function istTime(/** @type {string} */ language, /** @type {string} */ iso) {
  return new Intl.DateTimeFormat(`${languageEntry(language)?.intl ?? 'en'}-IN`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   store: import('../db.mjs').Store; checkPassword: ((attempt: string) => boolean) | null;
 *   otherHeaders: ReadonlyArray<readonly [string, string, ...unknown[]]>;
 *   now: () => Date; stuckAfterMs: number; log: (line: string) => void;
 * }} options
 */
export function officeRoutes(app, { store, checkPassword, otherHeaders, now, stuckAfterMs, log }) {
  const slow = throttle(() => now().getTime());

  /** The inbox's headers on every answer of its own. */
  const officeHeaders = (/** @type {import('fastify').FastifyReply} */ reply) => {
    for (const [name, value] of otherHeaders) reply.header(name, value);
    reply
      .header('Content-Security-Policy', OFFICE_POLICY)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow');
    return reply;
  };

  /** The office's language: `?lang=`, else the cookie it set, else English. */
  const languageOf = (/** @type {import('fastify').FastifyRequest} */ request) => {
    const asked = /** @type {Record<string, string>} */ (request.query ?? {}).lang;
    const kept = cookies(request).office_lang;
    return (
      [asked, kept].find((code) =>
        /** @type {readonly string[]} */ (LANGUAGE_CODES).includes(code ?? ''),
      ) ?? SOURCE_LANGUAGE
    );
  };

  /** The session of a request, or null. */
  const sessionOf = (/** @type {import('fastify').FastifyRequest} */ request) => {
    const token = cookies(request)[COOKIE];
    if (!token) return null;
    const hash = tokenHash(token);
    const session = store.sessions.get(hash, now());
    return session ? { ...session, hash } : null;
  };

  /** A change needs a live session, a CSRF token of that session, and no other site's Origin. */
  const allowedChange = (/** @type {import('fastify').FastifyRequest} */ request) => {
    if (!sameOrigin(request)) return null;
    const session = sessionOf(request);
    const body = /** @type {Record<string, unknown>} */ (request.body ?? {});
    if (!session || typeof body.csrf !== 'string' || !sameSecret(body.csrf, session.csrf))
      return null;
    return session;
  };

  const page = (
    /** @type {import('fastify').FastifyReply} */ reply,
    /** @type {string} */ language,
    /** @type {string} */ title,
    /** @type {Markup} */ body,
    status = 200,
    /** @type {string} */ csrf = '',
  ) =>
    officeHeaders(reply)
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        html`<!doctype html>
          <html lang="${language}">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <meta name="robots" content="noindex, nofollow" />
              <title>${title}</title>
              <link rel="stylesheet" href="${STYLESHEET}" />
            </head>
            <body>
              <header class="bar">
                <p class="brand">${say(language, 'school')} · ${title}</p>
                <nav aria-label="Language">
                  ${LANGUAGE_CODES.map(
                    (code) =>
                      html`<a
                        href="${OFFICE_PATH}?lang=${code}"
                        lang="${code}"
                        ${code === language ? html`aria-current="true"` : ''}
                        >${languageEntry(code)?.name ?? code}</a
                      > `,
                  )}
                </nav>
                ${
                  csrf
                    ? html`<form method="post" action="${OFFICE_PATH}sign-out?lang=${language}">
                        <input type="hidden" name="csrf" value="${csrf}" /><button>
                          ${say(language, 'signOut')}
                        </button>
                      </form>`
                    : ''
                }
              </header>
              <main>${body}</main>
            </body>
          </html> `.text,
      );

  const signInPage = (
    /** @type {import('fastify').FastifyReply} */ reply,
    /** @type {string} */ language,
    /** @type {string} */ problem = '',
    status = 200,
  ) =>
    page(
      reply,
      language,
      say(language, 'signIn.title'),
      checkPassword
        ? html`<h1>${say(language, 'signIn.title')}</h1>
            <p>${say(language, 'signIn.intro')}</p>
            ${problem ? html`<p class="problem" role="alert">${problem}</p>` : ''}
            <form method="post" action="${OFFICE_PATH}sign-in?lang=${language}" class="sign-in">
              <label for="password">${say(language, 'signIn.password')}</label>
              <input
                id="password"
                name="password"
                type="password"
                autocomplete="current-password"
                required
              />
              <button>${say(language, 'signIn.submit')}</button>
            </form>`
        : html`<h1>${say(language, 'signIn.title')}</h1>
            <p class="problem">${say(language, 'signIn.notSetUp')}</p>`,
      status,
    );

  app.get(STYLESHEET, async (_request, reply) =>
    officeHeaders(reply)
      .header('Cache-Control', 'no-cache')
      .type('text/css; charset=utf-8')
      .send(CSS),
  );

  app.get(OFFICE_PATH, async (request, reply) => {
    const language = languageOf(request);
    const count = (/** @type {number} */ value) => formatCount(language, value);
    if (/** @type {Record<string, string>} */ (request.query ?? {}).lang)
      reply.header(
        'Set-Cookie',
        `office_lang=${language}; Path=${OFFICE_PATH}; HttpOnly; SameSite=Lax; Max-Age=31536000${secure(request)}`,
      );
    const session = sessionOf(request);
    if (!session) return signInPage(reply, language, '', checkPassword ? 200 : 503);
    const query = /** @type {Record<string, string>} */ (request.query ?? {});
    const search = typeof query.q === 'string' ? query.q.slice(0, 200) : '';
    const open = query.show === 'open';
    const only = /** @type {readonly string[]} */ (LANGUAGE_CODES).includes(query.in ?? '')
      ? String(query.in)
      : '';
    const before = /^\d+$/.test(query.before ?? '') ? Number(query.before) : 0;
    const { enquiries, total, unanswered } = store.inbox({
      search,
      open,
      language: only,
      before,
      limit: PAGE_SIZE,
    });
    /** This view's address with some of its settings changed. */
    const view = (/** @type {Record<string, string>} */ changes = {}) => {
      const params = new URLSearchParams({ lang: language });
      if (search) params.set('q', search);
      if (open) params.set('show', 'open');
      if (only) params.set('in', only);
      for (const [key, value] of Object.entries(changes)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      return `${OFFICE_PATH}?${params}`;
    };
    const oldest = store.oldestUnsent();
    const waitedMinutes = oldest ? Math.floor((now().getTime() - oldest.getTime()) / 60_000) : 0;
    const month = now().toISOString().slice(0, 7);
    const names = new Intl.DisplayNames([languageEntry(language)?.intl ?? 'en'], {
      type: 'language',
    });
    const hidden = html`<input type="hidden" name="csrf" value="${session.csrf}" />`;
    const back = view(before ? { before: String(before) } : {});
    const deleted = query.deleted;
    const body = html` <div class="tools">
        <form method="get" action="${OFFICE_PATH}" role="search" class="search">
          <input type="hidden" name="lang" value="${language}" />
          <label for="q">${say(language, 'search.label')}</label>
          <input id="q" name="q" type="search" value="${search}" />
          <label class="inline"
            ><input type="checkbox" name="show" value="open" ${open ? html`checked` : ''} />
            ${say(language, 'search.open')}</label
          >
          <label class="inline" for="in">${say(language, 'enquiry.language')}</label>
          <select id="in" name="in">
            <option value="">${say(language, 'search.anyLanguage')}</option>
            ${LANGUAGE_CODES.map(
              (code) =>
                html`<option value="${code}" ${code === only ? html`selected` : ''}>
                  ${names.of(code) ?? code}
                </option>`,
            )}
          </select>
          <button>${say(language, 'search.submit')}</button>
          ${search || open || only ? html`<a href="${OFFICE_PATH}?lang=${language}">${say(language, 'search.clear')}</a>` : ''}
        </form>
        <details class="export">
          <summary>${say(language, 'export.submit')}</summary>
          <form method="get" action="${OFFICE_PATH}export.csv">
            <input type="hidden" name="lang" value="${language}" />
            <label for="month">${say(language, 'export.label')}</label>
            <input id="month" name="month" type="month" value="${month}" required />
            <button>${say(language, 'export.submit')}</button>
          </form>
        </details>
      </div>
      ${oldest && waitedMinutes * 60_000 > stuckAfterMs ? html`<p class="problem" role="alert">${say(language, 'stuck', { time: istTime(language, oldest.toISOString()) })}</p>` : ''}
      ${typeof deleted === 'string' && /^\d+$/.test(deleted) ? html`<p class="done" role="status">${say(language, 'delete.done', { number: deleted })}</p>` : ''}
      <h1>${say(language, 'title')}</h1>
      <p>
        ${enquiries.length ? say(language, 'search.showing', { shown: count(enquiries.length), total: count(total) }) : say(language, 'search.none')}
        ·
        <a href="${view({ show: 'open', before: '' })}"
          >${say(language, 'search.unanswered', { count: count(unanswered) })}</a
        >
      </p>
      <ol class="enquiries">
        ${enquiries.map((enquiry) => {
          const name = `${enquiry.firstName} ${enquiry.lastName}`.trim();
          const subject = say(enquiry.language, 'replySubject', {
            number: formatCount(enquiry.language, enquiry.id),
          });
          const mail =
            enquiry.mail.state === 'sent'
              ? say(language, 'mail.sent', { time: istTime(language, enquiry.mail.at) })
              : enquiry.mail.state === 'spam'
                ? say(language, 'mail.spam')
                : enquiry.mail.attempts
                  ? say(language, 'mail.retrying', { attempts: count(enquiry.mail.attempts) })
                  : say(language, 'mail.waiting');
          return html` <li
            class="enquiry${enquiry.answeredAt ? ' answered' : ''}"
            id="enquiry-${enquiry.id}"
          >
            <h2>
              ${say(language, 'enquiry.number', { number: count(enquiry.id) })}${name ? html` · <bdi>${name}</bdi>` : ''}
              ${enquiry.answeredAt || enquiry.spam ? '' : html`<span class="new">${say(language, 'enquiry.new')}</span>`}
            </h2>
            <dl>
              <div>
                <dt>${say(language, 'enquiry.received')}</dt>
                <dd>${istTime(language, enquiry.receivedAt)}</dd>
              </div>
              <div>
                <dt>${say(language, 'enquiry.language')}</dt>
                <dd>${names.of(enquiry.language) ?? enquiry.language}</dd>
              </div>
              <div>
                <dt>${say(language, 'enquiry.email')}</dt>
                <dd>
                  ${enquiry.email ? html`<a href="mailto:${enquiry.email}?subject=${encodeURIComponent(subject)}">${enquiry.email}</a>` : say(language, 'enquiry.notGiven')}
                </dd>
              </div>
              <div>
                <dt>${say(language, 'enquiry.phone')}</dt>
                <dd>
                  ${enquiry.phone ? html`<a href="tel:${enquiry.phone.replace(/[^\d+]/g, '')}" dir="ltr">${enquiry.phone}</a>` : say(language, 'enquiry.notGiven')}
                </dd>
              </div>
              <div>
                <dt>${say(language, 'enquiry.grade')}</dt>
                <dd>${enquiry.grade || say(language, 'enquiry.notGiven')}</dd>
              </div>
            </dl>
            <p class="message" lang="${enquiry.language}">${enquiry.message}</p>
            <p class="state">
              ${mail}${enquiry.answeredAt ? html` · <strong>${say(language, 'answered.yes', { time: istTime(language, enquiry.answeredAt) })}</strong>` : ''}
            </p>
            <div class="actions">
              ${enquiry.email ? html`<a class="button" href="mailto:${enquiry.email}?subject=${encodeURIComponent(subject)}">${say(language, 'reply.email')}</a>` : ''}
              ${enquiry.phone ? html`<a class="button" href="tel:${enquiry.phone.replace(/[^\d+]/g, '')}">${say(language, 'reply.phone')}</a>` : ''}
              <form
                method="post"
                action="${OFFICE_PATH}enquiries/${enquiry.id}/answered?lang=${language}"
              >
                ${hidden}<input
                  type="hidden"
                  name="answered"
                  value="${enquiry.answeredAt ? '0' : '1'}"
                />
                <input type="hidden" name="back" value="${back}" />
                <button>
                  ${say(language, enquiry.answeredAt ? 'answered.unmark' : 'answered.mark')}
                </button>
              </form>
              <a href="${OFFICE_PATH}enquiries/${enquiry.id}/delete?lang=${language}"
                >${say(language, 'delete.link')}</a
              >
            </div>
          </li>`;
        })}
      </ol>
      ${enquiries.length === PAGE_SIZE && enquiries.at(-1) ? html`<p><a href="${view({ before: String(enquiries.at(-1)?.id) })}">${say(language, 'search.older')}</a></p>` : ''}`;
    return page(reply, language, say(language, 'title'), body, 200, session.csrf);
  });

  app.post(`${OFFICE_PATH}sign-in`, async (request, reply) => {
    const language = languageOf(request);
    if (!checkPassword || !sameOrigin(request)) return signInPage(reply, language, '', 403);
    const wait = slow.wait(request.ip);
    if (wait > 0)
      return signInPage(
        reply,
        language,
        say(language, 'signIn.wait', { seconds: Math.ceil(wait / 1000) }),
        429,
      );
    const body = /** @type {Record<string, unknown>} */ (request.body ?? {});
    const attempt = typeof body.password === 'string' ? body.password : '';
    if (!checkPassword(attempt)) {
      slow.failed(request.ip);
      log('office: a wrong password');
      return signInPage(reply, language, say(language, 'signIn.wrong'), 401);
    }
    slow.succeeded(request.ip);
    // A new session at every sign-in: a session id fixed before it is worth nothing after.
    const old = cookies(request)[COOKIE];
    if (old) store.sessions.remove(tokenHash(old));
    const { token, hash } = newToken();
    const csrf = newToken().token;
    const at = now();
    store.sessions.add(hash, csrf, at, new Date(at.getTime() + SESSION_HOURS * 3_600_000));
    log('office: signed in');
    return officeHeaders(reply)
      .code(303)
      .header(
        'Set-Cookie',
        `${COOKIE}=${token}; Path=${OFFICE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${SESSION_HOURS * 3600}${secure(request)}`,
      )
      .header('Location', `${OFFICE_PATH}?lang=${language}`)
      .send();
  });

  app.post(`${OFFICE_PATH}sign-out`, async (request, reply) => {
    const language = languageOf(request);
    const session = allowedChange(request);
    if (!session) return forbidden(reply, language);
    store.sessions.remove(session.hash);
    return officeHeaders(reply)
      .code(303)
      .header(
        'Set-Cookie',
        `${COOKIE}=; Path=${OFFICE_PATH}; HttpOnly; SameSite=Lax; Max-Age=0${secure(request)}`,
      )
      .header('Location', `${OFFICE_PATH}?lang=${language}`)
      .send();
  });

  app.post(`${OFFICE_PATH}enquiries/:id/answered`, async (request, reply) => {
    const language = languageOf(request);
    if (!allowedChange(request)) return forbidden(reply, language);
    const id = Number(/** @type {Record<string, string>} */ (request.params).id);
    const body = /** @type {Record<string, unknown>} */ (request.body ?? {});
    store.markAnswered(id, body.answered === '1' ? now() : null);
    const back =
      typeof body.back === 'string' &&
      body.back.startsWith(OFFICE_PATH) &&
      !body.back.startsWith('//')
        ? body.back
        : OFFICE_PATH;
    return officeHeaders(reply).code(303).header('Location', `${back}#enquiry-${id}`).send();
  });

  app.get(`${OFFICE_PATH}enquiries/:id/delete`, async (request, reply) => {
    const language = languageOf(request);
    const session = sessionOf(request);
    if (!session) return signInPage(reply, language);
    const id = Number(/** @type {Record<string, string>} */ (request.params).id);
    const enquiry = store.get(id);
    if (!enquiry)
      return officeHeaders(reply)
        .code(303)
        .header('Location', `${OFFICE_PATH}?lang=${language}`)
        .send();
    return page(
      reply,
      language,
      say(language, 'delete.title', { number: id }),
      html`<h1>${say(language, 'delete.title', { number: id })}</h1>
        <p>${say(language, 'delete.intro')}</p>
        <p>
          <bdi>${`${enquiry.firstName} ${enquiry.lastName}`.trim()}</bdi>
          ${enquiry.email ? html` · <bdi>${enquiry.email}</bdi>` : ''}${enquiry.phone ? html` · <bdi dir="ltr">${enquiry.phone}</bdi>` : ''}
          · ${istTime(language, enquiry.receivedAt)}
        </p>
        <blockquote class="message" lang="${enquiry.language}">${enquiry.message}</blockquote>
        <form
          method="post"
          action="${OFFICE_PATH}enquiries/${id}/delete?lang=${language}"
          class="actions"
        >
          <input type="hidden" name="csrf" value="${session.csrf}" />
          <button class="danger">${say(language, 'delete.confirm')}</button>
          <a href="${OFFICE_PATH}?lang=${language}#enquiry-${id}"
            >${say(language, 'delete.cancel')}</a
          >
        </form>`,
    );
  });

  app.post(`${OFFICE_PATH}enquiries/:id/delete`, async (request, reply) => {
    const language = languageOf(request);
    if (!allowedChange(request)) return forbidden(reply, language);
    const id = Number(/** @type {Record<string, string>} */ (request.params).id);
    store.remove(id);
    log(`office: enquiry ${id} deleted`);
    return officeHeaders(reply)
      .code(303)
      .header('Location', `${OFFICE_PATH}?lang=${language}&deleted=${id}`)
      .send();
  });

  app.get(`${OFFICE_PATH}export.csv`, async (request, reply) => {
    const language = languageOf(request);
    if (!sessionOf(request)) return signInPage(reply, language, '', 401);
    const month = String(/** @type {Record<string, string>} */ (request.query ?? {}).month ?? '');
    const match = /^(\d{4})-(\d{2})$/.exec(month);
    if (!match)
      return officeHeaders(reply)
        .code(303)
        .header('Location', `${OFFICE_PATH}?lang=${language}`)
        .send();
    // The month in India: from its first midnight IST (UTC+5:30) to the next month's.
    const year = Number(match[1]);
    const index = Number(match[2]) - 1;
    const ist = (/** @type {number} */ y, /** @type {number} */ m) =>
      new Date(Date.UTC(y, m, 1) - 330 * 60_000);
    const rows = store.between(ist(year, index), ist(year, index + 1));
    const when = (/** @type {string | null | undefined} */ iso) =>
      iso
        ? // IST, year first, so the column also sorts as text: "2026-11-27 16:45".
          new Date(new Date(iso).getTime() + 330 * 60_000)
            .toISOString()
            .slice(0, 16)
            .replace('T', ' ')
        : '';
    const names = new Intl.DisplayNames([languageEntry(language)?.intl ?? 'en'], {
      type: 'language',
    });
    const c = (/** @type {string} */ key) => say(language, `csv.${key}`);
    const file = csvFile(
      [
        'number',
        'received',
        'language',
        'firstName',
        'lastName',
        'email',
        'phone',
        'grade',
        'message',
        'answered',
        'mailed',
        'spam',
      ].map(c),
      rows.map((e) => [
        e.id,
        when(e.receivedAt),
        names.of(e.language) ?? e.language,
        e.firstName,
        e.lastName,
        e.email,
        e.phone,
        e.grade,
        e.message,
        when(e.answeredAt),
        when(e.sentAt),
        e.spam ? c('yes') : '',
      ]),
    );
    return officeHeaders(reply)
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="enquiries-${month}.csv"`)
      .send(file);
  });

  const forbidden = (
    /** @type {import('fastify').FastifyReply} */ reply,
    /** @type {string} */ language,
  ) =>
    page(
      reply,
      language,
      say(language, 'title'),
      html`<p class="problem" role="alert">${say(language, 'forbidden')}</p>
        <p><a href="${OFFICE_PATH}?lang=${language}">${say(language, 'title')}</a></p>`,
      403,
    );
}

/** The request's cookies. @param {import('fastify').FastifyRequest} request */
function cookies(request) {
  /** @type {Record<string, string>} */
  const found = {};
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) found[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return found;
}

/** `; Secure` behind TLS (nginx says so in X-Forwarded-Proto, believed from 127.0.0.1 only). */
const secure = (/** @type {import('fastify').FastifyRequest} */ request) =>
  request.protocol === 'https' ? '; Secure' : '';

/** A post from no other site: its Origin, when the browser sends one, is ours. */
function sameOrigin(/** @type {import('fastify').FastifyRequest} */ request) {
  const origin = request.headers.origin;
  if (!origin) return true;
  return origin === `${request.protocol}://${request.host}`;
}
