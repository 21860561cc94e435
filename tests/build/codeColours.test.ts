/**
 * Code colours come from the stylesheet, per colour mode, not from inline styles: the server
 * renders in light mode and the article HTML is not rendered again, so an inline colour would
 * stay light in dark mode (src/plugins/lean-prism).
 */
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { darkCodeTheme, lightCodeTheme } from '../../config/prismThemes';
import { buildDir, builtAssets, builtHtmlFiles } from './site';

/** A colour as lowercase six-digit hex, however the theme or the CSS minifier wrote it. */
function hex(colour: string): string {
  const rgb = /^rgb\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)\s*\)$/i.exec(colour.trim());
  if (rgb) return `#${rgb.slice(1, 4).map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
  const digits = colour.trim().toLowerCase().replace(/^#/, '');
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

/** The declarations of an inline style, by property. */
const declarations = (style: string) =>
  Object.fromEntries(
    style
      .split(';')
      .filter((declaration) => declaration.includes(':'))
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );

const codePages = builtHtmlFiles()
  .map((file) => ({ file, html: fs.readFileSync(path.join(buildDir, file), 'utf8') }))
  .filter(({ html }) => html.includes('prism-code'))
  .map(({ file, html }) => ({ file, $: load(html) }));

describe('code colours in the built HTML', () => {
  it('has pages with code', () => {
    expect(codePages.length).toBeGreaterThan(10);
  });

  // Beyond the custom properties, only an empty line's `display` is inline.
  const allowed = new Set(['--l', '--d', '--lf', '--df', 'display']);

  it.each(codePages.map(({ file, $ }) => [file, $] as const))('%s: no inline colours in code', (_, $) => {
    expect($('.prism-code .token').length).toBeGreaterThan(0);
    const offending = $('.prism-code, .prism-code .token-line, .prism-code .token')
      .toArray()
      .map((element) => $(element).attr('style') ?? '')
      .filter((style) => Object.keys(declarations(style)).some((property) => !allowed.has(property)));
    expect(offending).toEqual([]);
  });

  it('gives string tokens both themes’ string colours', () => {
    const strings = codePages.flatMap(({ $ }) =>
      $('.prism-code .token.string')
        .toArray()
        .filter((token) => $(token).attr('class') === 'token string')
        .map((token) => declarations($(token).attr('style') ?? '')),
    );
    expect(strings.length).toBeGreaterThan(20);
    const stringColour = (theme: typeof lightCodeTheme) =>
      hex([...theme.styles].reverse().find((entry) => entry.types.includes('string') && entry.style.color)!.style.color!);
    for (const style of strings) {
      expect(hex(style['--l']!)).toBe(stringColour(lightCodeTheme));
      expect(hex(style['--d']!)).toBe(stringColour(darkCodeTheme));
    }
  });
});

describe('code colours in the built CSS', () => {
  const css = builtAssets('css').join('\n');
  /** Every value (without `!important`) of `property` in rules with a selector matching `selector`. */
  const valuesUnder = (selector: RegExp, property: string) =>
    [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
      .filter(([, selectors]) => selectors!.split(',').some((one) => selector.test(one.trim())))
      .map(([, , body]) => declarations(body!)[property])
      .filter((value): value is string => value !== undefined)
      .map((value) => value.replace(/\s*!important$/, ''));
  const dark = /^\[data-theme=(['"]?)dark\1\]\s*/.source;

  it('gives code blocks the dark theme’s background and colour under a dark selector', () => {
    const block = new RegExp(`${dark}\\.theme-code-block$`);
    expect(valuesUnder(block, '--prism-background-color').map(hex)).toContain(hex(darkCodeTheme.plain.backgroundColor!));
    expect(valuesUnder(block, '--prism-color').map(hex)).toContain(hex(darkCodeTheme.plain.color!));
  });

  it('gives code blocks the light theme’s background by default', () => {
    const backgrounds = valuesUnder(/^\.theme-code-block$/, '--prism-background-color');
    expect(backgrounds.map(hex)).toContain(hex(lightCodeTheme.plain.backgroundColor!));
  });

  it('colours tokens from the dark custom properties under a dark selector', () => {
    expect(valuesUnder(new RegExp(`${dark}\\.prism-code \\.token$`), 'color')).toContain('var(--d)');
    expect(valuesUnder(/^\.prism-code \.token$/, 'color')).toContain('var(--l)');
  });
});
