import { positionsOf } from '../../../plugins/endpoint-search/client/rankedSearch';
import { PATH_BREAK } from '../../../utils/pathBreaks';

const SNIPPET_LENGTH = 160;

/** Escaped for HTML; a path or URL may wrap at its break points, not inside a word. */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(PATH_BREAK, '<wbr>');

/** The text as HTML, escaped, the words that start with a token marked; a long text cut between words around its first match. */
export function marked(text: string, tokens: readonly string[]): string {
  const positions = positionsOf(text, tokens);
  const near = Math.max(0, Math.min((positions[0]?.[0] ?? 0) - 20, text.length - SNIPPET_LENGTH));
  const from = near === 0 ? 0 : text.lastIndexOf(' ', near) + 1;
  const end = from + SNIPPET_LENGTH;
  const space = text.lastIndexOf(' ', end);
  const to = end >= text.length ? text.length : space > from ? space : end;
  let [html, at] = [from > 0 ? '…' : '', from];
  for (const [start, length] of positions.filter(([start, length]) => start >= from && start + length <= to)) {
    html += `${escape(text.slice(at, start))}<mark>${escape(text.slice(start, start + length))}</mark>`;
    at = start + length;
  }
  return `${html}${escape(text.slice(at, to))}${to < text.length ? '…' : ''}`;
}
