import MDXComponents from '@theme-original/MDXComponents';
import ApiOperation from '@site/src/components/ApiOperation';
import ScrollableTable from '@site/src/components/ScrollableTable';

// Makes <ApiOperation> available in every doc without an import line; Markdown tables scroll
// sideways in a keyboard-focusable box instead of stretching the page.
export default {
  ...MDXComponents,
  ApiOperation,
  table: ScrollableTable,
};
