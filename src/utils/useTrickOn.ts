import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Trick } from '@site/config/tricks';

/** Whether a start-up trick is on in this build: config/tricks.ts hands the switched-off ones over in customFields. */
export function useTrickOn(trick: Trick): boolean {
  const { siteConfig } = useDocusaurusContext();
  const off = siteConfig.customFields?.tricksOff;
  return !(Array.isArray(off) && off.includes(trick));
}
