import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useColorMode } from '@docusaurus/theme-common';
import { diagramKey } from './diagramKey';
import diagramSizes from './diagramSizes.json';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** [natural width in px, height ÷ width] per diagram, written by scripts/prerender-diagrams.mjs. */
const sizes: Record<string, number[] | undefined> = diagramSizes;

/** Set by scripts/prerender-diagrams.mjs so it sees Mermaid's own drawing. */
const LIVE_FLAG = 'diagrams:live';

function wantsLiveMermaid(): boolean {
  try {
    return localStorage.getItem(LIVE_FLAG) === '1';
  } catch {
    return false;
  }
}

/**
 * Mermaid diagrams, cheaply:
 * - each diagram is drawn ahead of time (scripts/prerender-diagrams.mjs) into an SVG per colour
 *   mode under static/diagrams/; the page fetches that small file and inlines it, so the text
 *   in the diagram stays readable by screen readers and the Mermaid library (over 600 KiB of
 *   JavaScript) is never loaded. A diagram without a drawing falls back to Mermaid;
 * - nothing is fetched until the diagram comes within a screen of the viewport;
 * - the diagram's measured size is held while it loads, so the text around it does not move;
 * - without JavaScript the reader gets the diagram's source text instead (config/noScript.ts
 *   hides the empty slot then).
 */
export default function LazyMermaid(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [svg, setSvg] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const { colorMode } = useColorMode();
  const key = diagramKey(props.value);
  const size = sizes[key];
  const drawingUrl = useBaseUrl(`/diagrams/${key}.${colorMode}.svg`);

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

  useEffect(() => {
    if (!near || live) return undefined;
    if (!size || wantsLiveMermaid()) {
      setLive(true);
      return undefined;
    }
    let current = true;
    fetch(drawingUrl)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => current && setSvg(text))
      .catch(() => current && setLive(true));
    return () => {
      current = false;
    };
  }, [near, live, size, drawingUrl]);

  const reserved: CSSProperties | undefined = size
    ? { maxWidth: `${size[0]}px`, aspectRatio: `1 / ${size[1]}`, minHeight: 0 }
    : undefined;
  let content: ReactNode = null;
  if (live) content = <Mermaid {...props} />;
  else if (svg) {
    // The drawing is a file this site built from its own docs (see scripts/prerender-diagrams.mjs).
    content = <div className="docusaurus-mermaid-container" dangerouslySetInnerHTML={{ __html: svg }} />;
  }
  return (
    <>
      <noscript>
        <figure>
          <figcaption>Diagram (its source, as JavaScript is off)</figcaption>
          <pre>{props.value}</pre>
        </figure>
      </noscript>
      <div ref={slot} className={styles.slot} style={reserved} data-diagram-key={key}>
        {content}
      </div>
    </>
  );
}
