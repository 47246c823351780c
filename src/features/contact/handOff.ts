/**
 * Handing the message to the parent's own apps: the browser's side of the contact form, kept
 * apart from its pure logic (./mailMessage.ts). (Its copy to the clipboard is src/ui/copyText.ts,
 * which the share button uses too.)
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
