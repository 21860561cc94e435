import type { PrismTheme } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { darkCodeTheme, lightCodeTheme } from '../../../config/prismThemes';
import {
  codeColoursCss,
  compactColour,
  modeThemes,
  stylesFor,
  tokenStyle,
  tokenVars,
} from '../../../src/plugins/lean-prism/codeColours';

const light: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#fefefe' },
  styles: [
    { types: ['string'], style: { color: '#aa0000' } },
    { types: ['variable', 'constant'], style: { color: '#00aa00' } },
    { types: ['comment'], style: { color: '#777777', fontStyle: 'italic' } },
    { types: ['property'], style: { color: '#0000aa' }, languages: ['json'] },
    // Later entries win; an unset value leaves the earlier one.
    { types: ['constant'], style: { color: '#00bb00' } },
    { types: ['string'], style: { color: undefined, opacity: undefined } },
  ],
};
const dark: PrismTheme = {
  plain: { color: '#eeeeee', backgroundColor: '#202020' },
  styles: [
    { types: ['string'], style: { color: 'rgb(255, 121, 198)' } },
    { types: ['variable'], style: { color: '#bd93f9', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#ff5555' } },
  ],
};
const bothModes = (language: string) => ({ light: stylesFor(light, language), dark: stylesFor(dark, language) });

/** Declarations per selector of a flat stylesheet (no nesting, no at-rules). */
function rules(css: string): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = body!
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      });
    found.set(selector!.trim(), Object.fromEntries(declarations));
  }
  return found;
}

/** The config theme's colour for a token type, read from its entries: the last entry naming it wins. */
const configColour = (theme: PrismTheme, type: string) =>
  compactColour(
    [...theme.styles].reverse().find((entry) => entry.types.includes(type) && entry.style.color)!.style.color!,
  );

describe('style per token type', () => {
  it('lets a later entry override an earlier one, but not with an unset value', () => {
    const styles = stylesFor(light, 'bash');
    expect(styles.constant).toEqual({ color: '#00bb00' });
    expect(styles.variable).toEqual({ color: '#00aa00' });
    expect(styles.string).toEqual({ color: '#aa0000' });
  });

  it('applies entries restricted to languages only to those languages', () => {
    expect(stylesFor(light, 'json').property).toEqual({ color: '#0000aa' });
    expect(stylesFor(light, 'bash').property).toBeUndefined();
  });

  it('keeps font styles and writes rgb() colours as hex', () => {
    expect(stylesFor(light, 'bash').comment).toEqual({ color: '#777777', fontStyle: 'italic' });
    expect(stylesFor(dark, 'bash').string).toEqual({ color: '#ff79c6' });
    expect(compactColour('rgb(8, 16, 255)')).toBe('#0810ff');
    expect(compactColour('rgba(8, 16, 255, 0.5)')).toBe('rgba(8, 16, 255, 0.5)');
    expect(compactColour('#ABCDEF')).toBe('#ABCDEF');
  });
});

describe('style of a token', () => {
  it('takes the last of its types that a theme styles', () => {
    const styles = stylesFor(light, 'bash');
    expect(tokenStyle(styles, ['string', 'variable'])).toEqual({ color: '#00aa00' });
    expect(tokenStyle(styles, ['variable', 'string'])).toEqual({ color: '#aa0000' });
    expect(tokenStyle(styles, ['string', 'interpolation'])).toEqual({ color: '#aa0000' });
  });

  it('gives a plain token no style of its own', () => {
    expect(tokenStyle({ plain: { color: '#123456' } }, ['plain'])).toEqual({});
  });
});

