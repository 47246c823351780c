// @ts-check
// The office inbox through the service (Fastify's inject, a real SQLite file): signing in,
// sessions, forged posts, what a parent typed shown as text, the CSV as bytes, delete,
// headers. The pages themselves are looked at in tests/e2e/office.spec.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.mjs';
import { openDatabase } from '../db.mjs';
import { outbox as makeOutbox } from '../mail.mjs';
import { hashPassword, passwordChecker, waitAfterFailures } from './auth.mjs';
import { csvCell } from './csv.mjs';
import { OFFICE_POLICY } from './inbox.mjs';

const PASSWORD = 'पासवर्ड correct horse 42';
/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'office-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** @param {{ OFFICE_PASSWORD_HASH?: string; OFFICE_PASSWORD?: string }} env */
async function office(env = { OFFICE_PASSWORD_HASH: hashPassword(PASSWORD) }) {
  let at = new Date('2026-11-28T06:00:00Z').getTime();
  const now = () => new Date(at);
  const store = openDatabase(join(dir, 'enquiries.sqlite'));
  const outbox = makeOutbox({
    store,
    transport: null,
    addresses: { from: 'a@b.in', to: 'c@d.in' },
    now,
    log: () => {},
  });
  const app = await buildApp({
    store,
    outbox,
    pages: { page: () => '' },
    securityHeaders: [
      ['Content-Security-Policy', "default-src 'none'"],
      ['X-Content-Type-Options', 'nosniff'],
    ],
    dist: dir,
    now,
    log: () => {},
    checkPassword: passwordChecker(env),
  });
  const advance = (/** @type {number} */ ms) => {
    at += ms;
  };
  const base = { firstName: '', lastName: '', phone: '', grade: '', spam: false, clientId: null };
  const add = (/** @type {Partial<import('../db.mjs').NewEnquiry>} */ fields) =>
    store.add(
      { ...base, language: 'mr', email: 'asha@example.net', message: 'नमस्कार', ...fields },
      now(),
    ).enquiry;

  /** Signs in from `address`; returns the session cookie (or the refusal). */
  const signIn = async (password = PASSWORD, address = '203.0.113.9') => {
    const response = await app.inject({
      method: 'POST',
      url: '/office/sign-in',
      remoteAddress: address,
      payload: `password=${encodeURIComponent(password)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    return { response, cookie };
  };
  const inbox = (/** @type {string} */ cookie, query = '') =>
    app.inject({ method: 'GET', url: `/office/${query}`, headers: { cookie } });
  const csrfOf = async (/** @type {string} */ cookie) =>
    /name="csrf" value="([^"]+)"/.exec((await inbox(cookie)).body)?.[1] ?? '';
  const post = (
    /** @type {string} */ cookie,
    /** @type {string} */ url,
    /** @type {Record<string, string>} */ fields,
    headers = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
    });
  return { app, store, advance, add, signIn, inbox, csrfOf, post };
}

describe('signing in', () => {
  it('has no password that works until the operator sets one', async () => {
    const { app, signIn } = await office({});
    const page = await app.inject('/office/');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('OFFICE_PASSWORD_HASH');
    expect((await signIn('')).response.statusCode).toBe(403);
    expect((await signIn('admin')).response.statusCode).toBe(403);
    await app.close();
  });

  it('shows no enquiry without a session', async () => {
    const { app, add } = await office();
    add({ message: 'गोपनीय प्रश्न', firstName: 'आशा' });
    const page = await app.inject('/office/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('type="password"');
    expect(page.body).not.toContain('गोपनीय');
    expect(page.body).not.toContain('आशा');
    const csv = await app.inject('/office/export.csv?month=2026-11');
    expect(csv.statusCode).toBe(401);
    expect(csv.body).not.toContain('गोपनीय');
    await app.close();
  });

  it('slows wrong passwords from an address, and never locks the office out', async () => {
    const { app, signIn, advance } = await office();
    expect((await signIn('wrong')).response.statusCode).toBe(401);
    // At once again: wait.
    const early = await signIn('wrong');
    expect(early.response.statusCode).toBe(429);
    // Another address (another member of staff) is not slowed by it.
    expect((await signIn(PASSWORD, '198.51.100.4')).response.statusCode).toBe(303);
    // A quarter of an hour later the count starts again.
    advance(16 * 60_000);
    expect((await signIn('wrong')).response.statusCode).toBe(401);
    expect((await signIn('wrong')).response.statusCode).toBe(429);
    advance(1000);
    // Ten wrong in a row: the wait grows to a minute, no more.
    for (let i = 0; i < 10; i++) {
      advance(waitAfterFailures(i + 1));
      await signIn('wrong');
    }
    expect(waitAfterFailures(10)).toBe(60_000);
    advance(60_000);
    const right = await signIn();
    expect(right.response.statusCode).toBe(303);
    expect(right.response.headers.location).toBe('/office/?lang=en');
    await app.close();
  });

  it('gives a new session at every sign-in, HttpOnly, SameSite=Lax, and Secure behind TLS', async () => {
    const { app, signIn } = await office();
    const first = await signIn();
    const second = await signIn();
    expect(first.cookie).toMatch(/^office_session=.{43}$/);
    expect(second.cookie).not.toBe(first.cookie);
    const header = String(first.response.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/office/');
    expect(header).not.toContain('Secure');
    const behindTls = await app.inject({
      method: 'POST',
      url: '/office/sign-in',
      remoteAddress: '127.0.0.1',
      payload: `password=${encodeURIComponent(PASSWORD)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
      },
    });
    expect(String(behindTls.headers['set-cookie'])).toContain('Secure');
    await app.close();
  });

  it('refuses an expired session', async () => {
    const { app, signIn, inbox, add, advance } = await office();
    add({ message: 'प्रश्न' });
    const { cookie } = await signIn();
    expect((await inbox(cookie)).body).toContain('प्रश्न');
    advance(8 * 3_600_000);
    const after = await inbox(cookie);
    expect(after.body).toContain('type="password"');
    expect(after.body).not.toContain('प्रश्न');
    await app.close();
  });

  it('refuses a forged post: no CSRF token, another session’s, or another site’s Origin', async () => {
    const { app, signIn, csrfOf, post, add, store } = await office();
    const enquiry = add({ firstName: 'आशा' });
    const { cookie } = await signIn();
    const other = await signIn(PASSWORD, '198.51.100.7');
    const token = await csrfOf(cookie);
    const otherToken = await csrfOf(other.cookie);
    const url = `/office/enquiries/${enquiry.id}/delete`;
    // The confirmation names whose message it is.
    const confirm = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(confirm.body).toContain('आशा');
    expect(confirm.body).toContain('asha@example.net');
    expect((await post(cookie, url, {})).statusCode).toBe(403);
    expect((await post(cookie, url, { csrf: otherToken })).statusCode).toBe(403);
    expect(
      (await post(cookie, url, { csrf: token }, { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await post('', url, { csrf: token })).statusCode).toBe(403);
    expect(store.get(enquiry.id)).not.toBeNull();
    expect(
      (await post(cookie, url, { csrf: token }, { origin: 'http://localhost:80' })).statusCode,
    ).toBe(303);
    expect(store.get(enquiry.id)).toBeNull();
    await app.close();
  });
});

