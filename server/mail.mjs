// @ts-check
// The mail that tells the admissions office about an enquiry, and the outbox that sends it.
// An enquiry is stored first (server/db.mjs) and mailed from the outbox afterwards: when the
// mail server is down or refuses, the mail waits and is tried again with a growing delay until
// it is accepted, so no enquiry is ever lost between the form and the office.
import nodemailer from 'nodemailer';
import { englishName, languageEntry } from '../locales/languages.mjs';

/** Delays between attempts: 30 s, doubling, at most an hour. */
export const RETRY = { firstMs: 30_000, maxMs: 60 * 60_000 };

/** @param {number} attempts the attempts made so far (1 after the first failure) */
export function retryDelayMs(attempts) {
  return Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The office's mail for an enquiry. In English, the office's working language, with the
 * parent's language named (so whoever answers knows to reply in it) and everything the parent
 * wrote exactly as they wrote it. Reply-To is the parent, so Reply in any mail app answers them.
 * @param {import('./db.mjs').Enquiry} enquiry
 * @param {{ from: string; to: string }} addresses
 */
export function enquiryMail(enquiry, { from, to }) {
  const name = `${enquiry.firstName} ${enquiry.lastName}`.trim();
  const language = `${englishName(enquiry.language)} (${languageEntry(enquiry.language)?.name ?? enquiry.language})`;
  const lines = [
    `A parent has written to the school through the website, in ${language}.`,
    enquiry.language === 'en' ? '' : `Please reply in ${englishName(enquiry.language)} if you can.`,
    '',
    `Name: ${name || '(not given)'}`,
    `E-mail: ${enquiry.email || '(not given)'}`,
    `Phone: ${enquiry.phone || '(not given)'}`,
    `Student's current grade: ${enquiry.grade || '(not given)'}`,
    `Language: ${language}`,
    `Received: ${new Date(enquiry.receivedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} IST`,
    `Enquiry number: ${enquiry.id}`,
    '',
    'Message:',
    enquiry.message,
  ].filter((line, index) => index !== 1 || line);
  return {
    from,
    to,
    // A parent without an e-mail address is answered by phone: no Reply-To then.
    ...(enquiry.email ? { replyTo: name ? { name, address: enquiry.email } : enquiry.email } : {}),
    subject: `Enquiry ${enquiry.id} from ${name || enquiry.email || enquiry.phone} (${englishName(enquiry.language)})`,
    text: lines.join('\n'),
    headers: { 'Content-Language': `en, ${enquiry.language}` },
  };
}

/**
 * @typedef {{ sendMail(message: object): Promise<unknown> }} Transport
 * @typedef {{
 *   store: import('./db.mjs').Store; transport: Transport | null;
 *   addresses: { from: string; to: string }; now?: () => Date; log?: (line: string) => void;
 * }} OutboxOptions
 */

/**
 * The outbox: `flush()` sends every mail that is due, one at a time; `start()` flushes on a
 * timer and `poke()` right after an enquiry is stored. Without a transport (no SMTP_URL) mails
 * stay queued and the health check says so once they are old.
 * @param {OutboxOptions} options
 */
export function outbox({ store, transport, addresses, now = () => new Date(), log = console.log }) {
  let running = Promise.resolve();
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let timer;

  async function sendDue() {
    if (!transport) return;
    for (;;) {
      const due = store.due(now(), 10);
      if (due.length === 0) return;
      for (const { enquiry, attempts } of due) {
        try {
          await transport.sendMail(enquiryMail(enquiry, addresses));
          store.sent(enquiry.id, now());
          // Logs name the enquiry by number only: no personal data in logs.
          log(`outbox: enquiry ${enquiry.id} mailed`);
        } catch (error) {
          const retryAt = new Date(now().getTime() + retryDelayMs(attempts + 1));
          const reason = error instanceof Error ? error.message : String(error);
          store.failed(enquiry.id, retryAt, reason);
          log(
            `outbox: enquiry ${enquiry.id} not mailed (attempt ${attempts + 1}), next at ${retryAt.toISOString()}`,
          );
        }
      }
    }
  }

  /** Runs one flush at a time: a poke during a flush waits for it, then flushes again. */
  function flush() {
    running = running.then(sendDue, sendDue);
    return running;
  }

  return {
    flush,
    poke() {
      void flush();
    },
    /** @param {number} everyMs */
    start(everyMs = 15_000) {
      timer = setInterval(() => void flush(), everyMs);
      timer.unref();
      void flush();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

/**
 * The SMTP transport for SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`), or null.
 * @param {string | undefined} url
 */
export function smtpTransport(url) {
  if (!url) return null;
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    ...(parsed.username
      ? {
          auth: {
            user: decodeURIComponent(parsed.username),
            pass: decodeURIComponent(parsed.password),
          },
        }
      : {}),
    // A mail server that hangs must not hold the outbox.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
}
