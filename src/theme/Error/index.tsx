/**
 * Top-level fallback (ejected, kept minimal): used when a route cannot even render its layout,
 * e.g. when its code chunk fails to download.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import type { Props } from '@theme/Error';
import CrashNotice from '@site/src/components/CrashNotice';

export default function Error({ error, tryAgain }: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page error</title>
      </Head>
      <CrashNotice error={error} tryAgain={tryAgain} />
    </>
  );
}
