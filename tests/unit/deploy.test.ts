// @vitest-environment node
// The hosts' configuration files are written from deploy/policy.mjs (npm run deploy:config):
// one edited by hand, or a policy changed without rewriting them, fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  CONTENT_SECURITY_POLICY,
  IMMUTABLE,
  notFoundPage,
  REVALIDATE,
  SECURITY_HEADERS,
} from '../../deploy/policy.mjs';
import { deployFiles } from '../../deploy/render.mjs';

const root = join(import.meta.dirname, '..', '..');

describe('the hosts’ configuration', () => {
  for (const [path, text] of Object.entries(deployFiles())) {
    it(`${path} is what deploy/policy.mjs gives (else run npm run deploy:config)`, () => {
      expect(readFileSync(join(root, path), 'utf8')).toBe(text);
    });
  }

  it('sends every security header from every nginx location that sets its own headers', () => {
    const nginx = deployFiles()['deploy/nginx/site.conf'];
    // An add_header in a block drops the ones it would inherit: every block that adds any
    // must add them all, with `always` so errors and redirects carry them too.
    const blocks = nginx.split(/\n(?=\s*(?:server|location)\b)/);
    for (const block of blocks.filter((text) => text.includes('add_header'))) {
      for (const [name] of SECURITY_HEADERS) {
        expect(block).toMatch(new RegExp(`add_header ${name} "[^"]*" always;`));
      }
    }
  });
});

describe('the policy', () => {
  it('allows nothing inline and nothing from another origin', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-|\*|https?:|data:/);
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControl('/assets/vendor-abc123.js')).toBe(IMMUTABLE);
    expect(cacheControl('/hi/academics')).toBe(REVALIDATE);
    expect(cacheControl('/art/hero.svg')).toBe(REVALIDATE);
  });

  it('gives each language prefix its own 404 page', () => {
    expect(notFoundPage('/hi/nothing')).toBe('/hi/404.html');
    expect(notFoundPage('/mr/a/b')).toBe('/mr/404.html');
    expect(notFoundPage('/hindi')).toBe('/404.html');
    expect(notFoundPage('/HI/x')).toBe('/404.html');
    expect(notFoundPage('/x')).toBe('/404.html');
  });
});
