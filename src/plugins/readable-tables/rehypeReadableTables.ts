/**
 * Rehype plugin: every table reads whole in any column, without script. Long values in cells get `<wbr>`
 * between their parts; tables of two or more columns get `data-stack`, `data-label` on each cell (one
 * block per row in a narrow column) and explicit table roles, which screen readers keep once stacked.
 * Outside tables, inline code keeps its short hyphen-joined words whole (browsers break after a hyphen).
 */
import type { Element, ElementContent, Properties, Root } from 'hast';
// Reads the text values of any unist tree, hast included (hast-util-to-string is not a dependency).
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

/** Tables with at least this many columns stack into one block per row in a narrow column. */
export const STACK_FROM_COLUMNS = 2;

/** Values shorter than this never need to break. */
const BREAKABLE_FROM_CHARS = 16;

/** A long value split after `:`, `_` and a run of `/`, before `=`, `.`, `?` and `&`, never at its ends. */
export function breakPoints(value: string): string[] {
  if (value.length < BREAKABLE_FROM_CHARS) return [value];
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i]!;
    const next = value[i + 1];
    if (/[=.?&]/.test(char) && current !== '' && !/[=.?&:/_]/.test(value[i - 1]!)) {
      parts.push(current);
      current = '';
    }
    current += char;
    // Never after a leading run of separators (an API path's first segment stays whole).
    if (/[:/_]/.test(char) && next !== undefined && !/[:/_=.?&]/.test(next) && /[^:/_]/.test(current)) {
      parts.push(current);
      current = '';
    }
  }
  if (current) parts.push(current);
  return parts;
}

const element = (tagName: string): Element => ({ type: 'element', tagName, properties: {}, children: [] });

/** The class of inline code whose text this plugin marked up (see src/theme/MDXComponents.tsx). */
export const BREAKABLE_CODE_CLASS = 'code-break-points';

function classesOf(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .split(/\s+/)
        .filter(Boolean);
}

/** Gives a code element of plain text its break points (API paths already have theirs). */
function addCodeBreakPoints(code: Element): void {
  const [only] = code.children;
  if (code.children.length !== 1 || only?.type !== 'text') return;
  const parts = breakPoints(only.value);
  if (parts.length < 2) return;
  code.children = withBreaks(parts);
  code.properties = { ...code.properties, className: [...classesOf(code), BREAKABLE_CODE_CLASS] };
}

function withBreaks(parts: string[]): ElementContent[] {
  return parts.flatMap((part, index) => [
    ...(index === 0 ? [] : [element('wbr')]),
    { type: 'text' as const, value: part },
  ]);
}

/** Break points in the long words of running text (link texts that are URLs, for example). */
function addTextBreakPoints(parent: Element): void {
  parent.children = parent.children.flatMap((child) => {
    if (child.type !== 'text') return [child];
    const words = child.value.split(/(\s+)/).map(breakPoints);
    return words.some((parts) => parts.length > 1) ? words.flatMap(withBreaks) : [child];
  });
}

/** Break points in every long value of a cell; code blocks and API paths are left alone. */
function addBreakPoints(node: Element): void {
  if (node.tagName === 'pre' || classesOf(node).includes('api-path')) return;
  if (node.tagName === 'code') {
    addCodeBreakPoints(node);
    return;
  }
  addTextBreakPoints(node);
  for (const child of node.children) if (child.type === 'element') addBreakPoints(child);
}

function childElements(node: Element, ...tagNames: string[]): Element[] {
  return node.children.filter(
    (child): child is Element => child.type === 'element' && tagNames.includes(child.tagName),
  );
}

function setRole(node: Element, role: string): void {
  node.properties = { ...node.properties, role };
}

/** Marks one table up as described at the top of this file. */
export function readableTable(table: Element): void {
  addBreakPoints(table);
  const sections = childElements(table, 'thead', 'tbody');
  const head = sections.find((section) => section.tagName === 'thead');
  const headerCells = head ? childElements(childElements(head, 'tr')[0] ?? element('tr'), 'th', 'td') : [];
  if (headerCells.length < STACK_FROM_COLUMNS) return;
  const labels = headerCells.map((cell) => toString(cell).trim());
  table.properties = { ...table.properties, dataStack: String(headerCells.length), role: 'table' };
  for (const section of sections) {
    setRole(section, 'rowgroup');
    for (const row of childElements(section, 'tr')) {
      setRole(row, 'row');
      childElements(row, 'th', 'td').forEach((cell, index) => {
        if (section === head) {
          setRole(cell, 'columnheader');
          return;
        }
        setRole(cell, 'cell');
        if (labels[index]) cell.properties = { ...cell.properties, dataLabel: labels[index] } satisfies Properties;
      });
    }
  }
}

/** Hyphen-joined words (`metric-definitions`, `2025-03-01T00`) up to this length never break at a line end. */
export const WHOLE_UP_TO_CHARS = 24;
export const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;
/** The span around such a run (src/css/code.css keeps it on one line). */
const WHOLE_RUN_CLASS = 'code-whole';

/** Wraps the short hyphen-joined runs in an inline code's text in spans that do not wrap. */
function keepHyphenatedWhole(code: Element): void {
  let marked = false;
  code.children = code.children.flatMap((child): ElementContent[] => {
    if (child.type !== 'text') return [child];
    const pieces: ElementContent[] = [];
    let from = 0;
    for (const { 0: run, index } of child.value.matchAll(HYPHENATED)) {
      if (run.length > WHOLE_UP_TO_CHARS) continue;
      if (index > from) pieces.push({ type: 'text', value: child.value.slice(from, index) });
      pieces.push({
        ...element('span'),
        properties: { className: [WHOLE_RUN_CLASS] },
        children: [{ type: 'text', value: run }],
      });
      from = index + run.length;
    }
    if (pieces.length === 0) return [child];
    marked = true;
    return from < child.value.length ? [...pieces, { type: 'text', value: child.value.slice(from) }] : pieces;
  });
  const classes = classesOf(code);
  if (marked && !classes.includes('api-path') && !classes.includes(BREAKABLE_CODE_CLASS)) {
    code.properties = { ...code.properties, className: [...classes, BREAKABLE_CODE_CLASS] };
  }
}

export default function rehypeReadableTables() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, _index, parent) => {
      // A table's narrow columns keep the hyphen as a break point, besides the break points above.
      if (node.tagName === 'table') {
        readableTable(node);
        return SKIP;
      }
      if (node.tagName === 'code' && !(parent?.type === 'element' && parent.tagName === 'pre'))
        keepHyphenatedWhole(node);
      return undefined;
    });
  };
}
