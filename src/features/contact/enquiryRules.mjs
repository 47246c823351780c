// @ts-check
// What a parent sent, checked: the one place that decides what the enquiries service accepts
// (server/app.mjs). Pure (no I/O): the form's script makes the same checks before sending
// (./ContactForm.tsx), so a parent with script sees the same words as one without.
// Everything is kept verbatim: nothing is trimmed inside, escaped or rewritten here. Text is
// data; it is shown as text wherever it is shown.
import { LANGUAGE_CODES } from '../../../locales/languages.mjs';

/**
 * @typedef {{
 *   language: string; firstName: string; lastName: string; email: string; phone: string;
 *   grade: string; message: string; spam: boolean; clientId: string | null;
 * }} NewEnquiry
 */

/** Limits, in Unicode code points (a Devanagari letter with its vowel sign is two or three). */
export const LIMITS = {
  message: 10_000,
  name: 100,
  email: 254,
  phone: 40,
  /** The fewest digits a phone number has (a landline without its area code). */
  phoneDigits: 6,
  grade: 60,
  clientId: 64,
};

/** The request body limit: 10,000 Devanagari code points are 90 KB form-encoded. */
export const BODY_LIMIT_BYTES = 128 * 1024;

/** The fields of the form, as named in its HTML and in the JSON the script sends. */
export const FIELDS = /** @type {const} */ ([
  'firstName',
  'lastName',
  'email',
  'phone',
  'grade',
  'message',
]);
/**
 * The field people never see (hidden from sight, from screen readers and from the tab order):
 * a program that fills every input fills it. Its enquiries are kept, marked as spam, never mailed.
 */
export const HONEYPOT = 'website';

/**
 * Why an enquiry is refused, by field. The codes are what the page translates
 * (`contact.errors.<code>` in locales/<lng>/home.json).
 * @typedef {'replyNeeded' | 'emailInvalid' | 'phoneInvalid' | 'messageNeeded' | 'tooLong'} Problem
 */

const length = (/** @type {string} */ text) => [...text].length;

// A plausible address: a name, one at sign, a domain with a dot; no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
// Digits in any script, with the usual separators (their count is checked apart).
const PHONE = /^\+?[\p{Nd}\s().\-/]+$/u;

/**
 * @param {Record<string, unknown>} body the parsed form or JSON body
 * @returns {{ ok: true; enquiry: NewEnquiry } | { ok: false; language: string; problems: Partial<Record<string, Problem>>; values: Record<string, string> }}
 */
export function checkEnquiry(body) {
  const text = (/** @type {string} */ name) => {
    const value = body[name];
    return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '';
  };
  /** @type {Record<string, string>} */
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(name)]));
  // A language we do not publish (a stale page, a hand-made request) is answered in English.
  const requested = text('language');
  const language = /** @type {readonly string[]} */ (LANGUAGE_CODES).includes(requested)
    ? requested
    : 'en';
  /** @type {Partial<Record<string, Problem>>} */
  const problems = {};

  const email = values.email?.trim() ?? '';
  const phone = values.phone?.trim() ?? '';
  if (!email && !phone) problems.email = 'replyNeeded';
  if (email && (!EMAIL.test(email) || length(email) > LIMITS.email))
    problems.email = 'emailInvalid';
  if (
    phone &&
    (!PHONE.test(phone) ||
      (phone.match(/\p{Nd}/gu)?.length ?? 0) < LIMITS.phoneDigits ||
      length(phone) > LIMITS.phone)
  )
    problems.phone = 'phoneInvalid';
  if (!values.message?.trim()) problems.message = 'messageNeeded';
  else if (length(values.message) > LIMITS.message) problems.message = 'tooLong';
  for (const name of /** @type {const} */ (['firstName', 'lastName'])) {
    if (length(values[name] ?? '') > LIMITS.name) problems[name] = 'tooLong';
  }
  if (length(values.grade ?? '') > LIMITS.grade) problems.grade = 'tooLong';

  if (Object.keys(problems).length) return { ok: false, language, problems, values };
  const clientId = text('clientId');
  return {
    ok: true,
    enquiry: {
      language,
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email,
      phone,
      grade: values.grade ?? '',
      message: values.message ?? '',
      spam: text(HONEYPOT) !== '',
      clientId: clientId && length(clientId) <= LIMITS.clientId ? clientId : null,
    },
  };
}
