import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from '@docusaurus/router';
import { appHasStarted } from '@site/src/utils/appHasStarted';
import { useTrickOn } from '@site/src/utils/useTrickOn';

interface Props {
  /** The element to render: a list by default. */
  as?: 'ul' | 'div';
  /** Names the element in the HTML, so the first render can tell that the server drew it. */
  name: string;
  className?: string;
  children: ReactNode;
}

/** Keeps the server's children: React neither hydrates nor replaces an element's inner HTML. */
const SERVER_CHILDREN = { __html: '' };

/** Whether this render is the page's hydration and the server drew the list. */
function adoptsServerMarkup(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return !appHasStarted() && document.querySelector(`[data-hydrate-on-use="${name}"]`) !== null;
}

const focusables = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('a, button')];

/**
 * A `<ul>` (or `<div>`) whose items React hydrates only once they are used. Until then the server's items
 * stay as plain HTML (their links work as links), and the page's hydration skips them. The
 * list comes alive when a pointer enters it, a finger touches it or focus moves into it, and
 * when the reader navigates (the server's "active" marks would be stale); its items are then
 * rendered afresh, identical to the server's, and the focused one keeps the focus.
 */
export default function HydrateOnUse({ as: Tag = 'ul', name, className, children }: Props): ReactNode {
  // Off (`hydrateOnUse` in config/tricks.ts), the items hydrate with the page like any other.
  const hydrateLater = useTrickOn('hydrateOnUse');
  const [live, setLive] = useState(() => !hydrateLater || !adoptsServerMarkup(name));
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  // Typed as both elements `as` allows, so the one ref fits either.
  const list = useRef<HTMLUListElement & HTMLDivElement>(null);
  const refocus = useRef(-1);
  if (!live && pathname !== firstPathname) setLive(true);

  useLayoutEffect(() => {
    if (!live || refocus.current < 0 || !list.current) return;
    focusables(list.current)[refocus.current]?.focus();
    refocus.current = -1;
  }, [live]);

  if (live) {
    return (
      <Tag ref={list} className={className} data-hydrate-on-use={name}>
        {children}
      </Tag>
    );
  }
  const comeAlive = () => {
    if (list.current) refocus.current = focusables(list.current).indexOf(document.activeElement as HTMLElement);
    // At once, inside this event: the click that follows must find React's items, not ours.
    flushSync(() => setLive(true));
  };
  return (
    // The listeners only wake the list; its links and buttons do the interacting.
    <Tag
      ref={list}
      className={className}
      data-hydrate-on-use={name}
      suppressHydrationWarning
      dangerouslySetInnerHTML={SERVER_CHILDREN}
      onPointerEnter={comeAlive}
      onTouchStart={comeAlive}
      onFocus={comeAlive}
    />
  );
}
