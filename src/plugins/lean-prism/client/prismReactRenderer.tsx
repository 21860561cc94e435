/**
 * The part of prism-react-renderer's API the classic theme's code block uses — `Highlight`
 * with its render prop, and `Prism` — on top of the lean Prism in ./prism.ts. Tokens, class
 * names and inline styles come out as the theme expects them: one array of tokens per line,
 * `token-line` and `token <types>` classes.
 *
 * Colours are not inline: each token carries both themes' values in custom properties, and the
 * plugin's stylesheet picks the current mode's (see ../codeColours.ts). So the server's HTML is
 * right in both modes, and the `theme` prop (the current mode's theme) is not needed.
 */
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import type { PrismTheme } from 'prism-react-renderer';
import type { Token as PrismTreeToken } from 'prismjs';
import { useThemeConfig } from '@docusaurus/theme-common';
import { modeThemes, stylesFor, tokenVars } from '../codeColours';
import Prism from './prism';

export { Prism };

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

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
  /** The current mode's theme, which the classic theme passes; both modes' come from the config. */
  theme?: PrismTheme;
  children: (props: RenderProps) => ReactNode;
}

type PrismToken = string | PrismTreeToken;

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

/** Line props pass through to the line's <div>, except the line's tokens themselves. */
function withoutLine(input: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...input };
  delete rest.line;
  return rest;
}

export function Highlight({ code, language: rawLanguage, children }: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const { prism } = useThemeConfig();
  const styles = useMemo(() => {
    const themes = modeThemes(prism);
    return { light: stylesFor(themes.light, language), dark: stylesFor(themes.dark, language) };
  }, [prism, language]);
  const tokens = useMemo(() => tokenize(code, language), [code, language]);
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: {},
    getLineProps: ({ className, ...input }) => ({
      ...withoutLine(input),
      className: clsx('token-line', className),
    }),
    getTokenProps: ({ token, className, style, ...rest }) => {
      const own = { ...(token.empty && { display: 'inline-block' }), ...tokenVars(styles, token.types) };
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: Object.keys(own).length || style ? { ...own, ...style } : undefined,
      };
    },
  });
}
