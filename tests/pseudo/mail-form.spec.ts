// A static-only host (`ENQUIRIES=mail`, src/config/enquiries.mjs): Send Message hands the
// message to the parent's own e-mail app (no server, no request) and keeps what was typed. This
// copy of the site is built that way (scripts/test/new-language.mjs), so the hand-off has its
// browser tests without a build of its own; the main build sends to the enquiries service
// (tests/e2e/enquiries.spec.ts).
import type { Locator, Page } from '@playwright/test';
import { dialString, parseAdmissionsEmail, parseSchoolPhone } from '../../src/config/schoolContact';
import { MAILTO_MAX_LENGTH } from '../../src/features/contact/mailMessage';
import {
  DEVANAGARI,
  expect,
  hydrated,
  LANGUAGES,
  lead,
  pathIn,
  test,
  text,
  type Language,
} from '../e2e/fixtures';

// The number and address the site was built with (run the tests with the build's settings).
const PHONE = parseSchoolPhone(process.env.SCHOOL_PHONE);
const EMAIL = parseAdmissionsEmail(process.env.ADMISSIONS_EMAIL);
const TEL = `tel:${dialString(PHONE)}`;

interface Opened {
  href: string;
  /** Whether the page still had the parent's tap in hand (browsers open mail only then). */
  active: boolean;
}

/**
 * The page opens the parent's e-mail app by clicking a `mailto:` link. Here that click is
 * recorded instead of handed to the system (a test browser has no e-mail app): everything
 * before it, the real submit handler included, runs as it would.
 */
async function recordMailApp(page: Page) {
  await page.addInitScript(() => {
    const opened: { href: string; active: boolean }[] = [];
    Object.assign(window, { __mailApp: opened });
    // HTMLElement's own click(), which an anchor inherits.
    const click = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'click')!.value as (
      this: HTMLElement,
    ) => void;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.protocol === 'mailto:') {
        opened.push({ href: this.href, active: navigator.userActivation.isActive });
        return;
      }
      click.call(this);
    };
  });
}

const mailOpened = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mailApp: Opened[] }).__mailApp);

/** Every request a form submission could make (pictures and fonts load as the page scrolls). */
function watchRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (
      ['document', 'fetch', 'xhr', 'ping'].includes(request.resourceType()) ||
      request.method() !== 'GET'
    ) {
      requests.push(`${request.method()} ${request.url()}`);
    }
  });
  return requests;
}

/**
 * Waits until every request the page started before now has been seen, then returns what was:
 * a marker request is sent from the page and awaited in the log (requests are reported in the
 * order the page makes them), so "nothing left the page" is read after a positive signal, not
 * after a sleep that a slower bug would outlast.
 */
async function requestsSoFar(page: Page, requests: string[]) {
  const marker = `/?marker=${Math.random()}`;
  await page.evaluate((marker) => fetch(marker, { method: 'HEAD' }).then(() => undefined), marker);
  await expect.poll(() => requests.some((line) => line.endsWith(marker))).toBe(true);
  return requests.filter((line) => !line.endsWith(marker));
}

const FILLED: Record<Language, Record<string, string>> = {
  en: {
    firstName: 'Asha',
    lastName: 'Patil',
    email: 'asha@example.net',
    phone: '98200 00000',
    grade: 'Grade 3',
    message: 'When can we visit?\nWe live in Pant Nagar & work late.',
  },
  hi: {
    firstName: 'आशा',
    lastName: 'पाटिल',
    email: 'asha@example.net',
    phone: '98200 00000',
    grade: 'तीसरी कक्षा',
    message: 'हम स्कूल देखने कब आ सकते हैं?\nधन्यवाद।',
  },
  mr: {
    firstName: 'आशा',
    lastName: 'पाटील',
    email: 'asha@example.net',
    phone: '98200 00000',
    grade: 'इयत्ता तिसरी',
    message: 'आम्ही शाळा पाहायला कधी येऊ शकतो?\nधन्यवाद.',
  },
};

const LABEL_KEYS = {
  firstName: 'contact.form.firstName',
  lastName: 'contact.form.lastName',
  email: 'contact.form.email',
  phone: 'contact.form.phone',
  grade: 'contact.form.grade',
  message: 'contact.form.message',
} as const;

