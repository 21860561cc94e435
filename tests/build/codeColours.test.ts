/**
 * Code colours come from the stylesheet, per colour mode, not from inline styles: the server
 * renders in light mode and the article HTML is not rendered again, so an inline colour would
 * stay light in dark mode (src/plugins/lean-prism).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { darkCodeTheme, lightCodeTheme } from '../../config/prismThemes';
import { builtAssets, builtFile, builtHtmlFiles, expectEvery, parsedFile, routeOf } from './site';

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
  .filter((file) => fs.readFileSync(builtFile(file), 'utf8').includes('prism-code'))
  .map((file) => ({ file, $: parsedFile(file) }));

describe('code colours in the built HTML', () => {
  // Beyond the custom properties, only an empty line's `display` is inline.
  const allowed = new Set(['--l', '--d', '--lf', '--df', 'display']);

  it('every page with code: tokens coloured, no inline colours', () => {
    expect(codePages.length).toBeGreaterThan(10);
    expectEvery(codePages, ({ file }) => file, ({ $ }) => {
      if ($('.prism-code .token').length === 0) return 'code without tokens';
      return $('.prism-code, .prism-code .token-line, .prism-code .token')
        .toArray()
        .map((element) => $(element).attr('style') ?? '')
        .filter((style) => Object.keys(declarations(style)).some((property) => !allowed.has(property)))
        .map((style) => `inline style "${style}"`);
    });
  });

  it('highlights code by kind of token and gives string tokens both themes’ string colours', () => {
    const sample = codePages.find(({ file }) => routeOf(file) === 'docs/api/installation/create-installation')!.$;
    const kinds = new Set(sample('pre code .token').toArray().flatMap((token) => (sample(token).attr('class') ?? '').split(/\s+/)));
    for (const kind of ['string', 'punctuation', 'property']) expect(kinds).toContain(kind);

    const stringColour = (theme: typeof lightCodeTheme) =>
      hex([...theme.styles].reverse().find((entry) => entry.types.includes('string') && entry.style.color)!.style.color!);
    const wanted = { '--l': stringColour(lightCodeTheme), '--d': stringColour(darkCodeTheme) };
    let strings = 0;
    expectEvery(codePages, ({ file }) => file, ({ $ }) =>
      $('.prism-code .token.string')
        .toArray()
        .filter((token) => $(token).attr('class') === 'token string')
        .flatMap((token) => {
          strings += 1;
          const style = declarations($(token).attr('style') ?? '');
          return Object.entries(wanted)
            .filter(([property, colour]) => hex(style[property] ?? '') !== colour)
            .map(([property, colour]) => `string "${$(token).text()}": ${property} ${style[property]}, not ${colour}`);
        }),
    );
    expect(strings).toBeGreaterThan(20);
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
