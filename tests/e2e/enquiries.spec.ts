// A parent's question reaches the school: the contact form sent to the enquiries service
// (server/), with script and without, in every language, read back from the service's own
// database. The service alone (mail, bad input, bursts) is tested in server/enquiries.test.mjs.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, hydrated, LANGUAGES, lead, pathIn, test, text, type Language } from './fixtures';

/** The enquiries this run's server has stored (playwright.config.ts names its database). */
function stored(): { language: string; first_name: string; email: string; message: string }[] {
  const db = new DatabaseSync(process.env.E2E_ENQUIRIES_DB ?? '', { readOnly: true });
  try {
    return db.prepare('SELECT * FROM enquiries ORDER BY id').all() as never;
  } finally {
    db.close();
  }
}

/** A question of 1,500 characters in the page's language, with a line break and markup. */
function longQuestion(language: Language, tag: string) {
  const sentence = {
    en: 'Could we visit the school on a Saturday, and is there a bus from Pant Nagar? ',
    hi: 'क्या हम शनिवार को स्कूल देखने आ सकते हैं, और क्या पंत नगर से बस मिलती है? ',
    mr: 'आम्ही शनिवारी शाळा पाहायला येऊ शकतो का, आणि पंत नगरहून बस मिळते का? ',
  }[language];
  const body = `${tag}\n<b>${sentence}</b>\n`;
  return (body + sentence.repeat(40)).slice(0, 1500);
}

const field = (form: Locator, language: Language, name: string) =>
  form.getByLabel(text(language, 'home', `contact.form.${name}`), { exact: true });

async function fillForm(form: Locator, language: Language, message: string) {
  await field(form, language, 'firstName').fill(language === 'en' ? 'Asha' : 'आशा');
  await field(form, language, 'email').fill('asha@example.net');
  await field(form, language, 'message').fill(message);
}

const phone = { width: 360, height: 740 };

test.describe('a question sent with script', () => {
  test.use({ viewport: phone });
  for (const language of LANGUAGES) {
    test(`a 1,500-character question in ${language} reaches the school whole, and the parent is told`, async ({
      page,
    }) => {
      const tag = `with-script-${language}-${Date.now()}`;
      const message = longQuestion(language, tag);
      expect(Array.from(message)).toHaveLength(1500);
      await page.goto(pathIn(language, '/#contact'));
      await hydrated(page);
      const form = page.locator('#contact form');
      await fillForm(form, language, message);
      const posted = page.waitForRequest((request) => request.method() === 'POST');
      await form.getByRole('button', { name: text(language, 'home', 'contact.form.send') }).click();
      // Sent in the background: the page stays.
      expect((await posted).url()).toMatch(/\/enquiries\?lang=/);
      const status = form.getByRole('status');
      await expect(status).toContainText(lead(text(language, 'home', 'contact.form.sentService')));
      await expect(status).toContainText('asha@example.net');
      await expect(status.locator('blockquote')).toHaveText(message.replace(/\r\n/g, '\n'), {
        useInnerText: true,
      });
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, '/')}#contact$`));
      // Acknowledged, so the form is clear for another question.
      await expect(field(form, language, 'message')).toHaveValue('');
      const row = stored().find((enquiry) => enquiry.message.startsWith(tag));
      expect(row?.message).toBe(message);
      expect(row?.language).toBe(language);
    });
  }

  test('without a way to reply, the form says so in Marathi and sends nothing', async ({
    page,
  }) => {
    await page.goto('/mr/#contact');
    await hydrated(page);
    const form = page.locator('#contact form');
    await field(form, 'mr', 'message').fill('नमस्कार');
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });
    await form.getByRole('button', { name: text('mr', 'home', 'contact.form.send') }).click();
    const summary = form.getByRole('alert');
    await expect(summary).toContainText(text('mr', 'home', 'contact.form.problems'));
    await expect(summary.getByRole('link')).toHaveText(
      text('mr', 'home', 'contact.errors.replyNeeded'),
    );
    await expect(summary).toBeFocused();
    await expect(field(form, 'mr', 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, 'mr', 'message')).toHaveValue('नमस्कार');
    expect(posts).toBe(0);
  });

  for (const [status, key] of [
    [0, 'unreachable'],
    [429, 'busy'],
    [502, 'failed'],
  ] as const) {
    test(`when the service ${status ? `answers ${status}` : 'cannot be reached'}, the parent is told in Hindi and nothing typed is lost`, async ({
      page,
      observed,
    }) => {
      observed.allowFailedRequests = true;
      await page.route('**/enquiries?*', (route) =>
        status ? route.fulfill({ status, body: '' }) : route.abort('internetdisconnected'),
      );
      await page.goto('/hi/#contact');
      await hydrated(page);
      const form = page.locator('#contact form');
      const message = longQuestion('hi', `fault-${status}`);
      await fillForm(form, 'hi', message);
      await form.getByRole('button', { name: text('hi', 'home', 'contact.form.send') }).click();
      await expect(form.getByRole('status')).toContainText(
        lead(text('hi', 'home', `contact.form.${key}`)),
      );
      await expect(field(form, 'hi', 'message')).toHaveValue(message);
      await expect(field(form, 'hi', 'email')).toHaveValue('asha@example.net');
    });
  }
});

