import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/utils/whenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('hands the callback to requestIdleCallback, and cancels it there', () => {
    const queued = new Map<number, (deadline: { timeRemaining: () => number }) => void>();
    let nextHandle = 1;
    vi.stubGlobal('window', {
      requestIdleCallback: (callback: (deadline: { timeRemaining: () => number }) => void) => {
        queued.set(nextHandle, callback);
        return nextHandle++;
      },
      cancelIdleCallback: (handle: number) => queued.delete(handle),
    });
    const run = vi.fn();
    const cancel = whenIdle(run);
    expect(queued.size).toBe(1);
    cancel();
    expect(queued.size).toBe(0);

    whenIdle(run);
    const deadline = { timeRemaining: () => 12 };
    for (const callback of queued.values()) callback(deadline);
    expect(run).toHaveBeenCalledExactlyOnceWith(deadline);
  });

  it('falls back to a short timeout where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout, clearTimeout });
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledOnce();
    expect(run.mock.calls[0]![0].timeRemaining()).toBeGreaterThan(0);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
