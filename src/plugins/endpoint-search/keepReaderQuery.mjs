/**
 * A pre loader for the local-search plugin's SearchBar.jsx. After every page change, and twice as
 * the app starts, the bar sets its box to the words the URL asks it to highlight, which is usually
 * none: a query the reader was typing in those moments vanished with the rows already answering it.
 * The reset now leaves a box the reader is typing in (it has focus) unless there are words to show.
 * Plain JavaScript: the bundler loads it as it is.
 */

/** The reset, as the plugin writes it (index.ts checks the same text when the plugin loads). */
export const RESET_LINES = [
  'setInputValue(keywords.join(" "));',
  'search.current?.autocomplete.setVal(keywords.join(" "));',
];
const RESET = new RegExp(RESET_LINES.map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'));

/** @param {string} source */
export default function keepReaderQuery(source) {
  if (!RESET.test(source)) {
    throw new Error(
      'endpoint-search/keepReaderQuery.mjs: the search bar no longer resets its box as it did; update the loader for the new plugin version.',
    );
  }
  return source.replace(
    RESET,
    (reset) => `if (keywords.length !== 0 || document.activeElement !== searchBarRef.current) { ${reset} }`,
  );
}
