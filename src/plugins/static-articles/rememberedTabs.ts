/**
 * A remembered tab on the first paint, before the tabs behaviour (client/behaviours/tabs.ts) can restore it:
 * a head script marks `<html>` with the group's stored choice and a style shows that tab of every set of the
 * group, so a page opens on the reader's environment without a switch. The behaviour then removes the marks.
 */
import type { HtmlTagObject } from '@docusaurus/types';

export interface RememberedTabGroup {
  groupId: string;
  /** The tab values, in order, of the sets this applies to (src/theme/Tabs's data-tab-values). */
  values: string[];
}

/**
 * The storage key of a group's choice: the theme's, without the `-<namespace>` that `future.v4` appends to it.
 * With static articles no theme tabs run on a doc page, so the head script and the behaviour alone share it.
 */
export const TAB_STORAGE_PREFIX = 'docusaurus.tab.';
/** The attribute on `<html>` holding a group's stored choice until the behaviour takes over. */
export const TAB_CHOICE_ATTRIBUTE_PREFIX = 'data-tab-choice-';

const SAFE = /^[\w-]+$/;

export function rememberedTabTags(groups: RememberedTabGroup[]): HtmlTagObject[] {
  if (groups.length === 0) return [];
  for (const { groupId, values } of groups) {
    const unsafe = [groupId, ...values].find((name) => !SAFE.test(name));
    if (unsafe !== undefined) throw new Error(`A remembered tab group needs plain names, not "${unsafe}"`);
  }
  const script = `try{${groups
    .map(
      ({ groupId }) =>
        `var v=localStorage.getItem("${TAB_STORAGE_PREFIX}${groupId}");if(v)document.documentElement.setAttribute("${TAB_CHOICE_ATTRIBUTE_PREFIX}${groupId}",v);`,
    )
    .join('')}}catch(e){}`;
  const rules = groups.flatMap(({ groupId, values }) =>
    values.map((value, i) => {
      const set = `html[${TAB_CHOICE_ATTRIBUTE_PREFIX}${groupId}="${value}"] [data-tab-group="${groupId}"][data-tab-values='${JSON.stringify(values)}']`;
      const n = i + 1;
      // The active look is the theme's (infima's .tabs__item--active), from its own variables.
      return [
        `${set} [role=tabpanel]{display:none}`,
        `${set} [role=tabpanel]:nth-child(${n}){display:block}`,
        `${set} [role=tab]{border-bottom-color:transparent;color:inherit}`,
        `${set} [role=tab]:nth-child(${n}){border-bottom-color:var(--ifm-tabs-color-active-border);color:var(--ifm-tabs-color-active)}`,
      ].join('');
    }),
  );
  return [
    { tagName: 'script', innerHTML: script },
    { tagName: 'style', innerHTML: rules.join('') },
  ];
}
