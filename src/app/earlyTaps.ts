/** Dispatched on the document in the commit that hydrates the page (see AppShell). */
export const HYDRATED_EVENT = 'app:hydrated';

/**
 * A parent may tap a button of the prerendered page before the app has hydrated it; on its own
 * that tap would be lost (a button does nothing until React listens). This holds such taps
 * and replays them, in order, once the page is hydrated. Links and form fields work without
 * the app, so they are left alone.
 */
export function holdEarlyTaps(doc: Document = document) {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener(
    HYDRATED_EVENT,
    () => {
      doc.removeEventListener('click', hold, true);
      // After the commit that hydrated them, when their handlers are attached.
      setTimeout(() => {
        for (const button of held.splice(0)) if (button.isConnected) button.click();
      }, 0);
    },
    { once: true },
  );
}
