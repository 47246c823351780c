import { formatNumber } from './format';
import { type Language } from './languages';

// Kept apart from format.ts, which every page loads first: only the contact details use it.

/**
 * The part of the day a 24-hour `HH:MM` time falls in, as people name it when they say a time
 * ("सकाळी ८:००", "दोपहर 1:00", "8:00 AM"). The words come from the locale files
 * (`common:contact.dayPeriod.*`), never from `Intl`: its day-period words come from the ICU
 * data of the machine, which differ between the build's Node and a parent's phone.
 * `lateNight` (midnight to 4 am) and `night` (8 pm to midnight) share their word in Hindi and
 * Marathi but not in English (AM, PM).
 */
export type DayPeriod = 'lateNight' | 'morning' | 'afternoon' | 'evening' | 'night';

const clock = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { hours, minutes };
};

export function dayPeriod(time: string): DayPeriod {
  const { hours } = clock(time);
  if (hours < 4) return 'lateNight';
  if (hours < 12) return 'morning';
  if (hours < 17) return 'afternoon';
  if (hours < 20) return 'evening';
  return 'night';
}

/**
 * A 24-hour `HH:MM` time as read on a 12-hour clock, the digits by `Intl`: "16:00" → "4:00"
 * ("४:००" in Marathi). The day-period word goes around it from the locale files.
 */
export function formatClock(language: Language, time: string): string {
  const { hours, minutes } = clock(time);
  const minutesText = formatNumber(language, minutes, { minimumIntegerDigits: 2 });
  return `${formatNumber(language, hours % 12 || 12)}:${minutesText}`;
}
