/** Marks a table's scrolling box, so a static article (src/plugins/static-articles) can find it. */
export const SCROLLABLE_TABLE_ATTRIBUTE = 'data-scrollable-table';

/** Boxes take keyboard focus while their content overflows (WCAG 2.1.1); returns the clean-up. */
export function focusableWhileScrolling(boxes: Iterable<Element>): () => void {
  const check = (box: Element) => {
    if (box.scrollWidth > box.clientWidth + 1) box.setAttribute('tabindex', '0');
    else box.removeAttribute('tabindex');
  };
  // A box is checked once as soon as it is observed, then on every resize.
  const observer = new ResizeObserver((entries) => entries.forEach((entry) => check(entry.target)));
  for (const box of boxes) observer.observe(box);
  return () => observer.disconnect();
}
