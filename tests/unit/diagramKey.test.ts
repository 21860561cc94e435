import { describe, expect, it } from 'vitest';
import { diagramKey, drawingSettings } from '../../src/theme/Mermaid/diagramKey.mjs';

const source = 'flowchart LR\n  A --> B';
const setup = {
  mermaidVersion: '11.17.2',
  themeConfig: { theme: { light: 'neutral', dark: 'dark' }, options: {} },
};

describe('diagramKey', () => {
  it('is short, file-name safe and the same for the same input', () => {
    const key = diagramKey(source, setup);
    expect(key).toMatch(/^[0-9a-z]{1,7}$/);
    expect(diagramKey(source, structuredClone(setup))).toBe(key);
  });

  it('changes with the source text', () => {
    expect(diagramKey(`${source}\n  B --> C`, setup)).not.toBe(diagramKey(source, setup));
  });

  it('changes with the Mermaid version', () => {
    expect(diagramKey(source, { ...setup, mermaidVersion: '11.17.3' })).not.toBe(diagramKey(source, setup));
  });

  it('changes with either colour mode theme and with the Mermaid options', () => {
    const base = diagramKey(source, setup);
    const withTheme = (theme: { light: string; dark: string }, options = {}) =>
      diagramKey(source, { ...setup, themeConfig: { theme, options } });
    expect(withTheme({ light: 'default', dark: 'dark' })).not.toBe(base);
    expect(withTheme({ light: 'neutral', dark: 'forest' })).not.toBe(base);
    expect(withTheme({ light: 'neutral', dark: 'dark' }, { fontFamily: 'serif' })).not.toBe(base);
  });

  it('reads a raw config the way @docusaurus/theme-mermaid fills in its defaults', () => {
    // The script reads docusaurus.config.ts as written; pages read the validated theme config.
    const validated = { theme: { light: 'default', dark: 'dark' }, options: {} };
    expect(diagramKey(source, { mermaidVersion: '1', themeConfig: undefined })).toBe(
      diagramKey(source, { mermaidVersion: '1', themeConfig: validated }),
    );
    expect(drawingSettings({ mermaidVersion: '1', themeConfig: { theme: { light: 'neutral' } } })).toEqual({
      mermaidVersion: '1',
      light: 'neutral',
      dark: 'dark',
      options: {},
    });
  });

  it('does not depend on the order of option keys', () => {
    const a = { theme: { light: 'neutral', dark: 'dark' }, options: { flowchart: { padding: 8, htmlLabels: true } } };
    const b = { options: { flowchart: { htmlLabels: true, padding: 8 } }, theme: { dark: 'dark', light: 'neutral' } };
    expect(diagramKey(source, { mermaidVersion: '1', themeConfig: a })).toBe(
      diagramKey(source, { mermaidVersion: '1', themeConfig: b }),
    );
  });
});
