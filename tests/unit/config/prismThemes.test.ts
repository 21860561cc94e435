import { themes } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { accessiblePrismTheme, contrast, darkCodeTheme, lightCodeTheme } from '../../../config/prismThemes';

function rgb(colour: string): [number, number, number] {
  const channels = /^rgba?\((\d+)[,\s]+(\d+)[,\s]+(\d+)/.exec(colour);
  if (channels) return [Number(channels[1]), Number(channels[2]), Number(channels[3])];
  const digits = colour.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

describe('code block themes', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
  });

  for (const [name, theme, overlay] of [
    ['light', lightCodeTheme, [0, 0, 0, 0.1]],
    ['dark', darkCodeTheme, [0, 0, 0, 0.3]],
  ] as const) {
    it(`${name}: every token colour reaches 4.5:1 on the background and on highlighted lines`, () => {
      const background = rgb(theme.plain.backgroundColor!);
      const highlighted = background.map((c, i) => c + (overlay[i]! - c) * overlay[3]) as [number, number, number];
      const colours = [theme.plain.color, ...theme.styles.map((s) => s.style.color)].filter(Boolean) as string[];
      expect(colours.length).toBeGreaterThan(5);
      for (const colour of colours) {
        expect(contrast(rgb(colour), background), colour).toBeGreaterThanOrEqual(4.5);
        expect(contrast(rgb(colour), highlighted), colour).toBeGreaterThanOrEqual(4.5);
      }
      expect(theme.styles.every((s) => s.style.opacity === undefined)).toBe(true);
    });
  }

  it('changes only the colours that fall short', () => {
    const fixed = accessiblePrismTheme(themes.github, [0, 0, 0, 0.1]);
    const unchanged = themes.github.styles.filter((s, i) => s.style.color === fixed.styles[i]!.style.color);
    expect(unchanged.length).toBeGreaterThan(0);
    expect(unchanged.length).toBeLessThan(themes.github.styles.length);
  });
});
