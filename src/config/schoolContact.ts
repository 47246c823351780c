/**
 * How a parent reaches the school: its phone number and admissions e-mail address, set at
 * build time like the site's origin (./siteOrigin.ts): `SCHOOL_PHONE='+91 22 1234 5678'
 * ADMISSIONS_EMAIL=admissions@school.in npm run build`. vite.config.ts reads them through
 * these parsers and hands them to the code as `__SCHOOL_PHONE__` and `__ADMISSIONS_EMAIL__`,
 * i.e. `school.phone` and `school.admissionsEmail`.
 *
 * The defaults reach no one and look it. No subscriber number in India starts with 0 (that is
 * the trunk prefix), so `+91 22 0000 0000` rings nowhere; `example.com` is reserved for
 * examples (RFC 2606) and receives no mail. A real deployment sets both.
 */
export const DEFAULT_SCHOOL_PHONE = '+91 22 0000 0000';
export const DEFAULT_ADMISSIONS_EMAIL = 'admissions@example.com';

/** E.164: a country code and number of at most 15 digits; none in use has fewer than 8. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/**
 * The school's phone number from the value of the environment variable `name`: the default
 * when unset or empty, else the number as written, in international form (`+`, country code,
 * digits in groups separated by single spaces or hyphens). Anything else throws, naming the
 * variable and the value in one line.
 */
export function parseSchoolPhone(value: string | undefined, name = 'SCHOOL_PHONE'): string {
  if (value === undefined || value === '') return DEFAULT_SCHOOL_PHONE;
  const invalid = (why: string) =>
    new Error(
      `${name}=${JSON.stringify(value)} is not a phone number: ${why} (expected the international form, e.g. +91 22 1234 5678)`,
    );
  if (!value.startsWith('+')) throw invalid('it must start with + and the country code');
  const rest = value.slice(1);
  if (/[^\d -]/.test(rest))
    throw invalid('after the + it may hold only digits, spaces and hyphens');
  if (!/^\d+(?:[ -]\d+)*$/.test(rest)) throw invalid('a space or hyphen is out of place');
  const digits = rest.replace(/\D/g, '');
  if (digits.startsWith('0')) throw invalid('no country code starts with 0');
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) {
    throw invalid(
      `it has ${digits.length} digits, where a number has ${MIN_DIGITS} to ${MAX_DIGITS}`,
    );
  }
  return value;
}

/** The number as a phone dials it: `+912212345678` (for `tel:` links and structured data). */
export function dialString(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}

/** One label of a domain name: letters, digits and inner hyphens. */
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const DOMAIN = new RegExp(`^${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})*\\.[A-Za-z]{2,}$`);
/**
 * The part before the @: the characters school addresses use. Narrower than RFC 5322 on
 * purpose: `?`, `#`, `%` or `&` would have to be escaped in a `mailto:` link, and no admissions
 * office needs them.
 */
const LOCAL_PART = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*$/;

/**
 * The admissions e-mail address from the value of the environment variable `name`: the
 * default when unset or empty, else a plain address (`name@domain.tld`). Anything else throws,
 * naming the variable and the value in one line.
 */
export function parseAdmissionsEmail(value: string | undefined, name = 'ADMISSIONS_EMAIL'): string {
  if (value === undefined || value === '') return DEFAULT_ADMISSIONS_EMAIL;
  const invalid = (why: string) =>
    new Error(
      `${name}=${JSON.stringify(value)} is not an e-mail address: ${why} (expected e.g. admissions@school.in)`,
    );
  if (/^mailto:/i.test(value)) throw invalid('leave out "mailto:"');
  if (/\s/.test(value)) throw invalid('it contains a space');
  const parts = value.split('@');
  if (parts.length !== 2) throw invalid('it must hold exactly one @');
  const [local = '', domain = ''] = parts;
  if (!LOCAL_PART.test(local)) {
    throw invalid(
      'before the @ it may hold only letters, digits and . _ + - (no dot first, last or twice)',
    );
  }
  if (!DOMAIN.test(domain)) throw invalid('after the @ it needs a domain name such as school.in');
  return value;
}
