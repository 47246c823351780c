// @ts-check
// The site's icons: which there are (drawn by scripts/icons.mjs from public/favicon.svg), and
// the pure helpers that draw them.

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
