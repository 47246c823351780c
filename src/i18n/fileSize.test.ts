import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('file sizes', () => {
  it('gives whole kilobytes of 1000 bytes, in each language’s digits', () => {
    expect(formatFileSize('en', 69_510)).toBe('70 kB');
    expect(formatFileSize('hi', 106_042)).toBe('106 kB');
    expect(formatFileSize('mr', 109_877)).toBe('११० kB');
  });

  it('never says 0 kB of a file that has bytes', () => {
    expect(formatFileSize('en', 120)).toBe('1 kB');
  });

  it('gives a megabyte and more in tenths of a megabyte', () => {
    expect(formatFileSize('en', 999_499)).toBe('999 kB');
    expect(formatFileSize('en', 999_500)).toBe('1 MB');
    expect(formatFileSize('en', 1_250_000)).toBe('1.3 MB');
    expect(formatFileSize('mr', 2_400_000)).toBe('२.४ MB');
  });
});
