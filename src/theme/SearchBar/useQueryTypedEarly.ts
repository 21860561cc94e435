import type { RefObject } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/**
 * The one fix for text typed before the suggestion widget is ready. Typed right after mod+k while
 * the index loads, the text stays in the box and the widget queries it when it opens (the plugin
 * opens it for a focused box with text). Typed while the app starts, it is lost: the box is in the
 * server's HTML, and the local-search bar empties it when it starts, without an input event. So
 * from the first commit on, the reader's typing is followed; when the widget attaches (it makes
 * the box a combobox) and the box no longer shows what the reader typed, the text is typed back
 * as one input event. A click elsewhere in the bar (its clear button) ends the following.
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
