import { Children, isValidElement, type ReactNode } from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof TabsType>;

function tabValues({ values, children }: Props): string[] {
  if (values) return values.map(({ value }) => value);
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ value?: string }>(child) && child.props.value !== undefined ? [child.props.value] : [],
  );
}

/** The tab group and values in the HTML, for a static article to keep a group's tabs in step. */
export default function TabsWrapper(props: Props): ReactNode {
  return (
    <div data-tab-group={props.groupId} data-tab-values={JSON.stringify(tabValues(props))}>
      <Tabs {...props} />
    </div>
  );
}
