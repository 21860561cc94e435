import {
  SCROLLABLE_TABLE_ATTRIBUTE,
  focusableWhileScrolling,
} from '@site/src/components/ScrollableTable/focusableWhileScrolling';

/** Tables wider than the article take keyboard focus while they scroll, as ScrollableTable does. */
export function focusableWideTables(article: HTMLElement): () => void {
  return focusableWhileScrolling(article.querySelectorAll(`[${SCROLLABLE_TABLE_ATTRIBUTE}]`));
}
