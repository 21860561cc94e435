/** What an idle callback is told: how long the browser expects to stay idle. */
export interface IdleDeadline {
  timeRemaining: () => number;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `run` in the next idle period (after a short timeout in older Safari); returns the cancel. */
export function whenIdle(run: (deadline: IdleDeadline) => void): () => void {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
    const handle = idleWindow.requestIdleCallback(run);
    return () => idleWindow.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(() => run({ timeRemaining: () => 8 }), 50);
  return () => window.clearTimeout(handle);
}
