// @ts-check
// Who may read the enquiries: the admissions office, with the one password the operator set
// (OFFICE_PASSWORD_HASH, a scrypt hash `npm run office:password` makes; or OFFICE_PASSWORD).
// There is no default: without either, the inbox says it is not set up. Wrong passwords are
// slowed per address, never counted against the account (anyone could otherwise lock the
// office out). Each sign-in starts a new session; sessions end after SESSION_HOURS.
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export const SESSION_HOURS = 8;
const FORGET_AFTER_MS = 15 * 60_000;
export const COOKIE = 'office_session';
/** The wait after the n-th wrong password in a row from one address: 1, 2, 4… s, at most 60. */
export const waitAfterFailures = (/** @type {number} */ failures) =>
  failures === 0 ? 0 : Math.min(60_000, 1000 * 2 ** (failures - 1));

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };

/** `scrypt:<salt>:<hash>` (base64) for a password: what OFFICE_PASSWORD_HASH holds. */
export function hashPassword(/** @type {string} */ password) {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFC'), salt, SCRYPT.keylen, SCRYPT);
  return `scrypt:${salt.toString('base64')}:${hash.toString('base64')}`;
}

/**
 * A checker for the operator's setting, or null when none is set (the inbox is then closed).
 * @param {{ OFFICE_PASSWORD_HASH?: string; OFFICE_PASSWORD?: string }} env
 * @returns {((attempt: string) => boolean) | null}
 */
export function passwordChecker(env) {
  if (env.OFFICE_PASSWORD_HASH) {
    const [kind, salt, hash] = env.OFFICE_PASSWORD_HASH.split(':');
    if (kind !== 'scrypt' || !salt || !hash)
      throw new Error('OFFICE_PASSWORD_HASH is not a hash from `npm run office:password`');
    const expected = Buffer.from(hash, 'base64');
    return (attempt) =>
      timingSafeEqual(
        scryptSync(attempt.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, SCRYPT),
        expected,
      );
  }
  if (env.OFFICE_PASSWORD) {
    const digest = (/** @type {string} */ text) =>
      createHash('sha256').update(text.normalize('NFC')).digest();
    const expected = digest(env.OFFICE_PASSWORD);
    return (attempt) => timingSafeEqual(digest(attempt), expected);
  }
  return null;
}

/** A session token for the cookie, and the hash the database keeps instead of it. */
export function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}
export const tokenHash = (/** @type {string} */ token) =>
  createHash('sha256').update(token).digest('base64url');

/** Equal strings, compared in constant time. */
export function sameSecret(/** @type {string} */ a, /** @type {string} */ b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Wrong passwords per address: `wait(address)` is how long until it may try again; a right one
 * forgets the address. Never a lock: the wait is a minute at most, per address.
 * @param {() => number} now
 */
export function throttle(now) {
  /** @type {Map<string, { failures: number; at: number }>} */
  const seen = new Map();
  return {
    /** @param {string} address */
    wait(address) {
      const entry = seen.get(address);
      if (!entry) return 0;
      // A quarter of an hour without a wrong password starts the count again: the office's
      // staff share one address, and one slip of a colleague must not slow them all day.
      if (now() - entry.at > FORGET_AFTER_MS) {
        seen.delete(address);
        return 0;
      }
      return Math.max(0, entry.at + waitAfterFailures(entry.failures) - now());
    },
    /** @param {string} address */
    failed(address) {
      const entry = seen.get(address);
      const fresh = !entry || now() - entry.at > FORGET_AFTER_MS;
      seen.set(address, { failures: fresh ? 1 : entry.failures + 1, at: now() });
      // Keep the map small: forget addresses quiet for an hour.
      if (seen.size > 10_000)
        for (const [key, value] of seen) if (now() - value.at > 3_600_000) seen.delete(key);
    },
    /** @param {string} address */
    succeeded(address) {
      seen.delete(address);
    },
  };
}
