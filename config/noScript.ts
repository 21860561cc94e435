import type { HtmlTagObject } from '@docusaurus/types';

/**
 * Without JavaScript the tabs cannot switch, so every tab panel (the Python and JavaScript
 * samples beside curl) is shown, one after the other; the space held for a diagram drawing is
 * dropped, as the diagram's source text is shown instead.
 */
export const noScriptHeadTags = [
  {
    tagName: 'noscript',
    attributes: {},
    innerHTML:
      '<style>.tabs-container [role="tabpanel"][hidden]{display:block}.tabs-container [role="tabpanel"]+[role="tabpanel"]{margin-top:1rem}[data-diagram-key]{display:none}</style>',
  },
] satisfies HtmlTagObject[];
