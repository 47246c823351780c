/**
 * Puts `text` on the clipboard; resolves whether it could. The Clipboard API where the browser
 * allows it, else the older copy command (a browser without the API, a page served over plain
 * http, a refused permission), which needs no element: it fills the copy event itself.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyByCommand(text);
  }
}

function copyByCommand(text: string): boolean {
  const fill = (event: ClipboardEvent) => {
    event.clipboardData?.setData('text/plain', text);
    event.preventDefault();
  };
  document.addEventListener('copy', fill);
  try {
    // Deprecated, but the only copy there is where the Clipboard API is not.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', fill);
  }
}
