/**
 * The "searchRowCache" trick (ARCHITECTURE.md): a suggestion row's markup is parsed once and
 * cloned when it shows again. A key typed mostly brings back the rows the key before it showed,
 * and parsing their HTML (two SVG icons a row) was the largest part of drawing the list.
 */
import siteConfig from '@generated/docusaurus.config';
import type { Trick } from '@site/config/tricks';
import type { SearchResult } from './types';

const TRICK: Trick = 'searchRowCache';
/** Rows whose markup is kept: a few queries' worth, oldest dropped first. */
const ROWS_KEPT = 64;

type Template = (row: SearchResult) => string;

/**
 * The row template, its markup handed to autocomplete.js as nodes (which it appends as they are)
 * cloned from the markup's first parse; the template itself with the trick off.
 */
export function parsedOnce(template: Template): Template | ((row: SearchResult) => Node) {
  const off = siteConfig.customFields?.tricksOff;
  if (Array.isArray(off) && off.includes(TRICK)) return template;
  const parsed = new Map<string, DocumentFragment>();
  return (row) => {
    const html = template(row);
    let fragment = parsed.get(html);
    if (!fragment) {
      const holder = document.createElement('template');
      holder.innerHTML = html;
      fragment = holder.content;
      if (parsed.size >= ROWS_KEPT) parsed.delete(parsed.keys().next().value!);
      parsed.set(html, fragment);
    }
    return fragment.cloneNode(true);
  };
}
