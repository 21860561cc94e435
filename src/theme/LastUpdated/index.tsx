import type { ReactNode } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';
import { formatUtcDate } from './formatUtcDate';

/**
 * The theme's "Last updated on <date>" without `Intl.DateTimeFormat`, which cost a slow phone
 * over 100 ms during hydration; the site is in English only.
 */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  const date = lastUpdatedAt ? new Date(lastUpdatedAt) : null;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated
      {date && (
        <>
          {' on '}
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {formatUtcDate(date)}
            </time>
          </b>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
