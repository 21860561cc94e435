import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { newestWins } from '../../../src/plugins/endpoint-search/client/newestWins';

/** A worker stand-in whose queries finish only when the test says so, in the order they were asked. */
function controlledWorker() {
  const asked: string[] = [];
  const finish: Array<() => void> = [];
  const run = (input: string) =>
    new Promise<string[]>((resolve) => {
      asked.push(input);
      finish.push(() => resolve([`rows for ${input}`]));
    });
  return { asked, finishNext: () => finish.shift()!(), run };
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('newestWins: the worker answers the newest query, not every key on the way to it', () => {
  it('asks a query at once when nothing runs', async () => {
    const worker = controlledWorker();
    const search = newestWins(worker.run);
    const answer = search('metric', 8);
    expect(worker.asked).toEqual(['metric']);
    worker.finishNext();
    expect(await answer).toEqual(['rows for metric']);
  });

  it('while one runs, keeps only the newest: those replaced before they start answer undefined and are never asked', async () => {
    const worker = controlledWorker();
    const search = newestWins(worker.run);
    const typed = ['h', 'ho', 'how', 'how d', 'how do'].map((prefix) => search(prefix, 8));
    expect(worker.asked).toEqual(['h']);
    worker.finishNext();
    await settled();
    expect(worker.asked).toEqual(['h', 'how do']);
    worker.finishNext();
    expect(await Promise.all(typed)).toEqual([['rows for h'], undefined, undefined, undefined, ['rows for how do']]);
  });

  it('answers the same query asked twice while it waits with the same rows', async () => {
    const worker = controlledWorker();
    const search = newestWins(worker.run);
    const first = search('a', 8);
    const twice = [search('ab', 8), search('ab', 8)];
    worker.finishNext();
    await settled();
    worker.finishNext();
    await first;
    expect(await Promise.all(twice)).toEqual([['rows for ab'], ['rows for ab']]);
    expect(worker.asked).toEqual(['a', 'ab']);
  });

  it('passes a failure to the query that failed and goes on with the next', async () => {
    const search = newestWins(async (input: string) => {
      if (input === 'bad') throw new Error('worker gone');
      return [input];
    });
    await expect(search('bad', 8)).rejects.toThrow('worker gone');
    expect(await search('good', 8)).toEqual(['good']);
  });
});

describe('what newestWins relies on in @easyops-cn/autocomplete.js', () => {
  it('the box renders rows only for the query still typed, so a replaced query never shows', () => {
    const require = createRequire(import.meta.url);
    const dataset = require.resolve('@easyops-cn/autocomplete.js/src/autocomplete/dataset.js');
    expect(fs.readFileSync(dataset, 'utf8')).toContain('if (!this.canceled && query === this.query) {');
  });
});
