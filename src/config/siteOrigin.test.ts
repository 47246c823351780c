import { describe, expect, it } from 'vitest';
import { school } from './school';
import { DEFAULT_SITE_ORIGIN, parseSiteOrigin } from './siteOrigin';

describe('parseSiteOrigin', () => {
  it('falls back to the default origin when the variable is unset or empty', () => {
    expect(parseSiteOrigin(undefined)).toBe(DEFAULT_SITE_ORIGIN);
    expect(parseSiteOrigin('')).toBe(DEFAULT_SITE_ORIGIN);
  });

  it('accepts an absolute http(s) origin, with or without a port', () => {
    expect(parseSiteOrigin('https://example.org')).toBe('https://example.org');
    expect(parseSiteOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(parseSiteOrigin('https://school.example.co.in:8443')).toBe(
      'https://school.example.co.in:8443',
    );
  });

  it('drops a trailing slash, a default port and upper case in the host', () => {
    expect(parseSiteOrigin('https://example.org/')).toBe('https://example.org');
    expect(parseSiteOrigin('https://example.org:443/')).toBe('https://example.org');
    expect(parseSiteOrigin('HTTPS://Example.ORG')).toBe('https://example.org');
  });

  it.each([
    ['nonsense', 'must start with http:// or https://'],
    ['example.org', 'must start with http:// or https://'],
    ['ftp://example.org', 'must start with http:// or https://'],
    ['https:example.org', 'must start with http:// or https://'],
    ['https:///example.org', 'must start with http:// or https://'],
    ['//example.org', 'must start with http:// or https://'],
    ['https://exa mple.org', 'contains a space'],
    [' https://example.org', 'must start with http:// or https://'],
    ['https://exa[mple.org', 'is not a URL'],
    ['https://example.org/school', 'has a path (/school)'],
    ['https://example.org//', 'has a path (//)'],
    ['https://example.org/?lang=hi', 'has a query'],
    ['https://example.org?', 'has a query'],
    ['https://example.org/#top', 'has a hash'],
    ['https://example.org#', 'has a hash'],
    ['https://user:secret@example.org', 'has credentials'],
    ['https://@example.org', 'has credentials'],
  ])('rejects %j: it %s', (value, why) => {
    expect(() => parseSiteOrigin(value)).toThrow(why);
  });

  it('names the variable and the value in one line', () => {
    let message = '';
    try {
      parseSiteOrigin('https://example.org/school');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'SITE_ORIGIN="https://example.org/school" is not a site origin: it has a path (/school) (expected e.g. https://example.org)',
    );
    expect(message).not.toContain('\n');
  });
});

describe('school.siteOrigin', () => {
  // vite.config.ts hands the parsed SITE_ORIGIN to the code; run with SITE_ORIGIN set to see
  // a non-default value come through.
  it('is the origin the build was given, else the default', () => {
    expect(school.siteOrigin).toBe(parseSiteOrigin(process.env.SITE_ORIGIN));
    if (!process.env.SITE_ORIGIN) expect(school.siteOrigin).toBe(DEFAULT_SITE_ORIGIN);
  });
});
