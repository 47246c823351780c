import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { attributesOf, staticCopyOf, styleHash } from './static-copies.mjs';

const sheets = /** @type {Record<string, string>} */ ({
  '/assets/a.css': 'body{color:red}',
  '/assets/b.css': '@media print{p{margin:0}}',
});
const read = async (/** @type {string} */ href) => {
  const css = sheets[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

describe("a page's static copy", () => {
  it('inlines linked stylesheets in place and removes scripts and module preloads', async () => {
    const page = [
      '<head>',
      '<script type="application/json" id="formatted">[{"a":"<link rel=stylesheet href=/x.css>"}]</script>',
      '<link rel="manifest" href="/manifest.webmanifest">',
      '<link rel="stylesheet" crossorigin href="/assets/a.css">',
      "<link rel='stylesheet' href='/assets/b.css' media=print>",
      '<link rel="modulepreload" crossorigin href="/assets/chunk.js">',
      '<link rel="preload" as="image" href="/crest.svg"/>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '</head><body><div id="root"><h1>Hi</h1></div>',
      '<SCRIPT>late()</SCRIPT ></body>',
    ].join('\n');
    const copy = await staticCopyOf(page, read);
    expect(copy.html).toBe(
      [
        '<head>',
        '',
        '<link rel="manifest" href="/manifest.webmanifest">',
        '<style>body{color:red}</style>',
        '<style media="print">@media print{p{margin:0}}</style>',
        '',
        '<link rel="preload" as="image" href="/crest.svg"/>',
        '',
        '</head><body><div id="root"><h1>Hi</h1></div>',
        '</body>',
      ].join('\n'),
    );
    expect(copy.inlinedStylesheets).toEqual(['/assets/a.css', '/assets/b.css']);
    expect(copy.styleHashes).toEqual([
      styleHash(sheets['/assets/a.css'] ?? ''),
      styleHash(sheets['/assets/b.css'] ?? ''),
    ]);
  });

  it('keeps styles already inline, and lists their hashes', async () => {
    const page =
      '<head><style>body{color:red}</style><link rel="stylesheet" href="/assets/b.css"></head><p>x</p><script src="/a.js"></script>';
    const copy = await staticCopyOf(page, read);
    expect(copy.html).toBe(
      '<head><style>body{color:red}</style><style>@media print{p{margin:0}}</style></head><p>x</p>',
    );
    expect(copy.styleHashes).toEqual([
      styleHash('body{color:red}'),
      styleHash('@media print{p{margin:0}}'),
    ]);
  });

  it('hashes a style as CSP does: sha256 of its UTF-8 text, base64', () => {
    const css = 'h1::before{content:"अ"}';
    expect(styleHash(css)).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from(css, 'utf8')).digest('base64')}'`,
    );
  });

  it('reads attributes quoted, unquoted and bare', () => {
    expect([
      ...attributesOf('<link REL="Stylesheet" href=/a.css crossorigin media=\'print\'>'),
    ]).toEqual([
      ['rel', 'Stylesheet'],
      ['href', '/a.css'],
      ['crossorigin', ''],
      ['media', 'print'],
    ]);
  });
});
