/** Marks a table's scrolling box, so a static article (src/plugins/static-articles) can find it. */
export const SCROLLABLE_TABLE_ATTRIBUTE = 'data-scrollable-table';

/**
 * Gives scrolling boxes keyboard focus while their content is wider than they are, so readers
 * without a mouse can scroll them too (WCAG 2.1.1); boxes that fit add no extra tab stop. Kept
 * up to date as the boxes resize; returns the clean-up.
 */
export function focusableWhileScrolling(boxes: Iterable<Element>): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const check = (box: Element) => {
    if (box.scrollWidth > box.clientWidth + 1) box.setAttribute('tabindex', '0');
    else box.removeAttribute('tabindex');
  };
  // A box is checked once as soon as it is observed, then on every resize.
  const observer = new ResizeObserver((entries) => entries.forEach((entry) => check(entry.target)));
  for (const box of boxes) observer.observe(box);
  return () => observer.disconnect();
}
