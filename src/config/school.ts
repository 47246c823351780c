import { dialString } from './schoolContact';

/**
 * The school's identity that is not prose. Readable text (the school's name, its address)
 * lives in the locale files; values that are the same in every language live here.
 *
 * The behaviour spec withholds the real phone number, e-mail address and official site. The
 * phone number and e-mail address are set at build time (`SCHOOL_PHONE`, `ADMISSIONS_EMAIL`;
 * their placeholders reach no one, see ./schoolContact.ts); the other values below are the
 * ones this project was given to work with. Change them here and nowhere else.
 */
export const school = {
  /**
   * Where the production site is served from; canonical, hreflang, Open Graph and sitemap URLs
   * build on it. Set at build time by `SITE_ORIGIN`; the default is in ./siteOrigin.ts.
   */
  siteOrigin: __SITE_ORIGIN__,
  /** The school's own (official) website, linked from the disclaimer banner. */
  officialSiteUrl: 'https://www.ghatkopar-international.school.example/',
  /** The postal code and country of the address (whose words are in the locale files). */
  postalCode: '400077',
  country: 'IN',
  /** Set at build time by `SCHOOL_PHONE`, in international form; see ./schoolContact.ts. */
  phone: __SCHOOL_PHONE__,
  /** Set at build time by `ADMISSIONS_EMAIL`; see ./schoolContact.ts. */
  admissionsEmail: __ADMISSIONS_EMAIL__,
  established: 2005,
  /** "20+ years" of teaching. */
  yearsOfTeaching: 20,
  /** Ranked #2 among international schools. */
  ranking: 2,
  /** 95% of primary students code in Scratch. */
  primaryScratchPercent: 95,
  /** 90% of Grade VII students know HTML. */
  gradeSevenHtmlPercent: 90,
  /** Office hours: ISO weekdays (1 = Monday) and 24-hour local times. */
  officeHours: [
    { from: 1, to: 5, opens: '08:00', closes: '16:00' },
    { from: 6, to: 6, opens: '09:00', closes: '13:00' },
  ],
} as const;

/** The links that dial the school and write to admissions. */
export const schoolLinks = {
  phone: `tel:${dialString(school.phone)}`,
  admissionsEmail: `mailto:${school.admissionsEmail}`,
} as const;
