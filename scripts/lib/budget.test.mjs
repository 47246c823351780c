// @ts-check
import { describe, expect, it } from 'vitest';
import { firstLoadOf, overLimits, split } from './budget.mjs';

describe('the first-load budget', () => {
  it("reads a page's entry and the chunks its head preloads, once each", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/Page-c.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/index-a.js"></head>' +
      '<link rel="stylesheet" href="/assets/d.css">';
    expect(firstLoadOf(html)).toEqual([
      '/assets/index-a.js',
      '/assets/vendor-b.js',
      '/assets/Page-c.js',
    ]);
  });

  it('counts what every page loads as shared, and the rest as each page’s own', async () => {
    const sizes = { '/v.js': 100 * 1024, '/a.js': 3 * 1024, '/b.js': 5 * 1024, '/t.js': 1024 };
    const result = await split(
      [
        { page: 'a', scripts: ['/v.js', '/a.js', '/t.js'] },
        { page: 'b', scripts: ['/b.js', '/v.js'] },
      ],
      async (href) => sizes[/** @type {keyof typeof sizes} */ (href)],
    );
    expect(result.shared).toEqual(['/v.js']);
    expect(result.pages).toEqual([
      { page: 'a', own: ['/a.js', '/t.js'], ownBytes: 4 * 1024, totalBytes: 104 * 1024 },
      { page: 'b', own: ['/b.js'], ownBytes: 5 * 1024, totalBytes: 105 * 1024 },
    ]);
    expect(overLimits(result, { shared: 100, own: 5, total: 105 })).toEqual([]);
    expect(overLimits(result, { shared: 99, own: 4.5, total: 104.5 })).toEqual([
      'the shared code is 100.0 KB (limit 99 KB)',
      "b's own code is 5.0 KB (limit 4.5 KB)",
      'b loads 105.0 KB (limit 104.5 KB)',
    ]);
  });
});
