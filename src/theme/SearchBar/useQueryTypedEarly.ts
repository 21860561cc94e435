import type { RefObject } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/**
 * A query typed while the app starts still gets its suggestions. The search box is in the
 * server's HTML, so a reader can type into it at once, but the local-search bar empties it in an
 * effect when it starts, without an input event. From the first commit on, the reader's own
 * typing is followed here; when the bar's autocomplete attaches (it makes the box a combobox)
 * and the box no longer shows what the reader typed, the text is typed back as one input event.
 * A click elsewhere in the bar (its clear button) ends the following: the reader moved on.
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
