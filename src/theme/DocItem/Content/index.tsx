import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPageActions from '@site/src/components/CopyPageActions';
import { markdownTwinPath } from '@site/src/plugins/llms-txt/twinPath';

type Props = WrapperProps<typeof ContentType>;

/** Adds "Copy page" and "View as Markdown" above every doc page's title. */
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyPageActions markdownPath={markdownTwinPath(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
