/**
 * The part of prism-react-renderer's API the classic theme's code block uses — `Highlight`
 * with its render prop, and `Prism` — on top of the lean Prism in ./prism.ts. Tokens, class
 * names and inline styles come out as the theme expects them: one array of tokens per line,
 * `token-line` and `token <types>` classes, and colours from the Prism theme in the config.
 */
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import type { PrismTheme } from 'prism-react-renderer';
import type { Token as PrismTreeToken } from 'prismjs';
import Prism from './prism';

export { Prism };

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

type StyleMap = Record<string, CSSProperties>;

interface LinePropsInput {
  line?: Token[];
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

interface TokenPropsInput {
  token: Token;
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LinePropsInput) => Record<string, unknown>;
  getTokenProps: (input: TokenPropsInput) => Record<string, unknown> & { children: string };
}

interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (props: RenderProps) => ReactNode;
}

type PrismToken = string | PrismTreeToken;

/** Styles per token type for one language, plus the block (`root`) and line (`plain`) styles. */
function stylesFor(theme: PrismTheme, language: string): StyleMap {
  const map: StyleMap = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) map[type] = { ...map[type], ...(entry.style as CSSProperties) };
  }
  map.root = theme.plain as CSSProperties;
  map.plain = { ...(theme.plain as CSSProperties), backgroundColor: undefined };
  return map;
}

const addType = (types: string[], extra: string | string[] | undefined): string[] => {
  const added = [extra ?? []].flat().filter((type) => types[types.length - 1] !== type);
  return added.length ? [...types, ...added] : types;
};

/** Flattens Prism's nested token tree into lines of typed text runs. */
function toLines(tokens: PrismToken[], inherited: string[], lines: Token[][]): void {
  for (const token of tokens) {
    const types =
      typeof token === 'string'
        ? inherited.length
          ? inherited
          : ['plain']
        : addType(addType(inherited, token.type), token.alias);
    const content = typeof token === 'string' ? token : token.content;
    if (typeof content !== 'string') {
      toLines(Array.isArray(content) ? content : [content], types, lines);
      continue;
    }
    content.split(/\r\n|\r|\n/).forEach((part, index) => {
      if (index > 0) lines.push([]);
      lines[lines.length - 1]!.push({ types, content: part });
    });
  }
}

export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  const lines: Token[][] = [[]];
  toLines(grammar ? Prism.tokenize(code, grammar) : [code], [], lines);
  // An empty line keeps its height through one empty "\n" token.
  for (const line of lines) {
    if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
    else if (line.length === 1 && line[0]!.content === '') Object.assign(line[0]!, { content: '\n', empty: true });
  }
  return lines;
}

function tokenStyle(styles: StyleMap, { types, empty }: Token): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? { display: 'inline-block' } : undefined;
  if (types.length === 1 && !empty) return styles[types[0]!];
  return Object.assign(empty ? { display: 'inline-block' } : {}, ...types.map((type) => styles[type]));
}

/** Line props pass through to the line's <div>, except the line's tokens themselves. */
function withoutLine(input: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...input };
  delete rest.line;
  return rest;
}

export function Highlight({ code, language: rawLanguage, theme, children }: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const styles = useMemo(() => stylesFor(theme, language), [theme, language]);
  const tokens = useMemo(() => tokenize(code, language), [code, language]);
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: styles.root ?? {},
    getLineProps: ({ className, style, ...input }) => ({
      ...withoutLine(input),
      className: clsx('token-line', className),
      style: { ...styles.plain, ...style },
    }),
    getTokenProps: ({ token, className, style, ...rest }) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? { ...tokenStyle(styles, token), ...style } : tokenStyle(styles, token),
    }),
  });
}
