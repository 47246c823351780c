/**
 * Handing the message to the parent's own apps: the browser's side of the contact form, kept
 * apart from its pure logic (./mailMessage.ts).
 */

/**
 * Opens a `mailto:` link in the parent's e-mail app. Call it in the handler of their tap,
 * synchronously: browsers open another app only while a tap is in hand. The page stays (an
 * external link does not unload it), so nothing typed is lost. A link, not `location.href`: a
 * `<form action="mailto:">` is blocked by the site's `form-action 'self'` (and would garble
 * Devanagari), and a link's click is one place a test can watch.
 */
export function openMailApp(url: string) {
  const link = document.createElement('a');
  link.href = url;
  // Attached while clicked: some browsers follow only a link in the document.
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

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
