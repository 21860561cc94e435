import type { ComponentProps } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import ScrollableTable from '@site/src/components/ScrollableTable';

// Code spans with <wbr> break points stay inline: the theme takes any with an element for a block.
const inlineWithBreaks = /(^|\s)(api-path|code-break-points)(\s|$)/;
function Code(props: ComponentProps<'code'>) {
  return inlineWithBreaks.test(props.className ?? '') ? <code {...props} /> : <MDXComponents.code {...props} />;
}

// Tabs for the generated samples (a remark plugin cannot add imports); tables scroll in a box.
export default { ...MDXComponents, code: Code, Tabs, TabItem, table: ScrollableTable };
