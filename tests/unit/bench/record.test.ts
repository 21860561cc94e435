import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchRecord } from '../../../scripts/bench/record.mjs';

const visit = (js: number) => ({
  beforeLoad: { js: { gzip: js * 1024 } },
  beforeAppStart: null,
  total: { js: { gzip: 2 * js * 1024 } },
});

describe('the committed bench record', () => {
  it('keeps, per build and page, the medians the tables cite, in KiB', () => {
    const record = benchRecord(
      {
        date: '2026-01-01T00:00:00.000Z',
        machine: { cpus: 2, node: 'v20' },
        output: { js: { files: 3, raw: 9000, gzip: 2048 } },
        pages: {
          home: {
            firstVisit: visit(100),
            mainThread: { blockingMs: 60, longestMs: 85, longTasks: 3 },
            lighthouse: { mobile: { scores: { performance: 99.4 }, lab: { tbt: 17.2, lcp: 900.6, cls: 0 } } },
          },
        },
        tricksOff: { leanPrism: { pages: { home: { firstVisit: visit(150) } } } },
      },
      { runs: 3 },
    );
    expect(record.outputKiB).toEqual({ js: 2 });
    expect(record.builds['as shipped'].home).toEqual({
      jsBeforeLoadKiB: 100,
      jsBeforeAppStartKiB: null,
      jsTotalKiB: 200,
      blockingMs: 60,
      longestTaskMs: 85,
      longTasks: 3,
      'lighthouse mobile': { performance: 99, tbtMs: 17, lcpMs: 901, cls: 0 },
    });
    expect(record.builds['without leanPrism'].home).toEqual({
      jsBeforeLoadKiB: 150,
      jsBeforeAppStartKiB: null,
      jsTotalKiB: 300,
    });
  });

  it('is what bench/ holds: at most 1,000 lines in all', () => {
    const benchDir = path.resolve(__dirname, '../../../bench');
    const files = fs
      .readdirSync(benchDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'));
    const lines = files.map((file) => fs.readFileSync(path.join(benchDir, file), 'utf8').split('\n').length);
    expect(files.length).toBeGreaterThan(1);
    expect(lines.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(1_000);
  });
});