describe('the inbox', () => {
  it('shows what a parent typed as text, never as markup', async () => {
    const { app, signIn, inbox, add } = await office();
    const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    add({ firstName: markup, message: markup, grade: markup, email: 'a"b@example.net' });
    const { cookie } = await signIn();
    const page = (await inbox(cookie)).body;
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#39;&amp;',
    );
    expect(page).toContain('mailto:a&quot;b@example.net');
    await app.close();
  });

  it('lists the newest first, with language, IST time, reply links and mail state; searches', async () => {
    const { app, signIn, inbox, add, advance, store } = await office();
    add({ message: 'पहिला', firstName: 'आशा', phone: '+91 98200 00000' });
    advance(60_000);
    add({ language: 'hi', message: 'दूसरा सवाल', email: 'ravi@example.net' });
    store.sent(1, new Date('2026-11-28T06:00:30Z'));
    const { cookie } = await signIn();
    const page = (await inbox(cookie)).body;
    expect(page.indexOf('दूसरा')).toBeLessThan(page.indexOf('पहिला'));
    expect(page).toContain('Marathi');
    expect(page).toContain('Hindi');
    expect(page).toMatch(/28 November 2026(,| at) 11:30\s?am IST/);
    // The subject in the parent's language, with the enquiry's number to match a reply to it.
    expect(page).toContain(
      `mailto:asha@example.net?subject=${encodeURIComponent('घाटकोपर इंटरनॅशनल स्कूलला पाठवलेला तुमचा प्रश्न (चौकशी १)')}`,
    );
    expect(page).toContain('href="tel:+919820000000"');
    expect(page).toContain('Mailed to admissions at');
    expect(page).toMatch(/Not mailed yet\s*</);
    expect(page).not.toContain('tries failed');
    expect(page).toContain('2 not answered yet');
    const found = (await inbox(cookie, '?q=%E0%A4%A6%E0%A5%82%E0%A4%B8%E0%A4%B0%E0%A4%BE')).body; // दूसरा
    expect(found).toContain('दूसरा सवाल');
    expect(found).not.toContain('पहिला');
    expect((await inbox(cookie, '?q=%25')).body).toContain('No enquiry matches.');
    // A phone number however it is typed.
    for (const typed of ['9820000000', '+919820000000', '98200 00000'])
      expect((await inbox(cookie, `?q=${encodeURIComponent(typed)}`)).body, typed).toContain(
        'पहिला',
      );
    // Only the unanswered, only one language.
    store.markAnswered(2, new Date());
    const open = (await inbox(cookie, '?show=open')).body;
    expect(open).toContain('पहिला');
    expect(open).not.toContain('दूसरा');
    const hindi = (await inbox(cookie, '?in=hi')).body;
    expect(hindi).toContain('दूसरा');
    expect(hindi).not.toContain('पहिला');
    await app.close();
  });

  it('speaks Marathi and Hindi, and remembers the choice', async () => {
    const { app, signIn, inbox, add } = await office();
    add({});
    const { cookie } = await signIn();
    const marathi = await inbox(cookie, '?lang=mr');
    expect(marathi.body).toContain('<html lang="mr">');
    expect(marathi.body).toContain('चौकशी १');
    const kept = String(marathi.headers['set-cookie']).split(';')[0];
    const again = await inbox(`${cookie}; ${kept}`);
    expect(again.body).toContain('<html lang="mr">');
    expect((await inbox(cookie, '?lang=hi')).body).toContain('पूछताछ 1');
    await app.close();
  });

  it('lists a hundred at a time, the older ones a link away', async () => {
    const { app, signIn, inbox, add } = await office();
    for (let i = 1; i <= 101; i++) add({ message: `question ${i}.` });
    const { cookie } = await signIn();
    const first = (await inbox(cookie)).body;
    expect(first).toContain('question 101.');
    expect(first).toContain('question 2.');
    expect(first).not.toContain('question 1.');
    const older = /href="\/office\/(\?[^"]*before=2[^"]*)"/
      .exec(first)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(older).toBeTruthy();
    const next = (await inbox(cookie, older ?? '')).body;
    expect(next).toContain('question 1.');
    expect(next).not.toContain('question 2.');
    await app.close();
  });

  it('marks an enquiry answered and back', async () => {
    const { app, signIn, csrfOf, post, add, store } = await office();
    const enquiry = add({});
    const { cookie } = await signIn();
    const csrf = await csrfOf(cookie);
    const url = `/office/enquiries/${enquiry.id}/answered`;
    const done = await post(cookie, url, { csrf, answered: '1', back: '/office/?lang=mr' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/office/?lang=mr#enquiry-${enquiry.id}`);
    expect(store.get(enquiry.id)?.answeredAt).toBeTruthy();
    // A "back" elsewhere is not followed.
    const away = await post(cookie, url, { csrf, answered: '0', back: '//evil.example/' });
    expect(away.headers.location).toBe(`/office/#enquiry-${enquiry.id}`);
    expect(store.get(enquiry.id)?.answeredAt).toBeNull();
    await app.close();
  });

  it('says when in Marathi and Hindi with the postposition the time already has', async () => {
    const { app, signIn, csrfOf, post, inbox, add } = await office();
    const enquiry = add({});
    const { cookie } = await signIn();
    const csrf = await csrfOf(cookie);
    await post(cookie, `/office/enquiries/${enquiry.id}/answered`, { csrf, answered: '1' });
    // Intl writes "… वाजता" and "… को … बजे": the strings add no second one.
    const marathi = (await inbox(cookie, '?lang=mr')).body;
    expect(marathi).toMatch(/IST वाजता उत्तर दिले/);
    expect(marathi).not.toMatch(/वाजता (ला|पासून)/);
    const hindi = (await inbox(cookie, '?lang=hi')).body;
    expect(hindi).toMatch(/IST बजे जवाब दिया/);
    expect(hindi).not.toMatch(/बजे (को|पर)/);
    await app.close();
  });

  it('warns when the outbox is stuck', async () => {
    const { app, signIn, inbox, add, advance } = await office();
    add({});
    const { cookie } = await signIn();
    expect((await inbox(cookie)).body).not.toContain('role="alert"');
    advance(31 * 60_000);
    expect((await inbox(cookie)).body).toContain('Mail is not going out');
    await app.close();
  });

  it('is sent with its own strict policy, never cached, never indexed', async () => {
    const { app } = await office();
    for (const url of ['/office/', '/office/office.css']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy']).toBe(OFFICE_POLICY);
      expect(OFFICE_POLICY).not.toContain('unsafe');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await app.inject('/office/')).headers['cache-control']).toBe('no-store');
    await app.close();
  });
});

