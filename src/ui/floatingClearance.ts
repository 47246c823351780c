import { useEffect, type RefObject } from 'react';

/**
 * The floating controls (the like button, the folded cat) sit in the bottom corners of a
 * phone's screen. On a short or narrow screen the hero's buttons can land right there on the
 * first screen, and a parent would tap the cat instead of "Contact". While any button of the
 * watched area lies under a floating control (marked `data-steps-aside`), the page carries
 * `data-floating-covers` and the controls step aside (global.scss); they come back as soon as
 * the reader scrolls those buttons clear. Measured, not guessed: the same boxes a finger hits.
 */
const TAPPABLE = 'a[href], button, input, select, textarea, summary';

let area: HTMLElement | null = null;
let frame = 0;

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function check() {
  frame = 0;
  const root = document.documentElement;
  if (!area) return root.removeAttribute('data-floating-covers');
  const box = area.getBoundingClientRect();
  const onScreen = box.bottom > 0 && box.top < window.innerHeight;
  const floating = onScreen
    ? [...document.querySelectorAll('[data-steps-aside]')].map((element) =>
        element.getBoundingClientRect(),
      )
    : [];
  const covers =
    floating.length > 0 &&
    [...area.querySelectorAll(TAPPABLE)].some((target) => {
      const targetBox = target.getBoundingClientRect();
      return floating.some((control) => overlap(targetBox, control));
    });
  root.toggleAttribute('data-floating-covers', covers);
}

/** Measures again on the next frame: a floating control calls it when it appears or folds. */
export function recheckFloatingClearance() {
  if (area && !frame) frame = requestAnimationFrame(check);
}

/** Keeps the floating controls off the buttons inside `ref` (one area per page). */
export function useFloatingClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    area = element;
    window.addEventListener('scroll', recheckFloatingClearance, { passive: true });
    window.addEventListener('resize', recheckFloatingClearance);
    recheckFloatingClearance();
    return () => {
      if (area === element) area = null;
      cancelAnimationFrame(frame);
      frame = 0;
      window.removeEventListener('scroll', recheckFloatingClearance);
      window.removeEventListener('resize', recheckFloatingClearance);
      document.documentElement.removeAttribute('data-floating-covers');
    };
  }, [ref]);
}
