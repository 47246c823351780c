import { describe, expect, it } from 'vitest';
import { dayPeriod, formatClock } from './timeOfDay';

describe('times of day', () => {
  it('names the part of the day a time falls in', () => {
    expect(
      ['00:30', '03:59', '04:00', '08:00', '11:59', '12:00', '16:00', '16:59'].map(dayPeriod),
    ).toEqual([
      'lateNight',
      'lateNight',
      'morning',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'afternoon',
    ]);
    expect(['17:00', '19:59', '20:00', '23:30'].map(dayPeriod)).toEqual([
      'evening',
      'evening',
      'night',
      'night',
    ]);
  });

  it('reads a 24-hour time on a 12-hour clock, in each language’s digits', () => {
    expect(formatClock('en', '08:00')).toBe('8:00');
    expect(formatClock('hi', '16:00')).toBe('4:00');
    expect(formatClock('mr', '13:05')).toBe('१:०५');
    expect(formatClock('en', '12:30')).toBe('12:30');
    expect(formatClock('en', '00:15')).toBe('12:15');
  });
});
