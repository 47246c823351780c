import { HYDRATED_EVENT, isPartLive, LATER_PART_ATTRIBUTE, PART_LIVE_EVENT } from '../ui/pageLive';

/**
 * A parent may tap a button of the prerendered page before the app has hydrated it; on its own
 * that tap would be lost (a button does nothing until React listens, and React drops a tap on
 * a part it cannot hydrate at once). This holds such taps and replays them, in order, once
 * their part of the page is hydrated: the page, or for a button inside a later part (see
 * src/ui/LaterPart.tsx), that part. Links and form fields work without the app, so they are
 * left alone.
 */
export function holdEarlyTaps(doc: Document = document) {
  let hydrated = false;
  let held: HTMLElement[] = [];
  const waiting = (button: Element) => {
    if (!hydrated) return true;
    const part = button.closest(`[${LATER_PART_ATTRIBUTE}]`)?.getAttribute(LATER_PART_ATTRIBUTE);
    return part != null && !isPartLive(part);
  };
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !waiting(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  const replay = () => {
    // After the commit that hydrated them, when their handlers are attached.
    setTimeout(() => {
      const ready = held.filter((button) => !waiting(button));
      held = held.filter(waiting);
      for (const button of ready) if (button.isConnected) button.click();
    }, 0);
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener(
    HYDRATED_EVENT,
    () => {
      hydrated = true;
      replay();
    },
    { once: true },
  );
  doc.addEventListener(PART_LIVE_EVENT, replay);
}
