import { useEffect, useRef, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** The drawing's SVG markup, as inlined on the page. */
  svg: string;
  /** Its natural width in px. */
  width: number;
  onClose: () => void;
}

/**
 * Every id in a drawing starts with its root id (scripts/prerender-diagrams.mjs names them so);
 * a second copy on the page needs its own, or its styles and arrowheads would point at the first.
 */
function withOwnIds(svg: string): string {
  const rootId = /^<svg id="([^"]+)"/.exec(svg)?.[1];
  return rootId ? svg.split(rootId).join(`${rootId}-full`) : svg;
}

/**
 * A diagram at its natural size in a modal <dialog>: the browser traps focus in it and closes it
 * with Escape; a click outside the drawing closes it too. The caller puts focus back.
 */
export default function FullSizeDialog({ svg, width, onClose }: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Most diagrams grow from a centred top node, so a screen narrower than the drawing starts
    // at its middle rather than its left edge.
    const scroller = body.current;
    if (scroller) scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
  }, []);

  return (
    // The backdrop click is a mouse shortcut; Escape and the Close button do the same.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Diagram at full size"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.toolbar}>
        <button type="button" className="button button--secondary button--sm" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <div ref={body} className={styles.body}>
        <div
          className={`docusaurus-mermaid-container ${styles.drawing}`}
          style={{ width: `${width}px` }}
          dangerouslySetInnerHTML={{ __html: withOwnIds(svg) }}
        />
      </div>
    </dialog>
  );
}
