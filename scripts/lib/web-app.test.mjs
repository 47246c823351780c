import { describe, expect, it } from 'vitest';
import { icoFile, tokenColor } from './web-app.mjs';

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
