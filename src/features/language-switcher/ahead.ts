// What a change of language needs beyond the switcher's links, in one small chunk that comes
// after the page is live (LanguageSwitcher.tsx): the other languages' text fetched at idle, and
// the reader's place kept through the switch. Not on any page's first load.
export { prefetchLanguages } from './prefetchLanguages';
export { holdReadingPlace, readingPlace, restoreReadingPlace } from './readingPlace';
export type { ReadingPlace } from './readingPlace';
