import type { ComponentProps } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import ScrollableTable from '@site/src/components/ScrollableTable';

// API paths and long values in tables carry <wbr> break points (pathCode in
// src/plugins/openapi-operations, src/plugins/readable-tables); the theme would render any code
// span with an element inside as a code block, so these stay inline.
const inlineWithBreaks = /(^|\s)(api-path|code-break-points)(\s|$)/;
function Code(props: ComponentProps<'code'>) {
  return inlineWithBreaks.test(props.className ?? '') ? <code {...props} /> : <MDXComponents.code {...props} />;
}

// Tabs for the operation pages' code samples (written by the remark plugin, which cannot add
// import lines); Markdown tables scroll sideways in a keyboard-focusable box instead of
// stretching the page.
export default {
  ...MDXComponents,
  code: Code,
  Tabs,
  TabItem,
  table: ScrollableTable,
};
