/**
 * Tables wider than the article scroll inside their box (src/components/ScrollableTable); while
 * one does, the box takes keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1).
 */
export const SCROLLABLE_TABLE_ATTRIBUTE = 'data-scrollable-table';

export function focusableWideTables(article: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const check = (box: Element) => {
    if (box.scrollWidth > box.clientWidth + 1) box.setAttribute('tabindex', '0');
    else box.removeAttribute('tabindex');
  };
  const observer = new ResizeObserver((entries) => entries.forEach((entry) => check(entry.target)));
  article.querySelectorAll(`[${SCROLLABLE_TABLE_ATTRIBUTE}]`).forEach((box) => observer.observe(box));
  return () => observer.disconnect();
}
