import { describe, expect, it } from 'vitest';
import { formatUtcDate } from '../../../src/theme/LastUpdated/formatUtcDate';

describe('formatUtcDate', () => {
  const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

  it('writes every day of a leap year as the theme’s Intl formatter does', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day, 23, 59));
      expect(formatUtcDate(date)).toBe(intl.format(date));
    }
  });

  it('uses the UTC date, not the local one', () => {
    const date = new Date('2026-11-23T23:30:00Z');
    expect(formatUtcDate(date)).toBe('Nov 23, 2026');
    expect(formatUtcDate(new Date('2027-01-01T00:10:00+02:00'))).toBe('Dec 31, 2026');
  });
});
