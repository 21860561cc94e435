/**
 * A pre loader (plain JavaScript: the bundler loads it as it is) for the local-search plugin's SearchBar.jsx,
 * which after each page change, and twice as the app starts, sets its box to the URL's highlight words (usually
 * none), wiping a query being typed: the reset now leaves a focused box alone unless there are words to show.
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
