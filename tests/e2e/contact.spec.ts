// A parent reaches the school: a tap-to-call link on the home page's first screen, the contact
// details before the form, and a Send Message that hands the message to the parent's own
// e-mail app (no server, no request) and keeps what was typed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { dialString, parseAdmissionsEmail, parseSchoolPhone } from '../../src/config/schoolContact';
import { formatYear } from '../../src/i18n/format';
import { MAILTO_MAX_LENGTH } from '../../src/features/contact/mailMessage';
import { DEVANAGARI, expect, hydrated, LANGUAGES, pathIn, test, type Language } from './fixtures';

// The number and address the site was built with (run the tests with the build's settings).
const PHONE = parseSchoolPhone(process.env.SCHOOL_PHONE);
const EMAIL = parseAdmissionsEmail(process.env.ADMISSIONS_EMAIL);
const TEL = `tel:${dialString(PHONE)}`;

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '..', '..');
const locale = (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(root, 'locales', language, `${namespace}.json`), 'utf8')) as Json;

/** A string of a locale file by its key, `text('hi', 'home', 'contact.form.send')`. */
function text(language: Language, namespace: string, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Json | undefined)?.[part],
      locale(language, namespace),
    );
  if (typeof value !== 'string') throw new Error(`No text at ${language} ${namespace}:${key}`);
  return value;
}

/** A locale sentence up to its first placeholder: what the page shows before any value. */
const lead = (sentence: string) => sentence.split('{{')[0]!.trim();

/**
 * How many floating controls are on screen (the cat, the like button: `data-floating`; left
 * out while they have stepped aside, hidden), and how many of them overlap `target`'s box:
 * measured in one frame, as sections far off screen take their real height while the page
 * settles (content-visibility) and move it between two separate measurements.
 */
const floatingOver = (target: Locator) =>
  target.evaluate(async (element) => {
    // The page re-measures on the next frame after a change: let it.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const box = element.getBoundingClientRect();
    const shown = [...document.querySelectorAll('[data-floating]')]
      .filter((control) => getComputedStyle(control).visibility !== 'hidden')
      .map((control) => control.getBoundingClientRect())
      .filter((over) => over.width > 0 && over.bottom > 0 && over.top < window.innerHeight);
    const over = shown.filter(
      (control) =>
        control.left < box.right &&
        box.left < control.right &&
        control.top < box.bottom &&
        box.top < control.bottom,
    );
    return { shown: shown.length, over: over.length };
  });

/** The boxes of the elements `selectors` name inside `scope`, measured in one frame. */
const boxesIn = (scope: Locator, selectors: string[]) =>
  scope.evaluate(
    (element, selectors) =>
      selectors.map(
        (selector) => element.querySelector(selector)?.getBoundingClientRect().toJSON() as DOMRect,
      ),
    selectors,
  );

/** Whether the point at the middle of `target` hits it (nothing is drawn over it). */
const hitsItself = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/** Waits for the page, the later part and the cat (it arrives after hydration). */
async function openHome(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('section[data-position]')).toBeAttached();
}

const FIRST_SCREENS = [
  { width: 360, height: 740 },
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
];

test.describe('call in one tap from the first screen', () => {
  for (const language of LANGUAGES) {
    for (const viewport of FIRST_SCREENS) {
      test(`${language} at ${viewport.width}×${viewport.height}: the school's number, uncovered, with the facts above it`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openHome(page, pathIn(language, '/'));
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        const call = page.locator(`#home a[href="${TEL}"]`);
        await expect(call).toBeInViewport({ ratio: 1 });
        await expect(call).toContainText(PHONE);
        await expect(call).toContainText(text(language, 'home', 'hero.call'));
        expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        expect(await hitsItself(call)).toBe(true);

        // The floating cat and like button are on screen, and neither lies over the link.
        expect(await floatingOver(call)).toEqual({ shown: 2, over: 0 });

        // Since 2005; preschool to Grade 12; Cambridge IGCSE and the IB Diploma: on the same screen.
        const hero = page.locator('#home');
        const since = hero.getByText(formatYear(language, 2005));
        await expect(since).toBeInViewport({ ratio: 1 });
        const facts = hero.getByText(text(language, 'common', 'school.tagline'), { exact: true });
        await expect(facts).toBeInViewport({ ratio: 1 });
        if (language !== 'en') await expect(facts).toHaveText(DEVANAGARI);
      });
    }

    test(`${language} at 320 px: the call link fits the screen and is a full tap target`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openHome(page, pathIn(language, '/'));
      const call = page.locator(`#home a[href="${TEL}"]`);
      await expect(call).toBeVisible();
      await call.scrollIntoViewIfNeeded();
      const box = (await call.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await hitsItself(call)).toBe(true);
    });
  }
});

test.describe('contact details before the form', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const language of LANGUAGES) {
    test(`on a phone, Contact Us lands on the number, above the form, in ${language}`, async ({
      page,
    }) => {
      await openHome(page, pathIn(language, '/'));
      await page
        .locator('#home')
        .getByRole('link', { name: text(language, 'home', 'hero.cta.contact') })
        .click();
      const contact = page.locator('#contact');
      const call = contact.locator(`a[href="${TEL}"]`);
      await expect(call).toBeInViewport({ ratio: 1 });
      await expect(contact.locator(`a[href="mailto:${EMAIL}"]`)).toBeVisible();
      await expect(contact).toContainText(text(language, 'common', 'school.address'));
      await expect(contact).toContainText(text(language, 'common', 'contact.hours'));
      expect((await floatingOver(call)).over).toBe(0);

      // Phone, e-mail, address and office hours, then the form.
      await expect(
        contact.getByRole('heading', {
          name: text(language, 'common', 'contact.title'),
          exact: true,
        }),
      ).toBeVisible();
      const [details, form] = await boxesIn(contact, ['dl', 'form']);
      expect(details!.y + details!.height).toBeLessThan(form!.y);
      const order = await contact.evaluate((section) =>
        [...section.querySelectorAll('dt, form')].map((element) => element.tagName.toLowerCase()),
      );
      expect(order.indexOf('form')).toBe(order.length - 1);
      await expect(contact.locator('dt')).toHaveText(
        ['phone', 'email', 'address', 'hours'].map((key) =>
          text(language, 'common', `contact.${key}`),
        ),
      );
    });
  }

  test('Apply for Admission on the brochure lands on the school’s number', async ({ page }) => {
    await page.goto('/hi/brochure');
    await hydrated(page);
    await page.getByRole('link', { name: text('hi', 'brochure', 'visit.apply') }).click();
    await expect(page).toHaveURL(/\/hi\/#contact$/);
    await expect(page.locator(`#contact a[href="${TEL}"]`)).toBeInViewport({ ratio: 1 });
  });

  test('on a wide screen the details and the form stand side by side', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const [details, form] = await boxesIn(page.locator('#contact'), ['dl', 'form']);
    expect(details!.x + details!.width).toBeLessThan(form!.x);
    expect(Math.abs(details!.y - form!.y)).toBeLessThan(120);
  });
});

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
