// @ts-check
// The first-load budget's rules (scripts/check/budget.mjs runs them on the build).

/**
 * The limits, in KB of gzip (1024 bytes). The total was 125 KB (126 KB at the end) before React
 * Router's data mode went (docs/decisions.md, 1): the heaviest page, /hi/brochure, loaded 126.0
 * KB with it and 110.1 KB without (shared 103.1, its own 7.0). The limits keep that saving: a
 * total of 116 KB leaves the heaviest page 5 % of room, for a feature that is worth its bytes.
 */
export const LIMITS_KB = { shared: 108, own: 10, total: 116 };

/**
 * The scripts a page's HTML makes the browser load before the page is live: its module entry
 * and the chunks its head preloads for hydration (`<link rel="modulepreload">`).
 */
export function firstLoadOf(/** @type {string} */ html) {
  const entries = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)];
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)];
  return [...new Set([...entries, ...preloads].map((match) => match[1] ?? ''))];
}

/**
 * Each page's first-load scripts split into the shared ones and its own, with their gzip bytes.
 * @param {{ page: string; scripts: string[] }[]} pages
 * @param {(href: string) => Promise<number>} bytesOf
 */
export async function split(pages, bytesOf) {
  const shared = pages.reduce(
    (common, { scripts }) => common.filter((href) => scripts.includes(href)),
    pages[0]?.scripts ?? [],
  );
  const sum = async (/** @type {string[]} */ hrefs) =>
    (await Promise.all(hrefs.map(bytesOf))).reduce((a, b) => a + b, 0);
  const sharedBytes = await sum(shared);
  return {
    shared,
    sharedBytes,
    pages: await Promise.all(
      pages.map(async ({ page, scripts }) => {
        const own = scripts.filter((href) => !shared.includes(href));
        const ownBytes = await sum(own);
        return { page, own, ownBytes, totalBytes: sharedBytes + ownBytes };
      }),
    ),
  };
}

/** The limits a split breaks, in words; none when it keeps them. */
export function overLimits(
  /** @type {Awaited<ReturnType<typeof split>>} */ { sharedBytes, pages },
  limits = LIMITS_KB,
) {
  const kb = (/** @type {number} */ bytes) => bytes / 1024;
  const over = [];
  if (kb(sharedBytes) > limits.shared) {
    over.push(`the shared code is ${kb(sharedBytes).toFixed(1)} KB (limit ${limits.shared} KB)`);
  }
  for (const { page, ownBytes, totalBytes } of pages) {
    if (kb(ownBytes) > limits.own) {
      over.push(`${page}'s own code is ${kb(ownBytes).toFixed(1)} KB (limit ${limits.own} KB)`);
    }
    if (kb(totalBytes) > limits.total) {
      over.push(`${page} loads ${kb(totalBytes).toFixed(1)} KB (limit ${limits.total} KB)`);
    }
  }
  return over;
}
