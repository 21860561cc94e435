/**
 * Code colours for both modes in one server render: tokens carry each theme's colour and font style in
 * custom properties (client/Highlight.tsx), and a stylesheet picks one per `[data-theme]`.
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

/** A token's custom property, short as it repeats on every token: `--l` light colour, `--df` dark font style. */
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

/** A theme's style per token type for one language; a later entry overrides an earlier one. */
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

/** A token's style from its types, later ones winning as in prism-react-renderer; none for plain. */
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

const cssName = (property: TokenProperty) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The stylesheet that colours tokens and blocks in the current mode (light without `data-theme`). */
export function codeColoursCss(prism: PrismThemes): string {
  const themes = modeThemes(prism);
  for (const mode of modes) checkSupported(themes[mode], mode);
  // The theme sets these inline for the server's (light) mode; only !important beats that.
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
    // Set on the block (Infima colours every <pre>); the reset keeps plain tokens from inheriting.
    `.prism-code { color: var(--prism-color); background-color: var(--prism-background-color); ${reset} }`,
    // An unset custom property leaves the token with the colour (and style) of its line.
    `.prism-code .token { ${token('light')} }`,
    `[data-theme='dark'] .prism-code .token { ${token('dark')} }`,
    '',
  ].join('\n');
}
