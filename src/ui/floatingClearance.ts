import { useLayoutEffect, type RefObject } from 'react';

/**
 * The floating controls (the like button, the cat guide folded or open in its own corner) sit
 * over the page, and on a phone the page under them is full of what a parent taps or reads:
 * links, buttons, form fields, the school's phone number. Each one watches the box it covers,
 * the same box a finger hits. While anything a parent needs lies under it (a link, a button, a
 * form field, or an element marked `data-keep-clear`, such as the contact details), it steps
 * aside (global.scss hides it), and it comes back as soon as the reader has scrolled that thing
 * clear. Until it has been measured once it is not shown at all, so it appears once, in place,
 * and never pops up only to vanish again.
 *
 * Measured by one IntersectionObserver per floating control whose root is shrunk to that
 * control's box: the browser tells which targets enter or leave it, with no work on scroll.
 *
 * Whatever has keyboard focus is never under a showing control (WCAG 2.4.11): the focused
 * element is watched too, by every control, wherever it lies and whatever it is.
 *
 * A control can also keep clear of less than everything (`keepClear`): the cat's card, open
 * beside the page on a wide screen, keeps clear only of the focused element and the footer's
 * page links (ALWAYS_CLEAR), which would otherwise lie under it at the page's end.
 * Watching so few, it is measured at once as well, so it shows from its first frame.
 *
 * A place the reader chose (the cat's card moved to the centre) is theirs: such a control is
 * not watched for anything but the focused element (`keepClear` null). And a control the reader has just opened or folded is shown until they
 * next scroll, even over a button: it appeared because they asked for it.
 */
export const KEEP_CLEAR =
  'a[href], button, input, select, textarea, summary, [role="tab"], [data-keep-clear]';
/**
 * What a control that keeps clear of little keeps clear of (besides the focused element): the
 * footer's page links (a selector, not a mark on them: the footer is in every page's first
 * load, and this is not).
 */
export const ALWAYS_CLEAR = 'footer nav';
/** A floating control and everything in it (its own buttons are not kept clear of it). */
const FLOATING = '[data-floating]';
/** Set on a floating control while nothing lies under it (or while it is held): it shows. */
const CLEAR = 'data-clear';

interface Watch {
  element: HTMLElement;
  /** What it keeps clear of besides the focused element (null: nothing else). */
  keepClear: string | null;
  observer: IntersectionObserver | null;
  /** Watches the focused element (outside the floating controls), made once there is one. */
  focusObserver: IntersectionObserver | null;
  /** The root margin of both observers: the viewport shrunk to its box. */
  rootMargin: string;
  /** Whether the focused element is under it now. */
  overFocus: boolean;
  /** The targets under it now. */
  under: Set<Element>;
  /** Shown whatever lies under it, until the reader next scrolls. */
  held: boolean;
  /** The box it was last measured at. */
  box: string;
}

const watches = new Set<Watch>();
let added: MutationObserver | null = null;
let resized: ResizeObserver | null = null;
let frame = 0;

function targetsIn(root: ParentNode, keepClear: string | null): Element[] {
  if (keepClear === null) return [];
  const found = [...root.querySelectorAll(keepClear)];
  if (root instanceof Element && root.matches(keepClear)) found.push(root);
  return found.filter((element) => !element.closest(FLOATING));
}

/** The element with keyboard focus, unless it is in a floating control (or there is none). */
function focusedOnPage(): Element | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused.closest(FLOATING)) return null;
  return focused;
}

function show(watch: Watch) {
  watch.element.toggleAttribute(CLEAR, !watch.overFocus && (watch.held || watch.under.size === 0));
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Watches the focused element (again): focus moved, or the control was measured anew. */
function watchFocus(watch: Watch) {
  watch.focusObserver?.disconnect();
  const focused = focusedOnPage();
  if (!focused || !watch.rootMargin) {
    if (watch.overFocus) {
      watch.overFocus = false;
      show(watch);
    }
    return;
  }
  watch.focusObserver ??= new IntersectionObserver(
    (entries) => {
      // Only the latest word on the element focused now (a word on one focused before is old).
      const latest = entries.filter((entry) => entry.target === focusedOnPage()).at(-1);
      if (!latest) return;
      watch.overFocus = latest.isIntersecting;
      show(watch);
    },
    { rootMargin: watch.rootMargin },
  );
  watch.focusObserver.observe(focused);
}

/** Watches the control's box as it is now (again, if it moved or changed size). */
function measure(watch: Watch) {
  const box = watch.element.getBoundingClientRect();
  const key = [box.left, box.top, box.width, box.height].join();
  if (key === watch.box) return;
  watch.box = key;
  watch.observer?.disconnect();
  watch.focusObserver?.disconnect();
  watch.focusObserver = null;
  watch.rootMargin = '';
  watch.under.clear();
  watch.overFocus = false;
  if (box.width === 0 || box.height === 0) return;
  // The viewport shrunk to the control's box, rounded outwards. Where the browser's root is a
  // little larger than measured here (a phone's address bar), the box only grows downwards.
  const { clientWidth: width, clientHeight: height } = document.documentElement;
  const margins = [
    -Math.floor(box.top),
    Math.ceil(box.right) - width,
    Math.ceil(box.bottom) - height,
    -Math.floor(box.left),
  ];
  const rootMargin = margins.map((margin) => `${Math.min(0, margin)}px`).join(' ');
  watch.rootMargin = rootMargin;
  watch.observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) watch.under.add(entry.target);
        else watch.under.delete(entry.target);
      }
      show(watch);
    },
    { rootMargin },
  );
  const targets = targetsIn(document, watch.keepClear);
  for (const target of targets) watch.observer.observe(target);
  if (watch.keepClear === ALWAYS_CLEAR) {
    // Few targets: what is under it now, measured here, so it shows (or not) from the start.
    for (const target of targets)
      if (overlaps(target.getBoundingClientRect(), box)) watch.under.add(target);
    show(watch);
  } else if (targets.length === 0) show(watch);
  watchFocus(watch);
}

