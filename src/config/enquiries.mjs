// @ts-check
// How enquiries reach the school, set at build time like the phone and e-mail
// (./schoolContact.ts), and read by the enquiries service too (server/settings.mjs):
// - `ENQUIRIES`: `service` (the default) posts the contact form to the site's own enquiries
//   service (server/), which stores each message and mails it to admissions; `mail` keeps the
//   form for a static-only host, where Send Message hands the message to the parent's own mail
//   app. The build hands it to the code as `__ENQUIRIES__`.
// - `ENQUIRY_RETENTION_DAYS`: how long the service keeps an enquiry before deleting it (365 by
//   default), which the privacy notice under the form states. Set it for the build and the
//   service alike.

/** Where the contact form posts: the enquiries service (server/app.mjs), on the site's own origin. */
export const ENQUIRIES_PATH = '/enquiries';

export const ENQUIRY_MODES = /** @type {const} */ (['service', 'mail']);
export const DEFAULT_RETENTION_DAYS = 365;
/** Fewer days than a month would delete enquiries before the office has answered them. */
const MIN_RETENTION_DAYS = 30;

/**
 * @param {string | undefined} value
 * @returns {(typeof ENQUIRY_MODES)[number]}
 */
export function parseEnquiriesMode(value, name = 'ENQUIRIES') {
  if (value === undefined || value === '') return 'service';
  const mode = ENQUIRY_MODES.find((known) => known === value);
  if (!mode)
    throw new Error(`${name}=${JSON.stringify(value)} is not one of ${ENQUIRY_MODES.join(', ')}`);
  return mode;
}

/** @param {string | undefined} value */
export function parseRetentionDays(value, name = 'ENQUIRY_RETENTION_DAYS') {
  if (value === undefined || value === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < MIN_RETENTION_DAYS)
    throw new Error(
      `${name}=${JSON.stringify(value)} is not a whole number of days, at least ${MIN_RETENTION_DAYS}`,
    );
  return days;
}
