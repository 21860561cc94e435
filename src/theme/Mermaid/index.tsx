import { useCallback, useState, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import { useMermaidThemeConfig } from '@docusaurus/theme-mermaid/client';
import mermaidPackage from 'mermaid/package.json';
import { diagramKey } from './diagramKey.mjs';
import DiagramDrawing, { hasDrawing } from './DiagramDrawing';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/**
 * Diagrams inlined from drawings made ahead of time (scripts/prerender-diagrams.mjs), so Mermaid (over
 * 600 KiB) loads only for a diagram without a drawing; without JavaScript the source text shows.
 */
export default function MermaidDrawing(props: Props): ReactNode {
  const key = diagramKey(props.value, { mermaidVersion: mermaidPackage.version, themeConfig: useMermaidThemeConfig() });
  const [live, setLive] = useState(false);
  const fallBackToMermaid = useCallback(() => setLive(true), []);

  const noScriptSource = (
    <noscript>
      <figure>
        <figcaption>Diagram (its source, as JavaScript is off)</figcaption>
        <pre>{props.value}</pre>
      </figure>
    </noscript>
  );

  if (live || !hasDrawing(key)) {
    return (
      <>
        {noScriptSource}
        <div className={styles.liveSlot} data-diagram-key={key}>
          <Mermaid {...props} />
        </div>
      </>
    );
  }
  return (
    <>
      {noScriptSource}
      {/* data-diagram-island lets a static article (src/plugins/static-articles) bring it to life. */}
      <div className={styles.diagram} data-diagram-island={key}>
        <DiagramDrawing drawingKey={key} onUnavailable={fallBackToMermaid} />
      </div>
    </>
  );
}
