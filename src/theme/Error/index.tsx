/** Top-level fallback (ejected, minimal), for a route that cannot render even its layout. */
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
