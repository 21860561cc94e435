import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * The github and dracula code themes with every token at 4.5:1 or more, also on highlighted lines: a colour
 * that falls short moves towards black (light) or white (dark) until it passes, so the themes keep their character.
 */

type Rgb = [number, number, number];

function parseColour(value: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/i.exec(value.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour in a Prism theme: ${value}`);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => from.map((c, i) => c + (to[i]! - c) * amount) as Rgb;

/** Moves `colour` towards `target` in small steps until it reaches `ratio` on every background. */
function withContrast(colour: string, backgrounds: Rgb[], target: Rgb, ratio: number): string {
  const start = parseColour(colour);
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mix(start, target, step / 50);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= ratio)) return step === 0 ? colour : toHex(candidate);
  }
  return toHex(target);
}

/** @param highlightOverlay --docusaurus-highlighted-code-line-bg as [r, g, b, alpha] */
export function accessiblePrismTheme(
  theme: PrismTheme,
  highlightOverlay: [number, number, number, number],
  ratio = 4.6,
): PrismTheme {
  const background = parseColour(theme.plain.backgroundColor ?? '#ffffff');
  const [r, g, b, alpha] = highlightOverlay;
  const backgrounds = [background, mix(background, [r, g, b], alpha)];
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const fix = (colour: string | undefined) => (colour ? withContrast(colour, backgrounds, target, ratio) : colour);
  return {
    plain: { ...theme.plain, color: fix(theme.plain.color) },
    styles: theme.styles.map((entry) => ({
      ...entry,
      // Faded tokens (opacity below 1) would undo the contrast; colour alone marks them.
      style: { ...entry.style, color: fix(entry.style.color), opacity: undefined },
    })),
  };
}

export const lightCodeTheme = accessiblePrismTheme(themes.github, [0, 0, 0, 0.1]);
export const darkCodeTheme = accessiblePrismTheme(themes.dracula, [0, 0, 0, 0.3]);
