import type { RefObject } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/**
 * Text typed into the server-rendered box while the app starts is emptied by the search bar
 * without an input event. So the reader's typing is followed, and when the widget attaches (the
 * box becomes a combobox) without it, it is typed back. A click elsewhere in the bar ends this.
 */
export default function useQueryTypedEarly(containerRef: RefObject<HTMLElement | null>): void {
  useIsomorphicLayoutEffect(() => {
    const container = containerRef.current;
    const input = container?.querySelector('input');
    if (!container || !input) return undefined;
    let typed = input.value;
    const follow = () => {
      typed = input.value;
    };
    const observer = new MutationObserver(() => {
      if (input.getAttribute('role') !== 'combobox') return;
      stop();
      // Text still in the box is the widget's own business: it queries it when it opens. Typing
      // it again would start a second query and drop the first.
      if (!typed || input.value === typed || document.activeElement !== input) return;
      // Through the native setter: React ignores an input event for a value it set itself.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const clickElsewhere = (event: Event) => {
      if (event.target !== input) stop();
    };
    function stop(): void {
      observer.disconnect();
      input?.removeEventListener('input', follow);
      container?.removeEventListener('click', clickElsewhere);
    }
    input.addEventListener('input', follow);
    container.addEventListener('click', clickElsewhere);
    observer.observe(input, { attributes: true, attributeFilter: ['role'] });
    return stop;
  }, [containerRef]);
}
