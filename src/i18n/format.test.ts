import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatYear } from './format';

describe('number formatting', () => {
  it('uses Devanagari digits in Marathi and Latin digits in Hindi and English', () => {
    expect(formatNumber('mr', 147)).toBe('१४७');
    expect(formatNumber('hi', 147)).toBe('147');
    expect(formatNumber('en', 147)).toBe('147');
  });

  it('writes years without grouping', () => {
    expect(formatYear('en', 2026)).toBe('2026');
    expect(formatYear('mr', 2005)).toBe('२००५');
  });

  it('writes percentages in each language’s digits, without decimals', () => {
    expect(formatPercent('en', 95)).toBe('95%');
    expect(formatPercent('hi', 90)).toBe('90%');
    expect(formatPercent('mr', 95)).toBe('९५%');
  });
});
