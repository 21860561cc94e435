import type { HtmlTagObject } from '@docusaurus/types';

/**
 * Without JavaScript every tab panel shows, one after the other (tabs cannot switch), and a
 * diagram's held space goes, as its source text shows instead.
 */
export const noScriptHeadTags = [
  {
    tagName: 'noscript',
    attributes: {},
    innerHTML:
      '<style>[role=tabpanel][hidden]{display:block}[role=tabpanel]+[role=tabpanel]{margin-top:1rem}[data-diagram-key]{display:none}</style>',
  },
] satisfies HtmlTagObject[];
