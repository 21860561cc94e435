import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useColorMode } from '@docusaurus/theme-common';
import { useMermaidThemeConfig } from '@docusaurus/theme-mermaid/client';
import mermaidPackage from 'mermaid/package.json';
import { diagramKey } from './diagramKey.mjs';
import diagramSizes from './diagramSizes.json';
import FullSizeDialog from './FullSizeDialog';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/**
 * [natural width px, height ÷ width, smallest label px at natural width] per diagram, written
 * by scripts/prerender-diagrams.mjs.
 */
const sizes: Record<string, number[] | undefined> = diagramSizes;

/** The smallest label size a drawing is shown at; a narrower column scrolls it sideways. */
const LEGIBLE_LABEL_PX = 11.5;

function useDrawingKey(source: string): string {
  const themeConfig = useMermaidThemeConfig();
  return diagramKey(source, { mermaidVersion: mermaidPackage.version, themeConfig });
}

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useScrollsSideways(element: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return scrolls;
}

/**
 * Mermaid diagrams, cheaply and legibly:
 * - each diagram is drawn ahead of time from the docs (scripts/prerender-diagrams.mjs) into an
 *   SVG per colour mode under static/diagrams/; the page fetches that small file and inlines it,
 *   so the text stays selectable and readable by screen readers, and the Mermaid library (over
 *   600 KiB of JavaScript) is never loaded. A diagram without a drawing falls back to Mermaid;
 * - nothing is fetched until the diagram comes within a screen of the viewport;
 * - the space is held from the size entry while it loads, so the text around it does not move;
 * - it never shrinks below LEGIBLE_LABEL_PX labels: in a narrower column its box scrolls
 *   sideways (the page does not), and "Open full size" shows it at its natural size;
 * - without JavaScript the reader gets the diagram's source text instead (config/noScript.ts
 *   hides the empty slot then).
 */
export default function MermaidDrawing(props: Props): ReactNode {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  const [svg, setSvg] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const [fullSize, setFullSize] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const { colorMode } = useColorMode();
  const key = useDrawingKey(props.value);
  const size = sizes[key];
  const drawingUrl = useBaseUrl(`/diagrams/${key}.${colorMode}.svg`);
  const scrollsSideways = useScrollsSideways(slot);

  useEffect(() => {
    if (!slot || typeof IntersectionObserver === 'undefined') {
      if (slot) setNear(true);
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
    observer.observe(slot);
    return () => observer.disconnect();
  }, [slot]);

  useEffect(() => {
    if (!near || live) return undefined;
    if (!size) {
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

  const noScriptSource = (
    <noscript>
      <figure>
        <figcaption>Diagram (its source, as JavaScript is off)</figcaption>
        <pre>{props.value}</pre>
      </figure>
    </noscript>
  );

  if (live || !size) {
    return (
      <>
        {noScriptSource}
        <div ref={setSlot} className={styles.liveSlot} data-diagram-key={key}>
          {live && <Mermaid {...props} />}
        </div>
      </>
    );
  }

  const [naturalWidth, heightRatio, smallestLabel] = size;
  const legibleWidth = Math.min(naturalWidth, (naturalWidth * LEGIBLE_LABEL_PX) / (smallestLabel || 16));
  const canvas: CSSProperties = {
    maxWidth: `${naturalWidth}px`,
    minWidth: `${Math.ceil(legibleWidth)}px`,
    aspectRatio: `1 / ${heightRatio}`,
  };
  return (
    <>
      {noScriptSource}
      <div className={styles.diagram}>
        {/* data-diagram-key marks the held space: config/noScript.ts hides it without JavaScript. */}
        <div
          ref={setSlot}
          className={styles.scroller}
          data-diagram-key={key}
          role={scrollsSideways ? 'region' : undefined}
          aria-label={scrollsSideways ? 'Diagram (scrolls sideways)' : undefined}
          // A box that scrolls sideways must be reachable with the keyboard to be scrolled.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={scrollsSideways ? 0 : undefined}
        >
          <div className={styles.canvas} style={canvas}>
            {svg && (
              // The drawing is a file this site drew from its own docs (scripts/prerender-diagrams.mjs).
              <div className="docusaurus-mermaid-container" dangerouslySetInnerHTML={{ __html: svg }} />
            )}
          </div>
        </div>
        <div className={styles.actions}>
          {/* Shown once known to be needed; the row's height is already held, so nothing moves. */}
          {scrollsSideways && <span className={styles.hint}>Scroll sideways for the rest</span>}
          <button
            ref={openButton}
            type="button"
            className={styles.openButton}
            disabled={!svg}
            onClick={() => setFullSize(true)}
          >
            Open full size
          </button>
        </div>
      </div>
      {fullSize && svg && (
        <FullSizeDialog
          svg={svg}
          width={naturalWidth}
          onClose={() => {
            setFullSize(false);
            openButton.current?.focus();
          }}
        />
      )}
    </>
  );
}
