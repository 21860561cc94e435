import type { ReactNode } from 'react';
import FooterLinks from '@theme-original/Footer/Links';
import type { Props } from '@theme/Footer/Links';
import HydrateOnUse from '@site/src/components/HydrateOnUse';

/**
 * Wrapped so the footer's link columns hydrate when the reader uses them (see HydrateOnUse):
 * until then they are plain links, and a page's start-up skips a fifth of its components.
 */
export default function FooterLinksWrapper(props: Props): ReactNode {
  return (
    <HydrateOnUse name="footer-links">
      <FooterLinks {...props} />
    </HydrateOnUse>
  );
}
