// @ts-check
// The enquiries service against a real SQLite file and a real SMTP receiver (smtp-server on
// loopback): stored, mailed whole in Marathi and Hindi, kept through a mail server that is
// down, and never crashed by bad input or a flood. The browser's side, and `kill -9` after an
// acknowledgement, are in tests/e2e/enquiries.spec.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.mjs';
import { MIGRATIONS, openDatabase } from './db.mjs';
import { outbox as makeOutbox, retryDelayMs, smtpTransport } from './mail.mjs';

const MARATHI =
  'नमस्कार! माझ्या मुलीला इयत्ता सहावीत प्रवेश हवा आहे. शाळेची फी, बसची सोय आणि IGCSE अभ्यासक्रमाबद्दल माहिती मिळेल का? धन्यवाद.';
const HINDI =
  'नमस्ते! मेरे बेटे के लिए कक्षा 2 में दाख़िले के बारे में जानना है। क्या स्कूल की बस घाटकोपर पूर्व से चलती है?';

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiries-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A clock the test moves. */
function clock(start = '2026-11-28T10:00:00Z') {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance: (/** @type {number} */ ms) => {
      at += ms;
    },
  };
}

/** A real SMTP receiver on a free port, keeping what it accepts. */
async function receiver(port = 0) {
  /** @type {import('mailparser').ParsedMail[]} */
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return {
    received,
    port: address.port,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

const fakePages = {
  page: (/** @type {string} */ language, /** @type {string} */ outcome) =>
    `<p>${language} ${outcome}</p>`,
};

/** The app on a fresh database, without a mail server, with the test's clock. */
async function app(options = {}) {
  const time = clock();
  const store = openDatabase(join(dir, 'enquiries.sqlite'));
  const outbox = makeOutbox({
    store,
    transport: null,
    addresses: { from: 'a@b.in', to: 'c@d.in' },
    now: time.now,
    log: () => {},
  });
  const server = await buildApp({
    store,
    outbox,
    pages: fakePages,
    securityHeaders: [['X-Content-Type-Options', 'nosniff']],
    dist: dir,
    now: time.now,
    log: () => {},
    ...options,
  });
  return { server, store, time };
}

const post = (
  /** @type {import('fastify').FastifyInstance} */ server,
  /** @type {object} */ body,
  address = '203.0.113.7',
) =>
  server.inject({
    method: 'POST',
    url: '/enquiries',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': address,
    },
    payload: JSON.stringify(body),
  });

describe('the database', () => {
  it('is durable: WAL, synchronous FULL, a busy timeout, as SQLite reads them back', () => {
    const store = openDatabase(join(dir, 'a.sqlite'));
    expect(store.settings()).toEqual({
      journalMode: 'wal',
      synchronous: 2, // FULL
      busyTimeout: 5000,
      foreignKeys: 1,
      userVersion: MIGRATIONS.length,
    });
    store.close();
  });

  it('upgrades a version-1 file, keeping its enquiries and queueing their mails', () => {
    const file = join(dir, 'v1.sqlite');
    const old = new DatabaseSync(file);
    old.exec(MIGRATIONS[0] ?? '');
    old.exec('PRAGMA user_version = 1');
    old
      .prepare(
        "INSERT INTO enquiries (received_at, language, email, message) VALUES ('2026-01-02T03:04:05.000Z', 'mr', 'a@b.in', ?)",
      )
      .run(MARATHI);
    old
      .prepare(
        "INSERT INTO enquiries (received_at, language, email, message, spam) VALUES ('2026-01-02T03:04:06.000Z', 'en', 'x@y.z', 'buy', 1)",
      )
      .run();
    old.close();

    const store = openDatabase(file);
    expect(store.settings().userVersion).toBe(MIGRATIONS.length);
    const [first, spam] = store.all();
    expect(first?.message).toBe(MARATHI);
    expect(first?.clientId).toBeNull();
    expect(store.outboxState(first?.id ?? 0)?.sent_at).toBeNull();
    expect(store.outboxState(spam?.id ?? 0)).toBeUndefined();
    store.close();
  });

  it('refuses a file from newer code rather than damage it', () => {
    const file = join(dir, 'future.sqlite');
    const future = new DatabaseSync(file);
    future.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    future.close();
    expect(() => openDatabase(file)).toThrow(/newer than this code/);
  });

  it('backs up online into a file that restores every enquiry', () => {
    const store = openDatabase(join(dir, 'live.sqlite'));
    const base = {
      firstName: 'आशा',
      lastName: '',
      email: 'a@b.in',
      phone: '',
      grade: '',
      spam: false,
      clientId: null,
    };
    store.add({ ...base, language: 'mr', message: MARATHI }, new Date());
    store.add({ ...base, language: 'hi', message: HINDI }, new Date());
    store.backup(join(dir, 'backups', 'copy.sqlite'));
    store.add({ ...base, language: 'en', message: 'after the backup' }, new Date());
    store.close();

    // Restore: the copy in the database's place, opened as the service would.
    const restored = openDatabase(join(dir, 'backups', 'copy.sqlite'));
    expect(restored.all().map((e) => e.message)).toEqual([MARATHI, HINDI]);
    expect(restored.settings().journalMode).toBe('wal');
    restored.close();
  });

  it('deletes enquiries past their retention, with their mails', () => {
    const store = openDatabase(join(dir, 'r.sqlite'));
    const base = {
      language: 'en',
      firstName: '',
      lastName: '',
      email: 'a@b.in',
      phone: '',
      grade: '',
      spam: false,
      clientId: null,
    };
    store.add({ ...base, message: 'old' }, new Date('2025-01-01T00:00:00Z'));
    store.add({ ...base, message: 'new' }, new Date('2026-11-01T00:00:00Z'));
    expect(store.expire(new Date('2025-11-28T00:00:00Z'))).toBe(1);
    expect(store.all().map((e) => e.message)).toEqual(['new']);
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 1 });
    store.close();
  });
});

