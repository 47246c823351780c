import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--mascot-top` on the card at the bottom edge of the sticky header (which sits lower
 * while the disclaimer banner is still on screen), so the card never slides under it.
 */
export function useHeaderClearance(card: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = card.current;
    const header = document.querySelector('header');
    if (!active || !element || !header) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bottom = Math.max(0, header.getBoundingClientRect().bottom);
      element.style.setProperty('--mascot-top', `${Math.round(bottom)}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(header);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [card, active]);
}
