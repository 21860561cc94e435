/** Runs `run` in the next idle period (after a short timeout in older Safari); returns the cancel. */
export function whenIdle(run: (deadline: IdleDeadline) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => run({ didTimeout: true, timeRemaining: () => 8 }), 50);
  return () => window.clearTimeout(handle);
}
