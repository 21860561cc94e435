import { describe, expect, it } from 'vitest';
import { blockingTime } from '../../../scripts/bench/mainThread.mjs';
import { median } from '../../../scripts/bench/report.mjs';

describe('main-thread figures of the benchmark', () => {
  it('counts only the part of each task beyond 50 ms, as TBT does', () => {
    expect(blockingTime([])).toBe(0);
    expect(blockingTime([50, 49.9])).toBe(0);
    expect(blockingTime([51, 120, 30])).toBe(1 + 70);
  });

  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([])).toBeNull();
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 300, 200])).toBe(250);
  });
});
