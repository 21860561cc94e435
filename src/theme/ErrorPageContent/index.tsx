import type { ReactNode } from 'react';
import type { Props } from '@theme/Error';
import CrashNotice from '@site/src/components/CrashNotice';

// A page that throws inside the layout: the navbar and footer stay usable.
export default function ErrorPageContent({ error, tryAgain }: Props): ReactNode {
  return <CrashNotice error={error} tryAgain={tryAgain} />;
}
