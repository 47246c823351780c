// The hosts' configuration files are written from deploy/policy.mjs (npm run deploy:config):
// one edited by hand, or a policy changed without rewriting them, fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  contentSecurityPolicy,
  IMMUTABLE,
  notFoundPage,
  OTHER_SECURITY_HEADERS,
  REVALIDATE,
  styleHash,
  styleTexts,
} from '../../deploy/policy.mjs';
import {
  BUILT_POLICY_FILE,
  builtPolicyFiles,
  deployFiles,
  policyOfNginxFile,
} from '../../deploy/render.mjs';

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
      for (const [name] of OTHER_SECURITY_HEADERS) {
        expect(block).toMatch(new RegExp(`add_header ${name} "[^"]*" always;`));
      }
      // The policy: the build's file, which holds its add_header line; the office inbox sends
      // its own (server/office/inbox.mjs), which nginx passes on and never doubles.
      if (block.includes('location ^~ /office/')) {
        expect(block).not.toContain(BUILT_POLICY_FILE);
        expect(block).not.toContain('proxy_hide_header Content-Security-Policy');
      } else {
        expect(block).toContain(`include /srv/ghatkopar-international/dist/${BUILT_POLICY_FILE};`);
      }
    }
  });

  it('writes the build’s policy for nginx and the static hosts, one rule for every path', () => {
    const policy = contentSecurityPolicy([styleHash('a{color:red}')]);
    const files = builtPolicyFiles(policy);
    expect(policyOfNginxFile(files[BUILT_POLICY_FILE])).toBe(policy);
    // Cloudflare Pages joins the values of two matching rules with a comma: two policies.
    expect(files._headers.match(/Content-Security-Policy:/g)).toHaveLength(1);
    expect(files._headers).toContain(`/*\n  Content-Security-Policy: ${policy}\n`);
  });
});

describe('the policy', () => {
  it('allows nothing inline but styles named by hash, and nothing from another origin', () => {
    const policy = contentSecurityPolicy([styleHash('a{}'), styleHash('b{}')]);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toMatch(/style-src 'self' 'sha256-[\w+/]{43}=' 'sha256-[\w+/]{43}=';/);
    expect(policy).not.toMatch(/unsafe-|\*|https?:|data:/);
  });

  it('hashes a style as a browser does: its text, UTF-8, SHA-256 in base64', () => {
    // echo -n 'a{color:red}' | openssl dgst -sha256 -binary | base64
    expect(styleHash('a{color:red}')).toBe("'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='");
    expect(styleTexts('<style>a{}</style><svg><STYLE media="x">b{}</STYLE ></svg>')).toEqual([
      'a{}',
      'b{}',
    ]);
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
