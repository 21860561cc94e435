import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useHistory } from '@docusaurus/router';
import DiagramDrawing, { hasDrawing } from '@site/src/theme/Mermaid/DiagramDrawing';
import { enhanceArticle } from '../behaviours';
import styles from './styles.module.css';

export interface ArticleMarkup {
  className: string;
  html: string;
}

interface DiagramIsland {
  element: Element;
  drawingKey: string;
  /** What the server put in the frame: it stays until the drawing's first commit replaces it. */
  serverNodes: ChildNode[];
}

/**
 * Diagrams, the article's one React part, mount into their server frames after the first commit,
 * in a transition (hydration's task does not grow); the frame goes in the drawing's own commit.
 */
function useDiagramIslands(articleRef: RefObject<HTMLElement | null>, markup: ArticleMarkup): DiagramIsland[] {
  const [islands, setIslands] = useState<DiagramIsland[]>([]);
  useEffect(() => {
    const article = articleRef.current;
    if (!article) return;
    const found = [...article.querySelectorAll('[data-diagram-island]')].flatMap((element) => {
      const drawingKey = element.getAttribute('data-diagram-island') ?? '';
      return hasDrawing(drawingKey) ? [{ element, drawingKey, serverNodes: [...element.childNodes] }] : [];
    });
    // A page without diagrams keeps the same state, so React has nothing to render.
    startTransition(() => setIslands((current) => (found.length || current.length ? found : current)));
  }, [articleRef, markup]);
  return islands;
}

/** The diagram's Mermaid source, from the <noscript> fallback the server put before it. */
function diagramSource(island: Element): string {
  const fallback = island.previousElementSibling;
  if (fallback?.tagName !== 'NOSCRIPT') return '';
  // With scripting on, a <noscript>'s content is unparsed text.
  const parsed = new DOMParser().parseFromString(fallback.textContent ?? '', 'text/html');
  return parsed.querySelector('pre')?.textContent ?? '';
}

function Diagram({ island }: { island: DiagramIsland }): ReactNode {
  const [unavailable, setUnavailable] = useState(false);
  const markUnavailable = useCallback(() => setUnavailable(true), []);
  // In the commit that inserts the drawing, before the browser paints.
  useLayoutEffect(() => {
    for (const node of island.serverNodes) node.remove();
  }, [island]);
  if (!unavailable) return <DiagramDrawing drawingKey={island.drawingKey} onUnavailable={markUnavailable} />;
  return (
    <div className={styles.diagramUnavailable} role="note">
      <p>This diagram could not be loaded. Its source:</p>
      <pre>{diagramSource(island.element)}</pre>
    </div>
  );
}

/** A doc's article as static HTML, brought to life by small behaviours (../behaviours). */
export default function StaticArticle({ markup }: { markup: ArticleMarkup }): ReactNode {
  // A ref, not state: a state update while React attaches refs would re-render in that task.
  const articleRef = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const html = useMemo(() => ({ __html: markup.html }), [markup]);
  const islands = useDiagramIslands(articleRef, markup);
  useEffect(() => {
    const article = articleRef.current;
    return article ? enhanceArticle(article, { navigate: (path) => history.push(path) }) : undefined;
  }, [html, history]);
  return (
    <>
      <div ref={articleRef} className={markup.className} dangerouslySetInnerHTML={html} />
      {islands.map((island, index) => createPortal(<Diagram island={island} />, island.element, String(index)))}
    </>
  );
}
