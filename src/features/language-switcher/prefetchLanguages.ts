import type { i18n } from 'i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages';
import { loadedNamespaces, loadLanguage } from '../../i18n/loading';
import { preferredBrowserLanguage } from '../../i18n/preference';

// After the page is live, the text of this page in the other languages comes at idle, so a tap
// on the language switcher shows the page in that language at once, with nothing to download.
// Where the browser prefers a language in another script, that script's web font comes too.
// Never on Save-Data or a 2G connection: a parent who pays by the megabyte taps and waits.

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the connection lets the page fetch what the parent has not asked for. */
export function mayPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The other languages, the one the browser prefers first. */
export function languagesToPrefetch(current: Language, preferred: Language | null): Language[] {
  const others = LANGUAGES.filter((language) => language !== current);
  return preferred && others.includes(preferred)
    ? [preferred, ...others.filter((language) => language !== preferred)]
    : others;
}

/** At idle, or after a second where the browser has no idle callback (WebKit). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 1000);
  });
}

/** Whether a `unicode-range` (as a FontFace gives it: "U+900-97F, U+20B9") has `letter`. */
export function rangeHas(range: string, letter: string): boolean {
  const code = letter.codePointAt(0) ?? -1;
  return range.split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace(/^u\+/i, '').split('-');
    return code >= parseInt(from, 16) && code <= parseInt(to, 16);
  });
}

/**
 * Loads the page's web font faces that draw the first letter of `sample` (a language's name,
 * written in its script) and are not loaded yet. Loaded, not only fetched: a prefetched file
 * is still read and decoded when the text first needs it, after the switch has drawn the page
 * in a fallback face, and the page is laid out twice (at Lighthouse's phone speed, 60-130 ms
 * more in the switch's frame, and 65 ms again once the font is read).
 */
function loadFacesFor(fonts: FontFaceSet, sample: string) {
  for (const face of fonts) {
    if (face.status === 'unloaded' && rangeHas(face.unicodeRange, sample)) {
      face.load().catch(() => {}); // a face that cannot load (offline): the switch falls back
    }
  }
}

/**
 * At idle: loads the web font of the browser's preferred language when it is in another
 * script; then, one language at a time, fetches the text the page shows now in each other
 * language. Resolves when done; a file that cannot come is left for the tap to ask again.
 */
export async function prefetchLanguages(
  instance: i18n,
  current: Language,
  signal: AbortSignal,
): Promise<void> {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!mayPrefetch(connection)) return;
  const preferred = preferredBrowserLanguage([...navigator.languages], LANGUAGES);
  if (preferred && preferred !== current) {
    await idle();
    if (signal.aborted) return;
    loadFacesFor(document.fonts, LANGUAGE_NAMES[preferred]);
  }
  const namespaces = loadedNamespaces(instance, current);
  for (const language of languagesToPrefetch(current, preferred)) {
    await idle();
    if (signal.aborted) return;
    await loadLanguage(instance, language, namespaces);
  }
}