describe('the export', () => {
  it('is UTF-8 with a byte-order mark, Devanagari intact, formulas neutralised', async () => {
    const { app, signIn, add } = await office();
    add({
      firstName: '=HYPERLINK("http://evil.example","click")',
      message: 'नमस्कार, "प्रश्न"\nदुसरी ओळ',
    });
    add({ firstName: '+91 98200', lastName: '-minus', grade: '@sum', message: 'ok' });
    const { cookie } = await signIn();
    const response = await app.inject({
      method: 'GET',
      url: '/office/export.csv?month=2026-11',
      headers: { cookie },
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="enquiries-2026-11.csv"',
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('"Marathi"');
    expect(text).toContain('"2026-11-28 11:30"');
    expect(text).toContain('"नमस्कार, ""प्रश्न""\nदुसरी ओळ"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'+91 98200","'-minus"`);
    expect(text).toContain(`"'@sum"`);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF"Number","Received (IST)","Language","First name","Last name","E-mail","Phone","Grade","Message","Answered (IST)","Mailed (IST)","Spam"',
    );
    // Another month holds none of them.
    const october = await app.inject({
      method: 'GET',
      url: '/office/export.csv?month=2026-10',
      headers: { cookie },
    });
    expect(october.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    await app.close();
  });

  it('neutralises every cell a spreadsheet would run', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell(42)).toBe('"42"');
  });
});
