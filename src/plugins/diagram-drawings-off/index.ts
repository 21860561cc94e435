/** `diagramDrawings` off: an empty table of drawings, so every diagram falls back to Mermaid. */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** How src/theme/Mermaid/DiagramDrawing imports the table. */
export const DIAGRAM_SIZES_REQUEST = /^\.\.\/diagramSizes\.json$/;

export default function diagramDrawingsOffPlugin(): Plugin {
  return {
    name: 'diagram-drawings-off',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            DIAGRAM_SIZES_REQUEST,
            (resource: { request: string }) => {
              resource.request = path.join(__dirname, 'noDrawings.json');
            },
          ),
        ],
      };
    },
  };
}
