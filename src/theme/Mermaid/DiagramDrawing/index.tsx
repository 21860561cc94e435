import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useColorMode } from '@docusaurus/theme-common';
import diagramSizes from '../diagramSizes.json';
import FullSizeDialog from '../FullSizeDialog';
import { legibleWidth as legibleWidthOf } from '../legibleWidth';
import styles from '../styles.module.css';

/** [natural width px, height ÷ width, smallest label px] per diagram (scripts/prerender-diagrams.mjs). */
const sizes: Record<string, number[] | undefined> = diagramSizes;

/** Whether the diagram with this key has a drawing made ahead of time. */
export const hasDrawing = (drawingKey: string): boolean => sizes[drawingKey] !== undefined;

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useScrollsSideways(element: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element) return undefined;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return scrolls;
}

interface Props {
  /** The drawing's key (see ../diagramKey.mjs); it must have a size entry. */
  drawingKey: string;
  /** Called when the drawing cannot be fetched. */
  onUnavailable: () => void;
}

/**
 * A drawing made ahead of time, inlined for the current mode once within a screen of view, in
 * space held from its size entry; never below legible labels: a narrow column scrolls its box.
 */
export default function DiagramDrawing({ drawingKey, onUnavailable }: Props): ReactNode {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  const [svg, setSvg] = useState<string | null>(null);
  const [fullSize, setFullSize] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const { colorMode } = useColorMode();
  const drawingUrl = useBaseUrl(`/diagrams/${drawingKey}.${colorMode}.svg`);
  const scrollsSideways = useScrollsSideways(slot);
  const size = sizes[drawingKey];

  useEffect(() => {
    if (!slot) return undefined;
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
    if (!near) return undefined;
    let current = true;
    fetch(drawingUrl)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => current && setSvg(text))
      .catch(() => current && onUnavailable());
    return () => {
      current = false;
    };
  }, [near, drawingUrl, onUnavailable]);

  if (!size) throw new Error(`No drawing for diagram ${drawingKey}`);
  const [naturalWidth, heightRatio, smallestLabel] = size as [number, number, number];
  const legibleWidth = legibleWidthOf(naturalWidth, smallestLabel);
  const canvas: CSSProperties = {
    maxWidth: `${naturalWidth}px`,
    minWidth: `${Math.ceil(legibleWidth)}px`,
    aspectRatio: `1 / ${heightRatio}`,
  };
  return (
    <>
      <div className={styles.actions}>
        {/* Above the drawing, so the cue comes first; its row's height is held before it shows. */}
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
      {/* data-diagram-key marks the held space: config/noScript.ts hides it without JavaScript. */}
      <div
        ref={setSlot}
        className={styles.scroller}
        data-diagram-key={drawingKey}
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
      {fullSize && svg && (
        <FullSizeDialog
          svg={svg}
          width={naturalWidth}
          legibleWidth={legibleWidth}
          heightRatio={heightRatio}
          onClose={() => {
            setFullSize(false);
            openButton.current?.focus();
          }}
        />
      )}
    </>
  );
}
