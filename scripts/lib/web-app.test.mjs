import { describe, expect, it } from 'vitest';
import { ICONS, icoFile, tokenColor, webManifest } from './web-app.mjs';

const hindi = () =>
  webManifest({
    language: 'hi',
    name: 'घाटकोपर इंटरनेशनल स्कूल',
    shortName: 'घाटकोपर स्कूल',
    startUrl: '/hi/',
    themeColor: '#1d3a6e',
    backgroundColor: '#fbf8f2',
  });

describe('web-app manifest', () => {
  it("names the app in the page's language and opens it on that language's home page", () => {
    expect(hindi()).toMatchObject({
      id: '/hi/',
      name: 'घाटकोपर इंटरनेशनल स्कूल',
      short_name: 'घाटकोपर स्कूल',
      lang: 'hi',
      dir: 'ltr',
      start_url: '/hi/',
      scope: '/hi/',
      display: 'standalone',
      background_color: '#fbf8f2',
      theme_color: '#1d3a6e',
    });
  });

  it('lists the icons from the site root, so they resolve below /hi/ too', () => {
    const { icons } = hindi();
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(icon.src).toMatch(/^\/[^/]+\.png$/);
      expect(icon.type).toBe('image/png');
    }
  });

  it('offers a 192 px and a 512 px icon, and a maskable one', () => {
    const icons = hindi().icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });

  it("leaves out icons without a purpose (iOS's apple-touch-icon)", () => {
    const listed = hindi().icons.map(({ src }) => src);
    const unlisted = ICONS.filter((icon) => !icon.purpose).map((icon) => `/${icon.file}`);
    expect(unlisted).toContain('/apple-touch-icon.png');
    for (const src of unlisted) expect(listed).not.toContain(src);
  });

  it('keeps the crest of a maskable icon on an opaque background', () => {
    for (const icon of ICONS.filter(({ purpose }) => purpose === 'maskable')) {
      expect(icon.background).not.toBeNull();
    }
  });
});

describe('tokenColor', () => {
  const scss = '// Colours\n$color-navy: #1D3A6E;\n$color-navy-dark: #142a52;\n';

  it('reads a colour from the design tokens', () => {
    expect(tokenColor(scss, 'color-navy')).toBe('#1d3a6e');
    expect(tokenColor(scss, 'color-navy-dark')).toBe('#142a52');
  });

  it('names a colour the tokens do not have', () => {
    expect(() => tokenColor(scss, 'color-paper')).toThrow('$color-paper');
  });
});

describe('icoFile', () => {
  const png16 = Uint8Array.from([1, 2, 3]);
  const png32 = Uint8Array.from([4, 5, 6, 7]);

  it('writes a directory of PNG images followed by the images', () => {
    const ico = icoFile([
      { size: 16, png: png16 },
      { size: 32, png: png32 },
    ]);
    expect(ico.readUInt16LE(2)).toBe(1); // an icon, not a cursor
    expect(ico.readUInt16LE(4)).toBe(2);
    const entry = (/** @type {number} */ index) => ({
      width: ico.readUInt8(6 + 16 * index),
      bytes: ico.readUInt32LE(6 + 16 * index + 8),
      offset: ico.readUInt32LE(6 + 16 * index + 12),
    });
    expect(entry(0)).toEqual({ width: 16, bytes: 3, offset: 38 });
    expect(entry(1)).toEqual({ width: 32, bytes: 4, offset: 41 });
    expect([...ico.subarray(38)]).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('writes 256 px as 0, as the format wants', () => {
    expect(icoFile([{ size: 256, png: png16 }]).readUInt8(6)).toBe(0);
  });

  it('refuses an image larger than 256 px', () => {
    expect(() => icoFile([{ size: 512, png: png16 }])).toThrow('512');
  });
});
