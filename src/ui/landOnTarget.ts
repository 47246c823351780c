/**
 * A smooth scroll to a section of the home page aims at where the section is when it starts.
 * The sections it passes are drawn on the way (content-visibility: auto,
 * src/sections/IntroSection.module.scss), each taking its real height in place of an estimate,
 * so it can end short of the section or past it. When a scroll that a link to `#section` began
 * ends, the section is put where the link meant, at once. A reader who scrolls, touches the
 * screen or presses a key meanwhile keeps their own place. Returns a cleanup.
 */
const LANDING_MS = 10_000;

export function landOnTargets(win: Window = window) {
  const doc = win.document;
  let target: Element | null = null;
  let aimedAt = 0;
  const aim = (event: Event) => {
    aimedAt = win.performance.now();
    const href = (
      event.target instanceof Element ? event.target.closest('a[href^="#"]') : null
    )?.getAttribute('href');
    target = href && href.length > 1 ? doc.getElementById(safeDecode(href.slice(1))) : null;
  };
  const forget = () => {
    target = null;
  };
  const land = () => {
    // A smooth scroll takes well under this, even on a busy phone; a scroll that ends later (the
    // scroll bar dragged) is the reader's.
    if (win.performance.now() - aimedAt < LANDING_MS)
      target?.scrollIntoView({ behavior: 'instant' });
    target = null;
  };
  const readerMoves = ['wheel', 'touchstart', 'keydown'] as const;
  doc.addEventListener('click', aim);
  for (const type of readerMoves) win.addEventListener(type, forget, { passive: true });
  win.addEventListener('scrollend', land);
  return () => {
    doc.removeEventListener('click', aim);
    for (const type of readerMoves) win.removeEventListener(type, forget);
    win.removeEventListener('scrollend', land);
  };
}

function safeDecode(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
