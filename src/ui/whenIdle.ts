/** Runs `task` when the browser is idle; not every browser has requestIdleCallback (Safari). */
export function whenIdle(task: () => void) {
  ((window as Partial<Window>).requestIdleCallback ?? setTimeout)(() => task());
}
