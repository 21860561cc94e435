import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import ScrollableTable from '@site/src/components/ScrollableTable';

// Tabs for the operation pages' code samples (written by the remark plugin, which cannot add
// import lines); Markdown tables scroll sideways in a keyboard-focusable box instead of
// stretching the page.
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  table: ScrollableTable,
};
