import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import { diagramKey } from './diagramKey';
import diagramSizes from './diagramSizes.json';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** [natural width in px, height ÷ width] per diagram, written by scripts/mermaid-sizes.mjs. */
const sizes: Record<string, number[] | undefined> = diagramSizes;

/**
 * Mermaid diagrams are drawn in the browser by a large library. This wrapper
 * - starts drawing only when the diagram comes within a screen of the viewport, so pages
 *   whose diagrams are further down load and settle without Mermaid;
 * - holds the diagram's final size while it is drawn (from the measured sizes), so the text
 *   around it does not move (no layout shift).
 */
export default function LazyMermaid(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const key = diagramKey(props.value);
  const size = sizes[key];

  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const reserved: CSSProperties | undefined = size
    ? { maxWidth: `${size[0]}px`, aspectRatio: `1 / ${size[1]}`, minHeight: 0 }
    : undefined;
  return (
    <div ref={slot} className={styles.slot} style={reserved} data-diagram-key={key}>
      {near && <Mermaid {...props} />}
    </div>
  );
}
