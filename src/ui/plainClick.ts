/**
 * A click that follows a link in this tab: the main button, no key held. Anything else (a new
 * tab, a new window, a download) leaves this page as it is.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
