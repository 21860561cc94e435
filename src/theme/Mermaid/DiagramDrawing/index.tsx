import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useColorMode } from '@docusaurus/theme-common';
import diagramSizes from '../diagramSizes.json';
import FullSizeDialog from '../FullSizeDialog';
import { legibleWidth as legibleWidthOf } from '../legibleWidth';
import styles from '../styles.module.css';

/**
 * [natural width px, height ÷ width, smallest label px at natural width] per diagram, written
 * by scripts/prerender-diagrams.mjs.
 */
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

/** The scroll offset that centres a wide drawing's first screen of labels (its left edge is often blank). */
export function firstScreenScroll(scroller: HTMLElement): number {
  const box = scroller.getBoundingClientRect();
  const spread = scroller.scrollWidth - scroller.clientWidth;
  const firstScreen = [...scroller.querySelectorAll('text, foreignObject')]
    .map((label) => label.getBoundingClientRect())
    .filter((label) => label.width > 0 && label.top < box.top + window.innerHeight * 0.8);
  if (firstScreen.length === 0) return spread / 2;
  const left = Math.min(...firstScreen.map((label) => label.left)) - box.left + scroller.scrollLeft;
  const right = Math.max(...firstScreen.map((label) => label.right)) - box.left + scroller.scrollLeft;
  const centred = (left + right) / 2 - scroller.clientWidth / 2;
  // When the first screen's labels fit, show them all; else start at the first of them.
  const start = right - left <= scroller.clientWidth ? centred : left - 8;
  return Math.min(spread, Math.max(0, start));
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

  // Once the drawing is in and turns out wider than its box, start on its content.
  useEffect(() => {
    if (slot && svg && scrollsSideways) slot.scrollLeft = firstScreenScroll(slot);
  }, [slot, svg, scrollsSideways]);

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
      {fullSize && svg && (
        <FullSizeDialog
          svg={svg}
          width={naturalWidth}
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
