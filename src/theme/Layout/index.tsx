import type { ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useMainLandmark } from '@site/src/components/MainLandmark';

type Props = WrapperProps<typeof LayoutType>;

// Adds a <main> landmark for pages that ask for one (see MainLandmarkProvider).
export default function LayoutWrapper({ children, ...props }: Props): ReactNode {
  const main = useMainLandmark();
  return (
    <Layout {...props}>
      {main ? (
        <main id="main-search">
          {main.notice}
          {children}
        </main>
      ) : (
        children
      )}
    </Layout>
  );
}
