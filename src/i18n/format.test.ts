import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatAhead,
  formatNumber,
  formatPercent,
  formatWeekday,
  formatYear,
  seedFormatted,
} from './format';
import { recordFormatted } from './formatRecording';

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

describe('what a prerendered page formatted, reused by hydration', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Counts the number formatters made (Intl's own still does the work). */
  const countFormatters = () => {
    const Real = Intl.NumberFormat;
    return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    });
  };

  it('records what a render formatted, per formatter, as Intl wrote it', async () => {
    const { result, formatted } = await recordFormatted(async () => {
      await Promise.resolve();
      return `${formatYear('mr', 2005)} ${formatWeekday('en', 1, 'long')} ${formatYear('mr', 2026)}`;
    });
    expect(result).toBe('२००५ Monday २०२६');
    expect(formatted).toEqual([
      {
        kind: 'number',
        language: 'mr',
        options: { useGrouping: false },
        texts: { 2005: '२००५', 2026: '२०२६' },
      },
      {
        kind: 'date',
        language: 'en',
        options: { weekday: 'long', timeZone: 'UTC' },
        texts: { [Date.UTC(2024, 0, 1)]: 'Monday' },
      },
    ]);
    // Nothing is recorded outside a render.
    formatYear('hi', 1999);
    expect((await recordFormatted(() => Promise.resolve(0))).formatted).toEqual([]);
  });

  it('records one page at a time', async () => {
    const first = recordFormatted(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await expect(recordFormatted(() => Promise.resolve(0))).rejects.toThrow('one page at a time');
    await first;
  });

  it('ignores a data block that is not a list of entries', () => {
    for (const odd of [null, {}, 'junk', 3, [null, 'x', 4]]) seedFormatted(odd);
    expect(formatNumber('en', 5)).toBe('5');
  });

  it('takes a seeded text without making a formatter, and makes one, once, for the rest', () => {
    const made = countFormatters();
    const options = { maximumFractionDigits: 1 };
    seedFormatted([{ kind: 'number', language: 'hi', options, texts: { 12.5: '12.5' } }]);
    expect(formatNumber('hi', 12.5, options)).toBe('12.5');
    expect(made).not.toHaveBeenCalled();
    expect(formatNumber('hi', 7.25, options)).toBe('7.3');
    expect(formatNumber('hi', 8.25, options)).toBe('8.3');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('lists what a part formats ahead with the page, and formats nothing ahead in the browser', async () => {
    const { result, formatted } = await recordFormatted(async () => {
      formatAhead(() => {
        formatNumber('mr', 148);
        formatNumber('mr', 149);
      });
      return Promise.resolve(formatNumber('mr', 147));
    });
    expect(result).toBe('१४७');
    expect(formatted).toEqual([
      {
        kind: 'number',
        language: 'mr',
        options: {},
        texts: { 147: '१४७', 148: '१४८', 149: '१४९' },
      },
    ]);
    // Hydration takes them all: the tap that shows 148 makes no formatter.
    seedFormatted(formatted);
    const made = countFormatters();
    expect(formatNumber('mr', 148)).toBe('१४८');
    expect(made).not.toHaveBeenCalled();
    // Outside a recording the numbers ahead are not formatted at all.
    const ahead = vi.fn();
    formatAhead(ahead);
    expect(ahead).not.toHaveBeenCalled();
  });
});
