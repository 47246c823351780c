import { describe, expect, it } from 'vitest';
import { school, schoolLinks } from './school';
import {
  DEFAULT_ADMISSIONS_EMAIL,
  DEFAULT_SCHOOL_PHONE,
  dialString,
  parseAdmissionsEmail,
  parseSchoolPhone,
} from './schoolContact';

/** The error message `parse` throws for `value`, or '' if it throws none. */
function messageOf(parse: (value: string) => unknown, value: string): string {
  try {
    parse(value);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('parseSchoolPhone', () => {
  it('falls back to the placeholder when the variable is unset or empty', () => {
    expect(parseSchoolPhone(undefined)).toBe(DEFAULT_SCHOOL_PHONE);
    expect(parseSchoolPhone('')).toBe(DEFAULT_SCHOOL_PHONE);
  });

  it('defaults to a number no one answers: an Indian subscriber number never starts with 0', () => {
    expect(DEFAULT_SCHOOL_PHONE).toBe('+91 22 0000 0000');
    expect(parseSchoolPhone(DEFAULT_SCHOOL_PHONE)).toBe(DEFAULT_SCHOOL_PHONE);
  });

  it('keeps an international number as written, in groups of spaces or hyphens', () => {
    expect(parseSchoolPhone('+91 22 2511 4567')).toBe('+91 22 2511 4567');
    expect(parseSchoolPhone('+91-22-2511-4567')).toBe('+91-22-2511-4567');
    expect(parseSchoolPhone('+912225114567')).toBe('+912225114567');
    expect(parseSchoolPhone('+91 98200 12345')).toBe('+91 98200 12345');
  });

  it.each([
    ['bad', 'must start with + and the country code'],
    ['022 2511 4567', 'must start with + and the country code'],
    [' +91 22 2511 4567', 'must start with + and the country code'],
    ['+91 (22) 2511 4567', 'may hold only digits, spaces and hyphens'],
    ['+91 22 2511 4567 ext 2', 'may hold only digits, spaces and hyphens'],
    ['++91 22 2511 4567', 'may hold only digits, spaces and hyphens'],
    ['+91  22 2511 4567', 'a space or hyphen is out of place'],
    ['+91 22 2511 4567 ', 'a space or hyphen is out of place'],
    ['+ 91 22 2511 4567', 'a space or hyphen is out of place'],
    ['+091 22 2511 4567', 'no country code starts with 0'],
    ['+91 2251', 'it has 6 digits, where a number has 8 to 15'],
    ['+91 22 2511 4567 1234 5', 'it has 17 digits, where a number has 8 to 15'],
  ])('rejects %j: %s', (value, why) => {
    expect(messageOf(parseSchoolPhone, value)).toContain(why);
  });

  it('names the variable and the value in one line', () => {
    const message = messageOf(parseSchoolPhone, 'bad');
    expect(message).toBe(
      'SCHOOL_PHONE="bad" is not a phone number: it must start with + and the country code (expected the international form, e.g. +91 22 1234 5678)',
    );
    expect(message).not.toContain('\n');
  });
});

describe('dialString', () => {
  it('keeps the + and the digits, as tel: links and structured data want them', () => {
    expect(dialString('+91 22 0000 0000')).toBe('+912200000000');
    expect(dialString('+91-22-2511-4567')).toBe('+912225114567');
  });
});

describe('parseAdmissionsEmail', () => {
  it('falls back to an address at example.com, which receives no mail', () => {
    expect(parseAdmissionsEmail(undefined)).toBe(DEFAULT_ADMISSIONS_EMAIL);
    expect(parseAdmissionsEmail('')).toBe(DEFAULT_ADMISSIONS_EMAIL);
    expect(DEFAULT_ADMISSIONS_EMAIL).toMatch(/@example\.com$/);
  });

  it('keeps a plain address as written', () => {
    expect(parseAdmissionsEmail('admissions@school.in')).toBe('admissions@school.in');
    expect(parseAdmissionsEmail('Office.Admissions+web@mail.school.co.in')).toBe(
      'Office.Admissions+web@mail.school.co.in',
    );
  });

  it.each([
    ['bad', 'must hold exactly one @'],
    ['a@b@school.in', 'must hold exactly one @'],
    ['mailto:admissions@school.in', 'leave out "mailto:"'],
    ['admissions @school.in', 'contains a space'],
    ['@school.in', 'before the @ it may hold only'],
    ['.admissions@school.in', 'before the @ it may hold only'],
    ['admissions..office@school.in', 'before the @ it may hold only'],
    ['admissions?subject=x@school.in', 'before the @ it may hold only'],
    ['admissions@', 'after the @ it needs a domain name'],
    ['admissions@localhost', 'after the @ it needs a domain name'],
    ['admissions@school', 'after the @ it needs a domain name'],
    ['admissions@-school.in', 'after the @ it needs a domain name'],
    ['admissions@school..in', 'after the @ it needs a domain name'],
  ])('rejects %j: %s', (value, why) => {
    expect(messageOf(parseAdmissionsEmail, value)).toContain(why);
  });

  it('names the variable and the value in one line', () => {
    const message = messageOf(parseAdmissionsEmail, 'bad');
    expect(message).toBe(
      'ADMISSIONS_EMAIL="bad" is not an e-mail address: it must hold exactly one @ (expected e.g. admissions@school.in)',
    );
    expect(message).not.toContain('\n');
  });
});

describe('school.phone and school.admissionsEmail', () => {
  // vite.config.ts hands the parsed settings to the code; run with SCHOOL_PHONE or
  // ADMISSIONS_EMAIL set to see other values come through.
  it('are the values the build was given, else the placeholders', () => {
    expect(school.phone).toBe(parseSchoolPhone(process.env.SCHOOL_PHONE));
    expect(school.admissionsEmail).toBe(parseAdmissionsEmail(process.env.ADMISSIONS_EMAIL));
  });

  it('make the links that dial the school and write to admissions', () => {
    expect(schoolLinks.phone).toBe(`tel:${dialString(school.phone)}`);
    expect(schoolLinks.admissionsEmail).toBe(`mailto:${school.admissionsEmail}`);
  });
});
