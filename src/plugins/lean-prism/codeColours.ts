/**
 * Code colours for both colour modes in one server render. The server renders code blocks in
 * light mode and the article HTML is not rendered again on the client, so a token cannot carry
 * the current mode's colour. It carries each theme's colour (and font style) in custom
 * properties instead, and a stylesheet made from the same themes picks one per `[data-theme]`.
 *
 * Shared by the plugin (the stylesheet, at build time) and the client's Highlight (the tokens).
 */
import type { PrismTheme } from 'prism-react-renderer';

/** `themeConfig.prism` as far as colours go. */
export interface PrismThemes {
  theme?: PrismTheme;
  darkTheme?: PrismTheme;
}

export type Mode = 'light' | 'dark';

/** What a theme may set on a token, and the suffix of the custom property that carries it. */
const tokenProperties = { color: '', fontStyle: 'f' } as const;
type TokenProperty = keyof typeof tokenProperties;

export type TokenStyle = Partial<Record<TokenProperty, string>>;
/** A theme's style per token type, for one language. */
export type TypeStyles = Record<string, TokenStyle>;

const modePrefix: Record<Mode, string> = { light: 'l', dark: 'd' };

/**
 * The custom property a token's value travels in: `--l` light colour, `--df` dark font style.
 * Short, because it is repeated on every token.
 */
export const tokenVar = (mode: Mode, property: TokenProperty) => `--${modePrefix[mode]}${tokenProperties[property]}`;

const modes = Object.keys(modePrefix) as Mode[];
const properties = Object.keys(tokenProperties) as TokenProperty[];

/** Each mode's theme; dark falls back to light, as the classic theme does. */
export function modeThemes({ theme, darkTheme }: PrismThemes): Record<Mode, PrismTheme> {
  if (!theme) throw new Error('lean-prism: themeConfig.prism.theme is not set; both colour modes are made from it.');
  return { light: theme, dark: darkTheme ?? theme };
}

/** `rgb(255, 121, 198)` as `#ff79c6`: the same colour in fewer bytes of HTML. Others pass unchanged. */
export function compactColour(value: string): string {
  const rgb = /^rgb\(\s*(\d+)\s*,?\s*(\d+)\s*,?\s*(\d+)\s*\)$/i.exec(value.trim());
  if (!rgb) return value;
  return `#${rgb
    .slice(1, 4)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * A theme's style per token type for one language: entries restricted to other languages are
 * skipped, and a later entry overrides an earlier one for the same type.
 */
export function stylesFor(theme: PrismTheme, language: string): TypeStyles {
  const styles: TypeStyles = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    const style: TokenStyle = {};
    for (const property of properties) {
      const value = entry.style[property];
      // An unset value (the contrast fix leaves `color: undefined`) must not erase an earlier one.
      if (typeof value === 'string') style[property] = property === 'color' ? compactColour(value) : value;
    }
    for (const type of entry.types) styles[type] = { ...styles[type], ...style };
  }
  return styles;
}

/**
 * The style of a token with these types (outermost first): later types override earlier ones,
 * as in prism-react-renderer. A plain token takes the block's colour, so it has none of its own.
 */
export function tokenStyle(styles: TypeStyles, types: string[]): TokenStyle {
  if (types.length === 1 && types[0] === 'plain') return {};
  return Object.assign({}, ...types.map((type) => styles[type]));
}

/** A token's inline custom properties in both modes, only those a theme sets; undefined when none. */
export function tokenVars(styles: Record<Mode, TypeStyles>, types: string[]): Record<string, string> | undefined {
  const vars: Record<string, string> = {};
  for (const mode of modes) {
    const style = tokenStyle(styles[mode], types);
    for (const property of properties) {
      const value = style[property];
      if (value) vars[tokenVar(mode, property)] = value;
    }
  }
  return Object.keys(vars).length ? vars : undefined;
}

/** Fails for a theme that sets what the tokens' custom properties do not carry, rather than drop it. */
function checkSupported(theme: PrismTheme, mode: Mode): void {
  const unsupported = (style: object, allowed: readonly string[]) =>
    Object.entries(style)
      .filter(([key, value]) => value !== undefined && !allowed.includes(key))
      .map(([key]) => key);
  const found = [
    ...unsupported(theme.plain, ['color', 'backgroundColor']),
    ...theme.styles.flatMap((entry) => unsupported(entry.style, properties)),
  ];
  if (found.length) {
    throw new Error(
      `lean-prism: the ${mode} Prism theme sets ${[...new Set(found)].join(', ')}; ` +
        `only ${properties.join(', ')} (and the plain backgroundColor) are supported, see src/plugins/lean-prism/codeColours.ts.`,
    );
  }
}

/** `fontStyle` → `font-style`. */
const cssName = (property: TokenProperty) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The stylesheet that turns the tokens' custom properties into colours for the current mode,
 * and gives each code block its mode's plain colour and background. Light is the default, so a
 * page without JavaScript (no `data-theme`) is light.
 */
export function codeColoursCss(prism: PrismThemes): string {
  const themes = modeThemes(prism);
  for (const mode of modes) checkSupported(themes[mode], mode);
  // The classic theme's code block container sets these two inline, from the mode the page was
  // rendered in (light, on the server); only !important beats an inline style.
  const container = (theme: PrismTheme) =>
    `--prism-color: ${theme.plain.color ?? 'initial'} !important; ` +
    `--prism-background-color: ${theme.plain.backgroundColor ?? 'initial'} !important;`;
  const token = (mode: Mode) =>
    properties.map((property) => `${cssName(property)}: var(${tokenVar(mode, property)});`).join(' ');
  const reset = modes
    .flatMap((mode) => properties.map((property) => `${tokenVar(mode, property)}: initial;`))
    .join(' ');
  return [
    '/* Made by src/plugins/lean-prism from themeConfig.prism. */',
    `.theme-code-block { ${container(themes.light)} }`,
    `[data-theme='dark'] .theme-code-block { ${container(themes.dark)} }`,
    // Infima colours every <pre>, so the block's plain colour and background are set on it rather
    // than inherited.
    // The token properties are reset so that a plain token cannot inherit one from the page.
    `.prism-code { color: var(--prism-color); background-color: var(--prism-background-color); ${reset} }`,
    // An unset custom property leaves the token with the colour (and style) of its line.
    `.prism-code .token { ${token('light')} }`,
    `[data-theme='dark'] .prism-code .token { ${token('dark')} }`,
    '',
  ].join('\n');
}
