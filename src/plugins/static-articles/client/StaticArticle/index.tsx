import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHistory } from '@docusaurus/router';
import DiagramDrawing, { hasDrawing } from '@site/src/theme/Mermaid/DiagramDrawing';
import { enhanceArticle } from '../behaviours';
import styles from './styles.module.css';

export interface ArticleMarkup {
  /** The article element's class names. */
  className: string;
  /** Its inner HTML, as the server rendered it. */
  html: string;
}

interface DiagramIsland {
  element: Element;
  drawingKey: string;
}

/**
 * Diagrams are the article's one React part: each server-rendered diagram frame is emptied and
 * its drawing mounted into it, before the browser paints, so nothing flickers or moves.
 */
function useDiagramIslands(article: HTMLElement | null): DiagramIsland[] {
  const [islands, setIslands] = useState<DiagramIsland[]>([]);
  useLayoutEffect(() => {
    if (!article) return;
    const found = [...article.querySelectorAll('[data-diagram-island]')].flatMap((element) => {
      const drawingKey = element.getAttribute('data-diagram-island') ?? '';
      if (!hasDrawing(drawingKey)) return [];
      element.replaceChildren();
      return [{ element, drawingKey }];
    });
    setIslands(found);
  }, [article]);
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
  if (!unavailable) return <DiagramDrawing drawingKey={island.drawingKey} onUnavailable={markUnavailable} />;
  return (
    <div className={styles.diagramUnavailable} role="note">
      <p>This diagram could not be loaded. Its source:</p>
      <pre>{diagramSource(island.element)}</pre>
    </div>
  );
}

/**
 * A doc's article as static HTML: React renders the element and keeps its inner HTML as given;
 * small behaviours (../behaviours) make tabs, code copying, scrolling tables and links work.
 */
export default function StaticArticle({ markup }: { markup: ArticleMarkup }): ReactNode {
  const [article, setArticle] = useState<HTMLDivElement | null>(null);
  const history = useHistory();
  const html = useMemo(() => ({ __html: markup.html }), [markup]);
  const islands = useDiagramIslands(article);
  useEffect(
    () => (article ? enhanceArticle(article, { navigate: (path) => history.push(path) }) : undefined),
    [article, history],
  );
  return (
    <>
      <div ref={setArticle} className={markup.className} dangerouslySetInnerHTML={html} />
      {islands.map((island, index) => createPortal(<Diagram island={island} />, island.element, String(index)))}
    </>
  );
}
