import type { ReactNode } from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof TabsType>;

/**
 * Tabs render only the selected panel (`lazy`) unless a page asks otherwise. The API pages
 * carry the same request in three languages; rendering the hidden two doubled their HTML,
 * their hydration work and the search index without showing the reader anything more.
 */
export default function TabsWrapper(props: Props): ReactNode {
  return <Tabs lazy {...props} />;
}