describe('custom properties of a token', () => {
  it('carries each mode’s colour, and a font style only where a theme sets one', () => {
    expect(tokenVars(bothModes('bash'), ['string', 'variable'])).toEqual({
      '--l': '#00aa00',
      '--d': '#bd93f9',
      '--df': 'italic',
    });
    expect(tokenVars(bothModes('bash'), ['comment'])).toEqual({ '--l': '#777777', '--lf': 'italic' });
  });

  it('carries only the mode that styles a token', () => {
    expect(tokenVars(bothModes('bash'), ['keyword'])).toEqual({ '--d': '#ff5555' });
    expect(tokenVars(bothModes('json'), ['property'])).toEqual({ '--l': '#0000aa' });
    expect(tokenVars(bothModes('bash'), ['property'])).toBeUndefined();
  });

  it('is undefined for a plain token and for types neither theme styles', () => {
    expect(tokenVars(bothModes('bash'), ['plain'])).toBeUndefined();
    expect(tokenVars(bothModes('bash'), ['template-string', 'interpolation'])).toBeUndefined();
  });

  it('uses the config themes: a [string, variable] token has the variable colour in each mode', () => {
    const styles = { light: stylesFor(lightCodeTheme, 'bash'), dark: stylesFor(darkCodeTheme, 'bash') };
    const vars = tokenVars(styles, ['string', 'variable'])!;
    expect(vars['--l']).toBe(configColour(lightCodeTheme, 'variable'));
    expect(vars['--d']).toBe(configColour(darkCodeTheme, 'variable'));
    expect(vars['--l']).not.toBe(configColour(lightCodeTheme, 'string'));
    expect(vars['--d']).not.toBe(configColour(darkCodeTheme, 'string'));
  });
});

describe('both modes’ themes', () => {
  it('falls back to the light theme for dark, and needs a light theme', () => {
    expect(modeThemes({ theme: light, darkTheme: dark })).toEqual({ light, dark });
    expect(modeThemes({ theme: light })).toEqual({ light, dark: light });
    expect(() => modeThemes({ darkTheme: dark })).toThrow(/prism\.theme/);
  });
});

describe('code colours stylesheet', () => {
  const css = rules(codeColoursCss({ theme: lightCodeTheme, darkTheme: darkCodeTheme }));

  it('gives code blocks the config themes’ colours in each mode, over the container’s inline style', () => {
    expect(css.get('.theme-code-block')).toEqual({
      '--prism-color': `${lightCodeTheme.plain.color} !important`,
      '--prism-background-color': `${lightCodeTheme.plain.backgroundColor} !important`,
    });
    expect(css.get("[data-theme='dark'] .theme-code-block")).toEqual({
      '--prism-color': `${darkCodeTheme.plain.color} !important`,
      '--prism-background-color': `${darkCodeTheme.plain.backgroundColor} !important`,
    });
    expect(css.get('.prism-code')).toMatchObject({ color: 'var(--prism-color)' });
  });

  it('colours tokens from their light properties by default and their dark ones in dark mode', () => {
    expect(css.get('.prism-code .token')).toEqual({ color: 'var(--l)', 'font-style': 'var(--lf)' });
    expect(css.get("[data-theme='dark'] .prism-code .token")).toEqual({ color: 'var(--d)', 'font-style': 'var(--df)' });
  });

  it('keeps the page’s custom properties of the same names away from plain tokens', () => {
    expect(css.get('.prism-code')).toMatchObject({
      '--l': 'initial',
      '--d': 'initial',
      '--lf': 'initial',
      '--df': 'initial',
    });
  });

  it('uses the light theme in dark mode when there is no dark theme', () => {
    const lightOnly = rules(codeColoursCss({ theme: light }));
    expect(lightOnly.get("[data-theme='dark'] .theme-code-block")).toEqual(lightOnly.get('.theme-code-block'));
    expect(lightOnly.get('.theme-code-block')!['--prism-background-color']).toBe('#fefefe !important');
  });

  it('refuses a theme that sets what the tokens cannot carry', () => {
    const bold: PrismTheme = { ...dark, styles: [{ types: ['keyword'], style: { fontWeight: 'bold' } }] };
    expect(() => codeColoursCss({ theme: light, darkTheme: bold })).toThrow(/dark Prism theme sets fontWeight/);
  });
});
