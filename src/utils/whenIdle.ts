/** What an idle callback is told: how long the browser expects to stay idle. */
export interface IdleDeadline {
  timeRemaining: () => number;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `run` when the browser is next idle (a short timeout where `requestIdleCallback` is
 * missing, as in older Safari). Returns a function that cancels it.
 */
export function whenIdle(run: (deadline: IdleDeadline) => void): () => void {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
    const handle = idleWindow.requestIdleCallback(run);
    return () => idleWindow.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(() => run({ timeRemaining: () => 8 }), 50);
  return () => window.clearTimeout(handle);
}
