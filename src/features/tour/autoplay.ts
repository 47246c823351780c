/** How long each scene shows while the tour plays, in milliseconds. */
export const SCENE_MS = 5000;

/**
 * The tour playing: `advance` every `ms`, and `pause` as soon as the parent is no longer
 * looking (the window loses focus, or the page is hidden: another tab, the phone locked), since
 * a tour that moved on unwatched would be somewhere else when they came back. Returns what ends
 * both. One interval from Play to the pause, not a timeout per scene: nothing but the timer
 * changes the scene while the tour plays (any step pauses it), so each scene has its full time,
 * counted from Play whenever React gets round to showing it.
 */
export function play(
  view: Window,
  actions: { advance: () => void; pause: () => void },
  ms: number = SCENE_MS,
): () => void {
  const { document } = view;
  const timer = view.setInterval(actions.advance, ms);
  // The window's own blur: a button's inside it (focus moving within the dialog) does not
  // bubble, so it never reaches this listener.
  const onBlur = () => actions.pause();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') actions.pause();
  };
  view.addEventListener('blur', onBlur);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    view.clearInterval(timer);
    view.removeEventListener('blur', onBlur);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