describe('the outbox', () => {
  it('mails each enquiry to admissions, whole, in Marathi and Hindi, replying to the parent', async () => {
    const smtp = await receiver();
    const store = openDatabase(join(dir, 'm.sqlite'));
    const outbox = makeOutbox({
      store,
      transport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      addresses: { from: 'Website <website@school.example>', to: 'admissions@school.example' },
      log: () => {},
    });
    const base = {
      lastName: 'पाटील',
      phone: '+91 98200 00000',
      grade: 'सहावी',
      spam: false,
      clientId: null,
    };
    store.add(
      { ...base, language: 'mr', firstName: 'आशा', email: 'asha@example.in', message: MARATHI },
      new Date(),
    );
    store.add(
      { ...base, language: 'hi', firstName: 'रवि', email: 'ravi@example.in', message: HINDI },
      new Date(),
    );
    await outbox.flush();
    await outbox.stop();
    await smtp.close();

    expect(smtp.received).toHaveLength(2);
    const [marathi, hindi] = smtp.received;
    expect(marathi?.text).toContain(MARATHI);
    expect(marathi?.text).toContain('Marathi (मराठी)');
    expect(marathi?.text).toContain('आशा पाटील');
    expect(marathi?.subject).toContain('आशा पाटील');
    expect(marathi?.replyTo?.value[0]?.address).toBe('asha@example.in');
    expect(marathi?.from?.value[0]?.address).toBe('website@school.example');
    expect(marathi?.to && 'value' in marathi.to ? marathi.to.value[0]?.address : null).toBe(
      'admissions@school.example',
    );
    expect(hindi?.text).toContain(HINDI);
    expect(hindi?.text).toContain('Hindi (हिन्दी)');
    for (const e of store.all()) expect(store.outboxState(e.id)?.sent_at).not.toBeNull();
    store.close();
  });

  it('keeps a mail while the mail server is down, and sends it once it is back', async () => {
    const smtp = await receiver();
    const { port } = smtp;
    await smtp.close();
    const time = clock();
    const store = openDatabase(join(dir, 'down.sqlite'));
    const outbox = makeOutbox({
      store,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      addresses: { from: 'website@school.example', to: 'admissions@school.example' },
      now: time.now,
      log: () => {},
    });
    const { enquiry } = store.add(
      {
        language: 'mr',
        firstName: 'आशा',
        lastName: '',
        email: 'asha@example.in',
        phone: '',
        grade: '',
        message: MARATHI,
        spam: false,
        clientId: null,
      },
      time.now(),
    );
    await outbox.flush();
    const waiting = store.outboxState(enquiry.id);
    expect(waiting?.sent_at).toBeNull();
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.last_error).toBeTruthy();
    // Not tried again before its time…
    await outbox.flush();
    expect(store.outboxState(enquiry.id)?.attempts).toBe(1);

    // …and once the receiver is back and the time has come, delivered.
    const back = await receiver(port);
    time.advance(retryDelayMs(1));
    await outbox.flush();
    await outbox.stop();
    await back.close();
    expect(back.received).toHaveLength(1);
    expect(back.received[0]?.text).toContain(MARATHI);
    expect(store.outboxState(enquiry.id)?.sent_at).not.toBeNull();
    store.close();
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 10, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('the service', () => {
  it('stores a message verbatim and acknowledges it with its number', async () => {
    const { server, store } = await app();
    const markup = '<script>alert(1)</script><b onmouseover="x()">हाय</b>';
    const sql = "Robert'); DROP TABLE enquiries;--";
    const sent = {
      language: 'hi',
      firstName: markup,
      lastName: sql,
      email: 'ravi@example.in',
      phone: '',
      grade: '{{constructor}}',
      message: `${HINDI}\n${markup}\n${sql}`,
    };
    const response = await post(server, sent);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { id } = response.json();
    const stored = store.get(id);
    expect(stored).toMatchObject({ ...sent, spam: false });
    expect(store.all()).toHaveLength(1);
    await server.close();
  });

  it('stores a message of 10,000 Devanagari code points; refuses one longer, saying why', async () => {
    const { server, store } = await app();
    const longest = 'क'.repeat(10_000);
    expect(
      (await post(server, { language: 'mr', email: 'a@b.in', message: longest })).statusCode,
    ).toBe(201);
    const refused = await post(server, { language: 'mr', email: 'a@b.in', message: `${longest}क` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ problems: { message: 'tooLong' } });
    expect(store.all()).toHaveLength(1);
    await server.close();
  });

  it('needs a way to reply, and says which field is wrong', async () => {
    const { server, store } = await app();
    const none = await post(server, { language: 'mr', firstName: 'आशा', message: MARATHI });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ problems: { email: 'replyNeeded' } });
    const bad = await post(server, {
      language: 'mr',
      email: 'asha at example',
      phone: '12',
      message: '',
    });
    expect(bad.json()).toEqual({
      problems: { email: 'emailInvalid', phone: 'phoneInvalid', message: 'messageNeeded' },
    });
    // A phone number alone is enough, in Devanagari digits too.
    expect(
      (await post(server, { language: 'mr', phone: '९८२०० ००००0', message: MARATHI })).statusCode,
    ).toBe(201);
    expect(store.all()).toHaveLength(1);
    await server.close();
  });

  it('answers a body over 128 KiB with 413 in the parent’s language, and keeps running', async () => {
    const { server, store } = await app();
    const huge = await server.inject({
      method: 'POST',
      url: '/enquiries?lang=mr',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `language=mr&email=a%40b.in&message=${'%E0%A4%95'.repeat(120_000)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toBe('<p>mr tooLarge</p>');
    const json = await post(server, {
      language: 'mr',
      email: 'a@b.in',
      message: 'x'.repeat(1024 * 1024),
    });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toEqual({ problem: 'tooLarge' });
    expect(
      (await post(server, { language: 'mr', email: 'a@b.in', message: MARATHI })).statusCode,
    ).toBe(201);
    expect(store.all()).toHaveLength(1);
    await server.close();
  });

  it('answers a form posted without script with 303 to the confirmation, or 422 with the form', async () => {
    const { server, store } = await app();
    const form = (/** @type {string} */ payload) =>
      server.inject({
        method: 'POST',
        url: '/enquiries?lang=mr',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const ok = await form(
      `language=mr&firstName=${encodeURIComponent('आशा')}&email=a%40b.in&message=${encodeURIComponent(MARATHI)}`,
    );
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/mr/enquiry/sent/');
    expect(store.all()[0]?.message).toBe(MARATHI);
    const invalid = await form(`language=hi&message=${encodeURIComponent(HINDI)}`);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toBe('<p>hi invalid</p>');
    await server.close();
  });

  it('keeps what fills the hidden box as spam, never mailed, and answers it like any other', async () => {
    const { server, store } = await app();
    const response = await post(server, {
      language: 'en',
      email: 'bot@spam.example',
      message: 'cheap pills',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    const [stored] = store.all();
    expect(stored?.spam).toBe(true);
    expect(store.outboxState(stored?.id ?? 0)).toBeUndefined();
    await server.close();
  });

  it('stores a message sent twice with the same id once', async () => {
    const { server, store } = await app();
    const body = { language: 'mr', email: 'a@b.in', message: MARATHI, clientId: 'c0ffee' };
    const first = await post(server, body);
    const again = await post(server, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(store.all()).toHaveLength(1);
    await server.close();
  });

  it('stores a burst of 200 from 200 addresses, all of it', async () => {
    const { server, store } = await app();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(
          server,
          { language: 'hi', email: `p${i}@example.in`, message: `${HINDI} ${i}` },
          `10.0.${Math.floor(i / 250)}.${i % 250}`,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(201));
    expect(store.all()).toHaveLength(200);
    await server.close();
  });

  it('answers a burst of 200 from one address with stored or 429, never a lost acknowledgement', async () => {
    const { server, store, time } = await app();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(server, { language: 'mr', email: `p${i}@example.in`, message: `${MARATHI} ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(new Set(codes)).toEqual(new Set([201, 429]));
    const acknowledged = answers.filter((a) => a.statusCode === 201).map((a) => a.json().id);
    expect(store.all().map((e) => e.id)).toEqual(acknowledged.sort((a, b) => a - b));
    expect(answers.find((a) => a.statusCode === 429)?.headers['retry-after']).toBe('60');
    // A minute later the same address is heard again.
    time.advance(60_000);
    expect(
      (await post(server, { language: 'mr', email: 'a@b.in', message: MARATHI })).statusCode,
    ).toBe(201);
    await server.close();
  });

  it('believes X-Forwarded-For only from the proxy on this machine', async () => {
    const { server } = await app({ rateLimits: { windowMs: 60_000, perAddress: 1, overall: 100 } });
    const from = (/** @type {string} */ remoteAddress, /** @type {string} */ forwarded) =>
      server.inject({
        method: 'POST',
        url: '/enquiries',
        remoteAddress,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
        payload: JSON.stringify({ language: 'en', email: 'a@b.in', message: 'hello' }),
      });
    // Through the proxy, two parents behind two addresses.
    expect((await from('127.0.0.1', '198.51.100.1')).statusCode).toBe(201);
    expect((await from('127.0.0.1', '198.51.100.2')).statusCode).toBe(201);
    // From elsewhere, a made-up header changes nothing: the second post is the same address's.
    expect((await from('192.0.2.9', '198.51.100.3')).statusCode).toBe(201);
    expect((await from('192.0.2.9', '198.51.100.4')).statusCode).toBe(429);
    await server.close();
  });

  it('survives malformed bodies', async () => {
    const { server, store } = await app();
    for (const [type, payload] of [
      ['application/json', '{"language": "mr", '],
      ['application/json', '[1, 2, 3]'],
      ['application/json', '"just a string"'],
      ['application/json', '{"language": ["mr"], "email": {"x": 1}, "message": 42}'],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', '%%%&&&==='],
    ]) {
      const response = await server.inject({
        method: 'POST',
        url: '/enquiries',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode, `${type} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${type} ${payload}`).toBeLessThan(500);
    }
    expect(store.all()).toHaveLength(0);
    expect(
      (await post(server, { language: 'mr', email: 'a@b.in', message: MARATHI })).statusCode,
    ).toBe(201);
    await server.close();
  });

  it('reports its health: a stuck outbox or a database it cannot write fail it', async () => {
    const { server, store, time } = await app({ stuckAfterMs: 30 * 60_000 });
    expect((await server.inject('/health')).json()).toMatchObject({ ok: true });
    await post(server, { language: 'mr', email: 'a@b.in', message: MARATHI });
    time.advance(29 * 60_000);
    expect((await server.inject('/health')).statusCode).toBe(200);
    time.advance(2 * 60_000);
    const stuck = await server.inject('/health');
    expect(stuck.statusCode).toBe(503);
    expect(stuck.json().problems.join()).toMatch(/outbox stuck/);
    store.db.exec('PRAGMA query_only = ON');
    const readOnly = await server.inject('/health');
    expect(readOnly.json().problems.join()).toMatch(/not writable/);
    // And an enquiry that cannot be stored is never acknowledged.
    const refused = await post(server, { language: 'mr', email: 'a@b.in', message: MARATHI });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ problem: 'failed' });
    await server.close();
  });
});