async function fill(form: Locator, language: Language, values: Partial<Record<string, string>>) {
  for (const [field, value] of Object.entries(values)) {
    const key = LABEL_KEYS[field as keyof typeof LABEL_KEYS];
    await form.getByLabel(text(language, 'home', key), { exact: true }).fill(value ?? '');
  }
}

test.describe('Send Message', () => {
  for (const language of LANGUAGES) {
    test(`opens the parent's e-mail app with the message, in ${language}, and keeps the text`, async ({
      page,
    }) => {
      await recordMailApp(page);
      await page.goto(pathIn(language, '/'));
      await hydrated(page);
      const requests = watchRequests(page);
      const form = page.locator('#contact form');
      const values = FILLED[language];
      // The phone field left empty: only what was filled in goes into the e-mail.
      await fill(form, language, { ...values, phone: '' });
      await form.getByRole('button', { name: text(language, 'home', 'contact.form.send') }).click();

      const opened = await mailOpened(page);
      expect(opened).toHaveLength(1);
      const [{ href, active }] = opened as [Opened];
      expect(active, 'opened while the tap is in hand').toBe(true);
      expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
      expect(href.startsWith(`mailto:${EMAIL}?subject=`)).toBe(true);
      // Encoded as URI components: no raw space, line break or ampersand inside a value.
      expect(href).not.toMatch(/[\s\u0900-\u097F]/);
      const query = new URL(href).searchParams;
      const label = (field: keyof typeof LABEL_KEYS) => text(language, 'home', LABEL_KEYS[field]);
      const name = `${values.firstName} ${values.lastName}`;
      expect(query.get('subject')).toBe(
        text(language, 'home', 'contact.mail.subjectFrom').replace('{{name}}', name),
      );
      expect(query.get('body')).toBe(
        [
          `${label('firstName')}: ${values.firstName}`,
          `${label('lastName')}: ${values.lastName}`,
          `${label('email')}: ${values.email}`,
          `${label('grade')}: ${values.grade}`,
          '',
          `${label('message')}:`,
          values.message,
        ]
          .join('\n')
          .replace(/\n/g, '\r\n'),
      );

      // The note says where the message went and gives the phone as the other way.
      const note = form.getByRole('status');
      await expect(note).toContainText(lead(text(language, 'home', 'contact.form.sent')));
      await expect(note).toContainText(EMAIL);
      await expect(note.locator(`a[href="${TEL}"]`)).toHaveText(PHONE);
      if (language !== 'en') await expect(note).toHaveText(DEVANAGARI);

      // Nothing left the page; everything typed is still there.
      expect(await requestsSoFar(page, requests)).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, '/')}$`));
      for (const [field, value] of Object.entries({ ...values, phone: '' })) {
        await expect(
          form.getByLabel(label(field as keyof typeof LABEL_KEYS), { exact: true }),
        ).toHaveValue(value);
      }
      await expect(form.locator('[required]')).toHaveCount(0);
    });
  }

  test('without the recording, Chromium hands the link itself to the system’s e-mail handler', async ({
    page,
    observed,
  }) => {
    await page.goto('/mr/');
    await hydrated(page);
    const requests = watchRequests(page);
    const form = page.locator('#contact form');
    await fill(form, 'mr', { firstName: 'आशा', message: 'नमस्कार' });
    await form.getByRole('button', { name: text('mr', 'home', 'contact.form.send') }).click();
    // Chromium says so on the console ("Launched external handler for 'mailto:…'.").
    await expect
      .poll(() => observed.consoleMessages.find((line) => line.includes("handler for 'mailto:")))
      .toContain(`'mailto:${EMAIL}?subject=`);
    const launched = /'(mailto:[^']+)'/.exec(
      observed.consoleMessages.find((line) => line.includes("handler for 'mailto:")) ?? '',
    )?.[1];
    expect(new URL(launched ?? 'mailto:').searchParams.get('body')).toBe(
      `${text('mr', 'home', 'contact.form.firstName')}: आशा\r\n\r\n${text('mr', 'home', 'contact.form.message')}:\r\nनमस्कार`,
    );
    // The page stays, with what was typed; no HTTP request left it.
    await expect(page).toHaveURL(/\/mr\/$/);
    await expect(
      form.getByLabel(text('mr', 'home', 'contact.form.firstName'), { exact: true }),
    ).toHaveValue('आशा');
    expect(requests.filter((request) => / https?:/.test(request))).toEqual([]);
  });

  test('Enter in a field sends the same way, and nothing else happens', async ({ page }) => {
    await recordMailApp(page);
    await page.goto('/');
    await hydrated(page);
    const requests = watchRequests(page);
    const form = page.locator('#contact form');
    await form.getByLabel('First Name').fill('Asha');
    await form.getByLabel('Email Address').fill('not an email');
    await form.getByLabel('First Name').press('Enter');
    const opened = await mailOpened(page);
    expect(opened).toHaveLength(1);
    expect(new URL(opened[0]!.href).searchParams.get('body')).toBe(
      'First Name: Asha\r\nEmail Address: not an email',
    );
    expect(await requestsSoFar(page, requests)).toEqual([]);
    await expect(page).toHaveURL(/\/$/);
    await expect(form.getByLabel('First Name')).toHaveValue('Asha');
    await expect(form.getByLabel('Email Address')).toHaveValue('not an email');
  });

  test('a message too long for the e-mail link is offered to copy, in Hindi', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordMailApp(page);
    await page.goto('/hi/');
    await hydrated(page);
    const form = page.locator('#contact form');
    const copy = form.getByRole('button', { name: text('hi', 'home', 'contact.form.copy') });
    // Each Devanagari letter takes 9 characters in the link: ten of these sentences, over 3,000.
    const message = 'हमारी बेटी अगले साल पाँचवीं कक्षा में आएगी। '.repeat(10).trim();
    await fill(form, 'hi', { firstName: 'आशा', message: 'छोटा संदेश' });
    await expect(copy).toHaveCount(0);
    await fill(form, 'hi', { message });

    // Offered beside Send before the parent sends, with a note that says why.
    await expect(copy).toBeVisible();
    const note = form.getByRole('status');
    await expect(note).toContainText(lead(text('hi', 'home', 'contact.form.tooLong')));
    const send = form.getByRole('button', { name: text('hi', 'home', 'contact.form.send') });
    // Both measured in one frame: sections far off screen take their real height as the page
    // scrolls (content-visibility), which moves everything between two separate measurements.
    const [sendBox, copyBox] = await form.evaluate((element) =>
      [...element.querySelectorAll('button')].map(
        (button) => button.getBoundingClientRect().toJSON() as DOMRect,
      ),
    );
    expect(Math.abs(copyBox!.y - sendBox!.y)).toBeLessThan(4);
    expect(copyBox!.x).toBeGreaterThan(sendBox!.x + sendBox!.width);

    await copy.click();
    await expect(note).toContainText(text('hi', 'home', 'contact.form.copied'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `${text('hi', 'home', 'contact.form.firstName')}: आशा\n\n${text('hi', 'home', 'contact.form.message')}:\n${message}`,
    );

    await send.click();
    const [opened] = (await mailOpened(page)) as [Opened];
    expect(opened.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const query = new URL(opened.href).searchParams;
    expect(query.get('subject')).toBe(
      text('hi', 'home', 'contact.mail.subjectFrom').replace('{{name}}', 'आशा'),
    );
    expect(query.get('body')).toBe(text('hi', 'home', 'contact.mail.pasteHere'));
    await expect(note).toContainText(lead(text('hi', 'home', 'contact.form.sentPaste')));
    await expect(note.locator(`a[href="${TEL}"]`)).toHaveText(PHONE);
    await expect(form.getByLabel(text('hi', 'home', 'contact.form.message'))).toHaveValue(message);
  });

  test('the old notice that the form sends nothing is gone, in every language', async ({
    page,
  }) => {
    const OLD_NOTICE = {
      en: 'this form does not send messages',
      hi: 'इस फ़ॉर्म से संदेश नहीं भेजे जाते',
      mr: 'या फॉर्ममधून संदेश पाठवला जात नाही',
    };
    for (const language of LANGUAGES) {
      await page.goto(pathIn(language, '/'));
      const form = page.locator('#contact form');
      await expect(form).toContainText(text(language, 'home', 'contact.form.notice'));
      await expect(form).not.toContainText(OLD_NOTICE[language]);
    }
  });
});
