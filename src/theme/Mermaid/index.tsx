/**
 * Wraps the theme's Mermaid diagram: diagrams are drawn in the browser, so without JavaScript
 * the reader gets the diagram's source text instead of nothing.
 */
import type { ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <>
      <noscript>
        <figure>
          <figcaption>Diagram (its source, as JavaScript is off)</figcaption>
          <pre>{props.value}</pre>
        </figure>
      </noscript>
      <Mermaid {...props} />
    </>
  );
}
