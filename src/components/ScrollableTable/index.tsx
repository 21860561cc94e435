import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A table inside a box that scrolls sideways when the table is wider than the article. While
 * it overflows, the box takes keyboard focus so readers without a mouse can scroll it too
 * (WCAG 2.1.1); tables that fit add no extra tab stop.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    // data-scrollable-table: a static article (src/plugins/static-articles) finds the box by it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be focusable to scroll it by keyboard
    <div ref={box} className={styles.scroller} data-scrollable-table tabIndex={overflows ? 0 : undefined}>
      <table {...props} />
    </div>
  );
}
