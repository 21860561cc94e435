import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { SCROLLABLE_TABLE_ATTRIBUTE, focusableWhileScrolling } from './focusableWhileScrolling';
import styles from './styles.module.css';

/** A table in a box that scrolls sideways, and takes focus, when the table is too wide. */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => (box.current ? focusableWhileScrolling([box.current]) : undefined), []);
  return (
    <div ref={box} className={styles.scroller} {...{ [SCROLLABLE_TABLE_ATTRIBUTE]: '' }}>
      <table {...props} />
    </div>
  );
}
