/**
 * The classic theme's tabs on their server HTML: a click, Enter or arrow keys choose a tab; a choice in a
 * group applies to every set of the group and is kept in localStorage (rememberedTabs.ts names the key).
 */
import { TAB_CHOICE_ATTRIBUTE_PREFIX, TAB_STORAGE_PREFIX as STORAGE_PREFIX } from '../../rememberedTabs';

interface TabSet {
  groupId: string | null;
  values: string[];
  tabs: HTMLElement[];
  panels: HTMLElement[];
}

function readTabSet(wrapper: Element): TabSet | null {
  const tablist = wrapper.querySelector('[role="tablist"]');
  const panelBox = tablist?.nextElementSibling;
  if (!tablist || !panelBox) return null;
  const tabs = [...tablist.querySelectorAll<HTMLElement>(':scope > [role="tab"]')];
  const panels = [...panelBox.children].filter(
    (child): child is HTMLElement => child.getAttribute('role') === 'tabpanel',
  );
  // Both attributes are src/theme/Tabs's, the values written with JSON.stringify.
  const values = JSON.parse(wrapper.getAttribute('data-tab-values') ?? '[]') as string[];
  return { groupId: wrapper.getAttribute('data-tab-group') || null, values, tabs, panels };
}

function select(set: TabSet, index: number): void {
  set.tabs.forEach((tab, i) => {
    const selected = i === index;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle('tabs__item--active', selected);
  });
  set.panels.forEach((panel, i) => {
    panel.hidden = i !== index;
  });
}

function readStoredChoice(groupId: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + groupId);
  } catch {
    return null;
  }
}

function storeChoice(groupId: string, value: string): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + groupId, value);
  } catch {
    // Private browsing without storage: the choice still applies to this page.
  }
}

export function enableTabs(article: HTMLElement): () => void {
  const sets = [...article.querySelectorAll('[data-tab-values]')].flatMap((wrapper) => {
    const set = readTabSet(wrapper);
    return set && set.tabs.length === set.panels.length ? [set] : [];
  });

  const chooseValue = (groupId: string, value: string) => {
    for (const set of sets) {
      const index = set.values.indexOf(value);
      if (set.groupId === groupId && index >= 0) select(set, index);
    }
  };

  // The reader's earlier choice for each group, as the theme restores it.
  for (const groupId of new Set(sets.map((set) => set.groupId))) {
    const stored = groupId ? readStoredChoice(groupId) : null;
    if (groupId && stored) chooseValue(groupId, stored);
  }
  // The first paint's stand-in (rememberedTabs.ts) has done its job: from here the tabs follow clicks.
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) {
    if (name.startsWith(TAB_CHOICE_ATTRIBUTE_PREFIX)) root.removeAttribute(name);
  }

  const choose = (set: TabSet, index: number) => {
    const tab = set.tabs[index]!;
    const value = set.values[index];
    if (!set.groupId || value === undefined) {
      select(set, index);
      return;
    }
    // Other sets of the group change height above this one; keep the chosen tab where it was.
    const top = tab.getBoundingClientRect().top;
    chooseValue(set.groupId, value);
    storeChoice(set.groupId, value);
    window.scrollBy(0, tab.getBoundingClientRect().top - top);
  };

  const find = (target: EventTarget | null): [TabSet, number] | null => {
    const tab = target instanceof Element ? target.closest('[role="tab"]') : null;
    for (const set of sets) {
      const index = set.tabs.indexOf(tab as HTMLElement);
      if (index >= 0) return [set, index];
    }
    return null;
  };

  const onClick = (event: MouseEvent) => {
    const found = find(event.target);
    if (found) choose(...found);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const found = find(event.target);
    if (!found) return;
    const [set, index] = found;
    const last = set.tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key] ?? null;
    if (next !== null) {
      event.preventDefault();
      set.tabs[next]!.focus();
      choose(set, next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(set, index);
    }
  };
  article.addEventListener('click', onClick);
  article.addEventListener('keydown', onKeyDown);
  return () => {
    article.removeEventListener('click', onClick);
    article.removeEventListener('keydown', onKeyDown);
  };
}
