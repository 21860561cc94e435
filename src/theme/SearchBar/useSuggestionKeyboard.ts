import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useHistory } from '@docusaurus/router';
import { MAX_QUERY_LENGTH } from '@site/src/plugins/endpoint-search/client/searchBarConstants';
// The plugin's own CSS module: the same hashed class names it uses to mark the active option.
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import styles from './styles.module.css';

const SEE_ALL_ID = 'search-see-all-results';
const INPUT = 'input.navbar__search-input';

/** The input and the open list's options, or null while the list is closed. */
function findParts(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>(INPUT);
  const listbox = container.querySelector<HTMLElement>('[role="listbox"]');
  if (!input || !listbox || listbox.style.display === 'none') return null;
  const suggestions = [...listbox.querySelectorAll<HTMLElement>(`.${pluginStyles.suggestion}[role="option"]`)];
  const seeAll = listbox.querySelector<HTMLAnchorElement>(`#${SEE_ALL_ID}`);
  return { input, suggestions, seeAll, options: [...suggestions, ...(seeAll ? [seeAll] : [])] };
}

type Parts = NonNullable<ReturnType<typeof findParts>>;

/** Moves the combobox's active option (focus stays in the input, as the ARIA pattern says). */
function activate(parts: Parts, target: HTMLElement | null): void {
  for (const option of parts.options) {
    option.classList.remove(pluginStyles.cursor!, styles.seeAllActive!);
    option.removeAttribute('aria-selected');
  }
  target?.classList.add(target === parts.seeAll ? styles.seeAllActive! : pluginStyles.cursor!);
  target?.setAttribute('aria-selected', 'true');
  target?.scrollIntoView({ block: 'nearest' });
  if (target) parts.input.setAttribute('aria-activedescendant', target.id);
  else parts.input.removeAttribute('aria-activedescendant');
}

/** Writes only what differs: these writes are observed, and equal writes would loop. */
function set(element: Element | null, name: string, value: string | undefined): void {
  if (element && value !== undefined && element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Labels and links the plugin renders without what keyboard and screen-reader users need. */
function patchMarkup(container: HTMLElement): void {
  set(container.querySelector(INPUT), 'maxlength', String(MAX_QUERY_LENGTH));
  for (const button of container.querySelectorAll('button')) {
    set(button, 'aria-label', 'Clear search');
    set(button, 'type', 'button');
  }
  const footerLink = container.querySelector(`.${pluginStyles.hitFooter} a`);
  set(footerLink, 'id', SEE_ALL_ID);
  set(footerLink, 'role', 'option');
  set(footerLink, 'tabindex', '-1');
  // The plugin links to "search/?q="; the page lives at "search?q=".
  set(footerLink, 'href', footerLink?.getAttribute('href')?.replace('/search/?', '/search?'));
}

export default function useSuggestionKeyboard(containerRef: RefObject<HTMLDivElement | null>) {
  const history = useHistory();
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    // mod+k focuses the box with the previous query in it; selected, new typing replaces it.
    const selectOnShortcut = (event: globalThis.KeyboardEvent) => {
      const input = container.querySelector<HTMLInputElement>(INPUT);
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || !input) return;
      // After the plugin's handler focused the box, unless the reader has typed since.
      const previousQuery = input.value;
      window.setTimeout(() => {
        if (document.activeElement === input && input.value === previousQuery) input.select();
      });
    };
    document.addEventListener('keydown', selectOnShortcut);
    patchMarkup(container);
    const observer = new MutationObserver(() => patchMarkup(container));
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
    return () => {
      document.removeEventListener('keydown', selectOnShortcut);
      observer.disconnect();
    };
  }, [containerRef]);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const container = containerRef.current;
    if (!container || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape') {
      // The plugin blurs the input: focus goes back where the reader was, unless a key since moved it.
      const previous = returnFocusTo.current;
      window.setTimeout(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        (previous?.isConnected ? previous : container).focus();
      });
      return;
    }
    const parts = findParts(container);
    if (!parts || parts.options.length === 0) return;
    const { suggestions, seeAll, options } = parts;
    const current = options.findIndex((option) => option.getAttribute('aria-selected') === 'true');
    const onSeeAll = seeAll !== null && options[current] === seeAll;
    const last = suggestions.length - 1;
    // The option to move to (null: none), or undefined to leave the key to the plugin.
    let target: HTMLElement | null | undefined;
    if (event.key === 'Tab' && event.shiftKey)
      target = current > 0 ? options[current - 1] : current === 0 ? null : undefined;
    else if (event.key === 'Tab') target = current < options.length - 1 ? options[current + 1] : undefined;
    else if (event.key === 'ArrowDown' && onSeeAll) target = suggestions[0] ?? null;
    else if (event.key === 'ArrowDown' && current === last) target = seeAll ?? undefined;
    else if (event.key === 'ArrowUp' && onSeeAll) target = suggestions[last] ?? null;
    if (target === undefined && !(event.key === 'Enter' && onSeeAll)) return;
    event.preventDefault();
    event.stopPropagation();
    // Enter on "See all results" follows it, as a click (below) does.
    if (target === undefined) seeAll!.click();
    else activate(parts, target);
  };

  const onFocusCapture = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget as HTMLElement | null;
    if (from && !containerRef.current?.contains(from)) returnFocusTo.current = from;
  };

  // The plugin's own handler opens "search/?q=", where no page is: this one opens the link's fixed href.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>(`#${SEE_ALL_ID}`);
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    containerRef.current?.querySelector<HTMLInputElement>(INPUT)?.blur();
    history.push(new URL(link.href).pathname + new URL(link.href).search);
  };

  return { onKeyDownCapture, onFocusCapture, onClickCapture, tabIndex: -1 };
}
