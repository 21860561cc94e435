/**
 * Stands in for @easyops-cn/autocomplete.js in the plugin's search bar (../index.ts swaps it): the
 * catalog answers the first key, and when the index arrives the same query is asked again and its
 * rows join. Rows up to the one the reader has moved onto with the arrow keys stay where they are,
 * and it stays highlighted, so Enter opens what it shows. If the index fails, one line says so.
 */
import autoComplete from '@easyops-cn/autocomplete.js';
import { helpWords } from './helpWords';
import { indexReady, loadIndex, SearchNotLoaded } from './searchOnUse';
import type { SearchResult } from './types';

interface Dataset {
  source: (query: string, callback: (rows: SearchResult[]) => void) => void;
}
interface Options {
  cssClasses: { suggestion: string; cursor: string; dropdownMenu: string };
}

const FAILED_CLASS = 'search-index-failed';

const key = (row: SearchResult) => `${row.document.u}${row.document.h ?? ''}`;

function twoStage(input: HTMLInputElement, options: Options, datasets: Dataset[]) {
  const { suggestion, cursor, dropdownMenu } = options.cssClasses;
  const rowsOf = () => [...(input.parentElement?.querySelectorAll<HTMLElement>(`.${suggestion}`) ?? [])];
  // Where the reader has moved with the arrow keys (or Tab) since the rows were shown (-1: not moved).
  let moved = -1;
  // Captured at the document: the bar's own keyboard handling stops Tab before it reaches the input.
  const onKeyDown = (event: KeyboardEvent) => {
    // The bar mounts afresh on another kind of page (and calls this again): the old box's listener goes.
    if (!input.isConnected) return document.removeEventListener('keydown', onKeyDown, true);
    if (event.target !== input || !['ArrowDown', 'ArrowUp', 'Tab'].includes(event.key)) return;
    // After the cursor has moved.
    window.setTimeout(() => (moved = rowsOf().findIndex((row) => row.classList.contains(cursor))));
  };
  document.addEventListener('keydown', onKeyDown, true);
  // Where the rows come from, for a reader's tools and the tests: "loading" (the catalog), "ready" or "failed";
  // and, once they are shown (autocomplete.js renders in the callback), the query they answer.
  const stage = (state: string) => input.parentElement?.setAttribute('data-search-index', state);
  const answer = (query: string, rows: SearchResult[], callback: (rows: SearchResult[]) => void) => {
    callback(rows);
    // autocomplete.js drops rows for a query no longer in the box.
    if (input.value === query) input.parentElement?.setAttribute('data-search-query', query);
  };
  const sayFailed = (query: string) => {
    stage('failed');
    const menu = input.parentElement?.querySelector(`.${dropdownMenu}`);
    if (!menu || menu.querySelector(`.${FAILED_CLASS}`)) return;
    const line = document.createElement('p');
    line.className = FAILED_CLASS;
    line.setAttribute('role', 'status');
    line.textContent = helpWords(query).indexFailed;
    menu.append(line);
  };
  const staged = datasets.map((dataset): Dataset => ({
    ...dataset,
    source: (query, callback) => {
      stage(indexReady() ? 'ready' : 'loading');
      if (indexReady()) return dataset.source(query, (rows) => answer(query, rows, callback));
      let shown: SearchResult[] = [];
      moved = -1;
      dataset.source(query, (rows) => answer(query, (shown = rows), callback));
      loadIndex().then(
        () =>
          dataset.source(query, (rows) => {
            const kept = shown.slice(0, moved + 1);
            const keys = new Set(kept.map(key));
            const joined = [...kept, ...rows.filter((row) => !keys.has(key(row)))].slice(
              0,
              Math.max(rows.length, kept.length),
            );
            // An index that adds nothing (a query lunr cannot parse, say) leaves the catalog's rows.
            stage('ready');
            answer(query, joined.length > 0 ? joined : shown, callback);
            if (moved < 0 || input.value !== query) return;
            // autocomplete.js put its cursor back on the top row: back to the reader's row.
            const all = rowsOf();
            for (const row of all) {
              row.classList.remove(cursor);
              row.removeAttribute('aria-selected');
            }
            all[moved]?.classList.add(cursor);
            all[moved]?.setAttribute('aria-selected', 'true');
            if (all[moved]) input.setAttribute('aria-activedescendant', all[moved].id);
          }),
        (error: unknown) => (error instanceof SearchNotLoaded ? stage('failed') : sayFailed(query)),
      );
    },
  }));
  return autoComplete(input, options, staged);
}

// The plugin's bar calls noConflict when the module has it.
twoStage.noConflict = autoComplete.noConflict;

export default twoStage;
