/**
 * Stands in for @easyops-cn/autocomplete.js in the plugin's bar (../index.ts swaps it): the catalog answers
 * first, the index's rows join when it arrives, below the row the reader has moved onto (CONTRIBUTING.md, Search).
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
  // The row the reader has moved onto since the rows were shown (-1: none).
  let moved = -1;
  // Captured at the document: the bar's own keyboard handling stops Tab before it reaches the input.
  const onKeyDown = (event: KeyboardEvent) => {
    // The bar mounts afresh on another kind of page (and calls this again).
    if (!input.isConnected) return document.removeEventListener('keydown', onKeyDown, true);
    if (event.target !== input || !['ArrowDown', 'ArrowUp', 'Tab'].includes(event.key)) return;
    // After the cursor has moved.
    window.setTimeout(() => (moved = rowsOf().findIndex((row) => row.classList.contains(cursor))));
  };
  document.addEventListener('keydown', onKeyDown, true);
  // For tools and tests: the stage answering and the query of the rows shown (autocomplete.js renders in the callback).
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
          // A query no longer in the box is not asked again.
          input.value === query &&
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
