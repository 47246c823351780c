/**
 * A `<script>` that holds data, not code (JSON-LD, the page's formatted numbers): no browser
 * runs it, so a Content-Security-Policy without 'unsafe-inline' lets it be. `<` is escaped, so
 * no text inside can close the element.
 */
export function dataBlock(
  type: 'application/ld+json' | 'application/json',
  value: unknown,
  id?: string,
) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="${type}"${id ? ` id="${id}"` : ''}>${json}</script>`;
}

/** Reads a data block of the page by its id; null where there is none or it is not JSON. */
export function readDataBlock(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
