import type { i18n } from 'i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages';
import { loadedNamespaces, loadLanguage } from '../../i18n/loading';
import { preferredBrowserLanguage } from '../../i18n/preference';
import { formattersFor, makeFormatter } from '../../i18n/format';

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

/** Read afresh after each wait (a plain read of `signal.aborted` looks settled to the linter). */
const isAborted = (signal: AbortSignal) => signal.aborted;

/** At idle, or after a second where the browser has no idle callback (WebKit). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 1000);
  });
}

/**
 * The file of an @font-face rule (its `src` and `unicode-range`) if the rule draws `letter`;
 * null for a rule of another script or one that only names installed faces (`local()`).
 */
export function fontFileDrawing(src: string, range: string, letter: string): string | null {
  const code = letter.codePointAt(0) ?? -1;
  const covers = range.split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace(/^u\+/i, '').split('-');
    return code >= parseInt(from, 16) && code <= parseInt(to, 16);
  });
  return covers ? (/url\(\s*["']?([^"')]+)["']?\s*\)/.exec(src)?.[1] ?? null) : null;
}

/** The web font files of the page's own stylesheets that draw the first letter of `sample`. */
function fontFilesFor(sheets: Iterable<CSSStyleSheet>, sample: string): string[] {
  const files = new Set<string>();
  for (const sheet of sheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a sheet the page may not read
    }
    for (const rule of rules) {
      if (!/^@font-face/i.test(rule.cssText)) continue;
      const { style } = rule as CSSFontFaceRule;
      const file = fontFileDrawing(
        style.getPropertyValue('src'),
        style.getPropertyValue('unicode-range'),
        sample,
      );
      if (file) files.add(new URL(file, sheet.href ?? document.baseURI).href);
    }
  }
  return [...files];
}

function prefetchFile(href: string) {
  if (document.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'font';
  link.crossOrigin = 'anonymous'; // as fonts are fetched, so the prefetched copy is the one used
  link.href = href;
  document.head.append(link);
}

/**
 * Fetches, one language at a time at idle, the text the page shows now in each other language
 * (and makes the number and date formatters it will need in it), and the web font of the browser's preferred language when it is in another script. Resolves
 * when done; a file that cannot come is left for the tap to ask again.
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
    // A language's own name is written in its script: the font files that draw it, less the
    // ones this page already uses.
    const sheets = [...document.styleSheets];
    const here = new Set(fontFilesFor(sheets, LANGUAGE_NAMES[current]));
    for (const file of fontFilesFor(sheets, LANGUAGE_NAMES[preferred])) {
      if (!here.has(file)) prefetchFile(file);
    }
  }
  const namespaces = loadedNamespaces(instance, current);
  for (const language of languagesToPrefetch(current, preferred)) {
    await idle();
    if (signal.aborted) return;
    await loadLanguage(instance, language, namespaces);
    // Its numbers and dates as this page formats them, one formatter per idle moment.
    for (const spec of formattersFor(language)) {
      await idle();
      if (isAborted(signal)) return;
      makeFormatter(spec);
    }
  }
}