function measureAll() {
  cancelAnimationFrame(frame);
  frame = 0;
  for (const watch of watches) measure(watch);
}

const scheduleMeasure = () => {
  if (!frame) frame = requestAnimationFrame(measureAll);
};

/**
 * The keys that scroll the page. Only the reader's own scrolling (a swipe, the wheel, these
 * keys) releases what they opened: the page also scrolls by itself, as when a language switch
 * keeps the reader in the section they were reading, and that must not hide the card they
 * just opened.
 */
const SCROLL_KEYS = new Set([' ', 'PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'Home', 'End']);
const onKey = (event: KeyboardEvent) => {
  if (SCROLL_KEYS.has(event.key)) release();
};

/** Focus moved (or left the page): every control watches where it is now. */
const onFocus = () => {
  for (const watch of watches) watchFocus(watch);
};

/** The reader scrolled: what they opened or folded follows the rule again. */
function release() {
  for (const watch of watches) {
    if (!watch.held) continue;
    watch.held = false;
    show(watch);
  }
}

function start() {
  window.addEventListener('resize', scheduleMeasure);
  window.addEventListener('wheel', release, { passive: true });
  window.addEventListener('touchmove', release, { passive: true });
  window.addEventListener('keydown', onKey);
  document.addEventListener('focusin', onFocus);
  document.addEventListener('focusout', onFocus);
  // Parts of the page that arrive later (a status message with a link, another route).
  added = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const watch of watches) {
          const targets = targetsIn(node, watch.keepClear);
          targets.forEach((target) => watch.observer?.observe(target));
        }
      }
    }
  });
  added.observe(document.body, { childList: true, subtree: true });
  // A control that changes size (the card's tip for the next section) is measured at once,
  // in the same frame.
  resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measureAll);
}

function stop() {
  window.removeEventListener('resize', scheduleMeasure);
  window.removeEventListener('wheel', release);
  window.removeEventListener('touchmove', release);
  window.removeEventListener('keydown', onKey);
  document.removeEventListener('focusin', onFocus);
  document.removeEventListener('focusout', onFocus);
  added?.disconnect();
  resized?.disconnect();
  added = resized = null;
  cancelAnimationFrame(frame);
  frame = 0;
}

/**
 * Makes the element in `ref` (which carries `data-steps-aside` and `data-floating`) step aside
 * while something a parent needs lies under it. `watched` false: a place the reader chose, not
 * watched. `held` true: the reader has just made it appear, so it shows until they scroll
 * (unless the focused element is under it). `keepClear`: what it steps aside from besides the
 * focused element: KEEP_CLEAR, ALWAYS_CLEAR, or null for nothing else. The element is measured
 * again whenever `layout` changes (the cat folding, say).
 */
export function useStepAside(
  ref: RefObject<HTMLElement | null>,
  {
    watched = true,
    held = false,
    keepClear = KEEP_CLEAR,
    layout,
  }: { watched?: boolean; held?: boolean; keepClear?: string | null; layout?: unknown },
) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !watched) return;
    if (watches.size === 0) start();
    const watch: Watch = {
      element,
      keepClear,
      observer: null,
      focusObserver: null,
      rootMargin: '',
      overFocus: false,
      under: new Set(),
      held,
      box: '',
    };
    watches.add(watch);
    // Shown at once if held; otherwise as it was (hidden until its first measurement).
    if (held) show(watch);
    measure(watch);
    resized?.observe(element);
    return () => {
      watch.observer?.disconnect();
      watch.focusObserver?.disconnect();
      resized?.unobserve(element);
      watches.delete(watch);
      if (watches.size === 0) stop();
    };
  }, [ref, watched, held, keepClear, layout]);
}
