import type { RefObject } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/**
 * The one fix for text typed before the suggestion widget is ready: typed while the app starts
 * (the box is in the server's HTML, and the local-search bar empties it when it starts, without an
 * input event) or right after mod+k while the index loads (the widget queries only on the next
 * change). From the first commit on, the reader's typing is followed; when the widget attaches
 * (it makes the box a combobox) the text is typed again as input events, a tick later, when the
 * widget's listeners exist. A click elsewhere in the bar (its clear button) ends the following.
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
      window.setTimeout(() => {
        if (!typed || document.activeElement !== input) return;
        // Through the native setter: React ignores an input event for a value it set itself.
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        for (const value of ['', typed]) {
          setValue.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      });
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