test.describe('a question sent without script', () => {
  test.use({ viewport: phone, javaScriptEnabled: false });
  for (const language of LANGUAGES) {
    test(`a 1,500-character question in ${language} reaches the school, with a confirmation in ${language}`, async ({
      page,
      observed,
    }) => {
      // A browser without script refuses the page's scripts (their requests "fail").
      observed.allowFailedRequests = true;
      const tag = `no-script-${language}-${Date.now()}`;
      const message = longQuestion(language, tag);
      await page.goto(pathIn(language, '/'));
      const form = page.locator('#contact form');
      await fillForm(form, language, message);
      await form.getByRole('button', { name: text(language, 'home', 'contact.form.send') }).click();
      // A confirmation in the parent's language, whose address names no one.
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, '/enquiry/sent/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'home', 'contact.page.sentTitle'),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(page.url()).not.toContain('asha');
      const row = stored().find((enquiry) => enquiry.message.startsWith(tag));
      expect(row?.message).toBe(message);
      expect(row?.language).toBe(language);
      // Home is one link away.
      await page.getByRole('link', { name: text(language, 'home', 'contact.page.home') }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, '/')}$`));
    });
  }

  test('a form to correct comes back in Marathi with what was typed, shown as text', async ({
    page,
    observed,
  }) => {
    // Its answer is a 422, as it should be.
    observed.allowFailedRequests = true;
    await page.goto('/mr/');
    const form = page.locator('#contact form');
    const markup = '<img src=x onerror=alert(1)> नमस्कार';
    await field(form, 'mr', 'firstName').fill(markup);
    await field(form, 'mr', 'email').fill('asha at example');
    await field(form, 'mr', 'message').fill(markup);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: text('mr', 'home', 'contact.form.send') }).click();
    expect((await answer).status()).toBe(422);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('mr', 'home', 'contact.page.invalidTitle'),
    );
    const again = page.locator('#enquiry form');
    await expect(again.getByRole('alert')).toContainText(
      text('mr', 'home', 'contact.errors.emailInvalid'),
    );
    await expect(field(again, 'mr', 'firstName')).toHaveValue(markup);
    await expect(field(again, 'mr', 'message')).toHaveValue(markup);
    await expect(field(again, 'mr', 'email')).toHaveValue('asha at example');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    // Corrected, it goes.
    await field(again, 'mr', 'email').fill('asha@example.net');
    await again.getByRole('button', { name: text('mr', 'home', 'contact.form.send') }).click();
    await expect(page).toHaveURL(/\/mr\/enquiry\/sent\/$/);
  });
});

test.describe('the service’s pages', () => {
  for (const language of LANGUAGES) {
    test(`the confirmation and the form to correct, in ${language}, under the site's policy, axe clean`, async ({
      page,
      observed,
    }) => {
      // The form to correct comes with a 422; the policy is still watched (a blocked style
      // would be a violation).
      observed.allowFailedRequests = true;
      const sent = await page.goto(pathIn(language, '/enquiry/sent/'));
      expect(sent?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const check = async () => {
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => v.id),
        ).toEqual([]);
      };
      await check();
      // The form to correct, as a browser gets it after a post.
      await page.setContent(
        `<form method="post" action="${new URL(`/enquiries?lang=${language}`, page.url())}"><input name="language" value="${language}"><button>Send</button></form>`,
      );
      const refused = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button').click();
      expect((await refused).status()).toBe(422);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'home', 'contact.page.invalidTitle'),
      );
      await check();
    });
  }
});

/** A free port on this machine. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test('an enquiry acknowledged to the parent survives kill -9 the next instant', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'kill-'));
  const database = join(dir, 'enquiries.sqlite');
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve/serve.mjs'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, PORT: String(port), ENQUIRIES_DB: database },
    stdio: 'ignore',
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(() =>
        fetch(`${origin}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);
    const message = longQuestion('mr', 'kill');
    const answer = await fetch(`${origin}/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'mr', email: 'a@b.in', message }),
    });
    expect(answer.status).toBe(201);
    // The instant the parent is told, the power goes.
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    const { id } = (await answer.json()) as { id: number };
    const db = new DatabaseSync(database);
    const row = db.prepare('SELECT message FROM enquiries WHERE id = ?').get(id) as
      { message: string } | undefined;
    db.close();
    expect(row?.message).toBe(message);
  } finally {
    server.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
});
