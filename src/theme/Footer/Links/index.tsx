import type { ReactNode } from 'react';
import FooterLinks from '@theme-original/Footer/Links';
import type { Props } from '@theme/Footer/Links';
import HydrateOnUse from '@site/src/components/HydrateOnUse';

/** The footer's link columns hydrate on use (HydrateOnUse): a fifth of a page's components. */
export default function FooterLinksWrapper(props: Props): ReactNode {
  return (
    <HydrateOnUse name="footer-links">
      <FooterLinks {...props} />
    </HydrateOnUse>
  );
}
