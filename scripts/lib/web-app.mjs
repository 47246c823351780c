// @ts-check
// The site as an installable web app: which icons there are (drawn by scripts/build/icons.mjs from
// public/favicon.svg) and the web-app manifest of each language (written by
// scripts/build/prerender.mjs). Pure functions, so the manifest can be tested without a build.

/**
 * @typedef {object} Icon
 * @property {string} file          in public/, served from the site's root
 * @property {number} size          width and height in pixels
 * @property {'paper' | null} background  an opaque background, or transparent
 * @property {number} crest         the crest's height as a share of the icon's
 * @property {'any' | 'maskable'} [purpose]  how the manifest lists it; unlisted without one
 */

/** @type {readonly Icon[]} */
export const ICONS = [
  // iOS draws it on black when transparent, and rounds its corners itself.
  { file: 'apple-touch-icon.png', size: 180, background: 'paper', crest: 0.74 },
  // Desktop app windows, docks and the splash screen: the shield itself is the shape.
  { file: 'icon-192.png', size: 192, background: null, crest: 0.92, purpose: 'any' },
  { file: 'icon-512.png', size: 512, background: null, crest: 0.92, purpose: 'any' },
  // Android cuts it to a circle, squircle or square: everything that matters lies within the
  // central circle of 80% of the width (the shield's shoulders are its farthest points).
  {
    file: 'icon-maskable-512.png',
    size: 512,
    background: 'paper',
    crest: 0.66,
    purpose: 'maskable',
  },
];

/** The sizes inside `favicon.ico`, for the browsers and tools that ask for it by that name. */
export const FAVICON_ICO_SIZES = [16, 32];

/** The value of a `$name: #rrggbb;` colour in src/styles/_tokens.scss. */
export function tokenColor(/** @type {string} */ scss, /** @type {string} */ name) {
  const match = new RegExp(`^\\$${name}:\\s*(#[0-9a-fA-F]{3,8});`, 'm').exec(scss);
  if (!match?.[1]) throw new Error(`No colour $${name} in the design tokens`);
  return match[1].toLowerCase();
}

/**
 * The web-app manifest of one language, so the installed app is named in the reader's
 * language and opens on that language's home page.
 * @param {{
 *   language: string;
 *   name: string;
 *   shortName: string;
 *   startUrl: string;
 *   themeColor: string;
 *   backgroundColor: string;
 *   icons?: readonly Icon[];
 * }} options  `startUrl` is the language's home page: `/`, `/hi/`, `/mr/`
 */
export function webManifest({
  language,
  name,
  shortName,
  startUrl,
  themeColor,
  backgroundColor,
  icons = ICONS,
}) {
  return {
    // One app per language: installing the Hindi site next to the English one is allowed.
    id: startUrl,
    name,
    short_name: shortName,
    lang: language,
    // English, Hindi and Marathi are all written left to right.
    dir: 'ltr',
    start_url: startUrl,
    // The English app's scope `/` also contains /hi/ and /mr/, so a language switch stays in
    // its window; the Hindi and Marathi apps show English pages (outside their scope) with the
    // browser's bar. Acceptable: switching language is rare, and every page works either way.
    scope: startUrl,
    // Standalone: a parent who adds the school to the home screen gets its pages without the
    // browser's bar; the site has its own navigation (header, crest link home, switcher).
    display: 'standalone',
    background_color: backgroundColor,
    theme_color: themeColor,
    // Absolute paths: the Hindi and Marathi manifests live below /hi/ and /mr/.
    icons: icons.flatMap((icon) =>
      icon.purpose
        ? [
            {
              src: `/${icon.file}`,
              sizes: `${icon.size}x${icon.size}`,
              type: 'image/png',
              purpose: icon.purpose,
            },
          ]
        : [],
    ),
  };
}

/**
 * An ICO file holding PNG images (as browsers since Internet Explorer 9 read them).
 * @param {{ size: number; png: Uint8Array }[]} images  square, at most 256 px
 */
export function icoFile(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    if (size < 1 || size > 256) throw new Error(`An ICO image is 1 to 256 px, not ${size}`);
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry); // width; 0 means 256
    header.writeUInt8(size % 256, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}
