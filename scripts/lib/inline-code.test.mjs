import { describe, expect, it } from 'vitest';
import { inlineCode } from './inline-code.mjs';

describe('inline code a strict Content-Security-Policy would block', () => {
  it('finds style attributes, <style> elements and scripts without a src', () => {
    expect(
      inlineCode(
        [
          '<span role="tooltip" style="margin-bottom:4px" hidden>Liked</span>',
          '<STYLE>body{}</STYLE>',
          '<svg><style>.a{}</style></svg>',
          '<script>window.x = 1</script>',
          '<script type="module">import "/a.js"</script>',
          "<div data-x='>' STYLE='color:red'></div>",
          '<p style>Empty</p>',
        ].join('\n'),
      ),
    ).toEqual([
      'a style attribute on <span>',
      'a <style> element',
      'a <style> element',
      'an inline <script>',
      'an inline <script>',
      'a style attribute on <div>',
      'a style attribute on <p>',
    ]);
  });

  it('lets JSON-LD and JSON data blocks through: no browser runs them', () => {
    expect(inlineCode('<script type="application/ld+json">{"@type":"School"}</script>')).toEqual(
      [],
    );
    expect(inlineCode("<script type='application/ld+json'>{}</script>")).toEqual([]);
    expect(inlineCode('<script type="application/json" id="formatted">[]</script>')).toEqual([]);
    expect(inlineCode('<script type="module">run()</script>')).toEqual(['an inline <script>']);
    expect(inlineCode('<script type="application/javascript">run()</script>')).toEqual([
      'an inline <script>',
    ]);
  });

  it('lets files, look-alike attributes and text through', () => {
    expect(
      inlineCode(
        [
          '<!doctype html><html lang="en"><head>',
          '<link rel="stylesheet" crossorigin href="/assets/hydrate-a1.css">',
          '<script type="module" crossorigin src="/assets/index-b2.js"></script>',
          '</head><body>',
          '<div data-style="x" class="style" aria-label="no style=here">',
          '<p>Write style="color:red" in a tag, and &lt;style&gt; or &lt;script&gt; in text.</p>',
          '<img alt="x" src="/a.svg"><br/></div></body></html>',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
