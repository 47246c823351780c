/// <reference types="vite/client" />

/** The year the site was built, replaced at build time (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

/** The site's origin, from SITE_ORIGIN at build time (see src/config/siteOrigin.ts). */
declare const __SITE_ORIGIN__: string;

/** The school's phone number, from SCHOOL_PHONE at build time (see src/config/schoolContact.ts). */
declare const __SCHOOL_PHONE__: string;

/** The admissions e-mail address, from ADMISSIONS_EMAIL at build time (the same module). */
declare const __ADMISSIONS_EMAIL__: string;

/** Where the contact form sends: the enquiries service, or the parent's mail app (src/config/enquiries.mjs). */
declare const __ENQUIRIES__: 'service' | 'mail';

/** How many days the enquiries service keeps an enquiry (the same module). */
declare const __ENQUIRY_RETENTION_DAYS__: number;

/**
 * Each brochure PDF of public/brochure/ by file name, as the build read it: its size in bytes
 * and its number of pages (the `brochure-files` plugin in vite.config.ts).
 */
declare module 'virtual:brochure-files' {
  const files: Readonly<Record<string, { bytes: number; pages: number }>>;
  export default files;
}
