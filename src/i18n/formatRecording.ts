import { observeFormatting, type FormattedEntry } from './format';

/**
 * Runs `render` and returns, beside its result, everything it formatted: the prerenderer
 * lists it in the page for hydration to reuse (src/i18n/format.ts). Server only.
 */
export async function recordFormatted<T>(
  render: () => Promise<T>,
): Promise<{ result: T; formatted: FormattedEntry[] }> {
  const recorded = new Map<string, FormattedEntry>();
  const previous = observeFormatting((key, spec, valueKey, text) => {
    const entry = recorded.get(key) ?? { ...spec, texts: {} };
    entry.texts[valueKey] = text;
    recorded.set(key, entry);
  });
  if (previous) {
    observeFormatting(previous);
    throw new Error('recordFormatted: one page at a time');
  }
  try {
    const result = await render();
    return { result, formatted: [...recorded.values()] };
  } finally {
    observeFormatting(null);
  }
}
