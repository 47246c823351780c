import { formatNumber } from './format';
import type { Language } from './languages';

/**
 * A file's size for a reader, in the page's language and digits, as phones show file sizes
 * (Android counts a kilobyte as 1000 bytes, as CLDR's unit does): "70 kB", "१०६ kB", and from a
 * megabyte on "1.2 MB". Whole kilobytes, a tenth of a megabyte: the reader wants the order of
 * size, not the byte.
 */
export function formatFileSize(language: Language, bytes: number): string {
  // 999.5 kB and more would round to "1,000 kB".
  if (bytes >= 999_500) {
    return formatNumber(language, bytes / 1e6, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });
  }
  return formatNumber(language, Math.max(bytes / 1e3, 1), {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });
}
