import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** The drawing's SVG markup, as inlined on the page. */
  svg: string;
  /** Its natural width in px. */
  width: number;
  heightRatio: number;
  /** The narrowest width at which its labels stay legible (../legibleWidth.ts). */
  legibleWidth: number;
  onClose: () => void;
}

/** Room the dialog leaves around the drawing: its margins, padding, border and toolbar, in px. */
const DIALOG_CHROME = { width: 50, height: 110 };

/**
 * The width at which the whole drawing fits the screen (never wider than its natural width), but
 * never narrower than `legible`: on a phone the dialog then pans a drawing with readable labels.
 */
export function fittedWidth(
  width: number,
  heightRatio: number,
  screen: { width: number; height: number },
  legible = 1,
): number {
  const byWidth = screen.width - DIALOG_CHROME.width;
  const byHeight = (screen.height - DIALOG_CHROME.height) / heightRatio;
  return Math.max(1, Math.ceil(Math.min(width, legible)), Math.floor(Math.min(width, byWidth, byHeight)));
}

/** A second copy of a drawing needs ids of its own (all start with the root id) for its styles. */
function withOwnIds(svg: string): string {
  const rootId = /^<svg id="([^"]+)"/.exec(svg)?.[1];
  return rootId ? svg.split(rootId).join(`${rootId}-full`) : svg;
}

/**
 * A diagram in a modal <dialog>, fitted to the screen, or at natural size on request; Escape or a
 * click outside closes it, and the caller puts focus back.
 */
export default function FullSizeDialog({ svg, width, heightRatio, legibleWidth, onClose }: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // Measured as the dialog mounts (only ever after a click), so its first frame is already fitted.
  const [fitted] = useState(() =>
    fittedWidth(width, heightRatio, { width: window.innerWidth, height: window.innerHeight }, legibleWidth),
  );
  const [natural, setNatural] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  useEffect(() => {
    // Most diagrams grow from a centred top node: at natural size a narrow screen starts at the middle.
    const scroller = body.current;
    if (natural && scroller) scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
  }, [natural]);
  const canZoom = fitted < width;

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
        {canZoom && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setNatural((current) => !current)}
          >
            {natural ? 'Fit to screen' : 'Actual size'}
          </button>
        )}
        <button type="button" className="button button--secondary button--sm" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <div ref={body} className={styles.body}>
        <div
          className={`docusaurus-mermaid-container ${styles.drawing}`}
          style={{ width: `${natural ? width : fitted}px` }}
          dangerouslySetInnerHTML={{ __html: withOwnIds(svg) }}
        />
      </div>
    </dialog>
  );
}
