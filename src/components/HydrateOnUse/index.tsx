import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from '@docusaurus/router';
import { appHasStarted } from '@site/src/utils/appHasStarted';
import { useTrickOn } from '@site/src/utils/useTrickOn';

interface Props {
  /** Names the element in the HTML, so the first render can tell that the server drew it. */
  name: string;
  children: ReactNode;
}

/** Keeps the server's children: React neither hydrates nor replaces an element's inner HTML. */
const SERVER_CHILDREN = { __html: '' };

/** Whether this render is the page's hydration and the server drew the element. */
function adoptsServerMarkup(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return !appHasStarted() && document.querySelector(`[data-hydrate-on-use="${name}"]`) !== null;
}

const focusables = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('a, button')];

/**
 * A `<div>` whose children stay the server's HTML, skipped by hydration, until a pointer, touch or focus
 * reaches them or the reader navigates; then React renders them afresh, the focus kept.
 */
export default function HydrateOnUse({ name, children }: Props): ReactNode {
  // Off (`hydrateOnUse` in config/tricks.ts), the children hydrate with the page like any other.
  const hydrateLater = useTrickOn('hydrateOnUse');
  const [live, setLive] = useState(() => !hydrateLater || !adoptsServerMarkup(name));
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(-1);
  if (!live && pathname !== firstPathname) setLive(true);

  useLayoutEffect(() => {
    if (!live || refocus.current < 0 || !box.current) return;
    focusables(box.current)[refocus.current]?.focus();
    refocus.current = -1;
  }, [live]);

  if (live) {
    return (
      <div ref={box} data-hydrate-on-use={name}>
        {children}
      </div>
    );
  }
  const comeAlive = () => {
    if (box.current) refocus.current = focusables(box.current).indexOf(document.activeElement as HTMLElement);
    // At once, inside this event: the click that follows must find React's elements, not ours.
    flushSync(() => setLive(true));
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the listeners only wake the element; its links and buttons do the interacting
    <div
      ref={box}
      data-hydrate-on-use={name}
      suppressHydrationWarning
      dangerouslySetInnerHTML={SERVER_CHILDREN}
      onPointerEnter={comeAlive}
      onTouchStart={comeAlive}
      onFocus={comeAlive}
    />
  );
}
