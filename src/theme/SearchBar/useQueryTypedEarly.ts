import type { RefObject } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** The bar empties what was typed before the app started: it is typed back when the widget attaches. */
export default function useQueryTypedEarly(containerRef: RefObject<HTMLElement | null>): void {
  useIsomorphicLayoutEffect(() => {
    const container = containerRef.current;
    const input = container?.querySelector('input');
    if (!container || !input) return undefined;
    let typed = input.value;
    const follow = () => void (typed = input.value);
    const observer = new MutationObserver(() => {
      if (input.getAttribute('role') !== 'combobox') return;
      stop();
      // Text still in the box is queried by the widget itself; typing it again would drop that query.
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
