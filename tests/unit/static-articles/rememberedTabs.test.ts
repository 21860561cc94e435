import { describe, expect, it } from 'vitest';
import { rememberedTabTags } from '../../../src/plugins/static-articles/rememberedTabs';

const group = { groupId: 'api-environment', values: ['development', 'production'] };

/** Runs the head script against a stored choice; returns the attributes it set on <html>. */
function runHeadScript(script: string, stored: Record<string, string>): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function('localStorage', 'document', script)(localStorage, document);
  return attributes;
}

describe('rememberedTabTags', () => {
  const [script, style] = rememberedTabTags([group]);

  it('marks <html> with the stored choice of the group, under the theme key, and nothing when none is stored', () => {
    expect(script!.tagName).toBe('script');
    expect(runHeadScript(String(script!.innerHTML), { 'docusaurus.tab.api-environment': 'production' })).toEqual({
      'data-tab-choice-api-environment': 'production',
    });
    expect(runHeadScript(String(script!.innerHTML), {})).toEqual({});
  });

  it('does not stop the page when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => new Function('localStorage', 'document', String(script!.innerHTML))(refusing, {})).not.toThrow();
  });

  it('shows the chosen panel and marks its tab, only in sets of the group with the same values', () => {
    const css = String(style!.innerHTML);
    const set = `html[data-tab-choice-api-environment="production"] [data-tab-group="api-environment"][data-tab-values='["development","production"]']`;
    expect(css).toContain(`${set} [role=tabpanel]{display:none}`);
    expect(css).toContain(`${set} [role=tabpanel]:nth-child(2){display:block}`);
    expect(css).toContain(`${set} [role=tab]:nth-child(2){border-bottom-color:var(--ifm-tabs-color-active-border)`);
  });

  it('adds nothing without groups, and refuses names that would break out of the script or the style', () => {
    expect(rememberedTabTags([])).toEqual([]);
    expect(() => rememberedTabTags([{ groupId: 'a"b', values: ['x'] }])).toThrow(/plain names/);
    expect(() => rememberedTabTags([{ groupId: 'a', values: ["x']"] }])).toThrow(/plain names/);
  });
});
