/**
 * Where the production site is served from: canonical, hreflang, Open Graph and sitemap URLs
 * build on it. `SITE_ORIGIN=https://… npm run build` sets it (vite.config.ts reads it through
 * `parseSiteOrigin` and hands it to the code as `__SITE_ORIGIN__`, i.e. `school.siteOrigin`).
 */
export const DEFAULT_SITE_ORIGIN = 'https://ghatkopar-international.school.example';

/**
 * The site's origin from the value of the environment variable `name`: the default when it is
 * unset or empty, else an absolute http(s) origin (scheme, host, optional port) without a
 * trailing slash. Anything more or less (a path other than `/`, a query, a hash, credentials,
 * not a URL) throws, naming the variable and the value in one line.
 */
export function parseSiteOrigin(value: string | undefined, name = 'SITE_ORIGIN'): string {
  if (value === undefined || value === '') return DEFAULT_SITE_ORIGIN;
  const invalid = (why: string) =>
    new Error(
      `${name}=${JSON.stringify(value)} is not a site origin: ${why} (expected e.g. https://example.org)`,
    );
  // The URL parser would accept `https:example.org` and `https:///example.org` as well.
  if (!/^https?:\/\/[^/\\]/i.test(value)) {
    throw invalid('it must start with http:// or https:// and a host name');
  }
  if (/\s/.test(value)) throw invalid('it contains a space');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('it is not a URL');
  }
  const authority = value.slice(value.indexOf('//') + 2).split(/[/?#]/)[0] ?? '';
  if (url.username || url.password || authority.includes('@')) throw invalid('it has credentials');
  if (url.pathname !== '/') throw invalid(`it has a path (${url.pathname})`);
  // An empty `?` or `#` leaves no trace on the URL object, so look at the text too.
  if (url.search || value.includes('?')) throw invalid('it has a query');
  if (url.hash || value.includes('#')) throw invalid('it has a hash');
  return url.origin;
}
