import type { ReactNode } from 'react';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';
import { useMobileMenuMounted } from '@site/src/theme/Navbar/MobileSidebar/useMobileMenuMounted';

/**
 * Ejected: the desktop sidebar always renders (CSS hides it on phones, where the theme removed it
 * in a blocking re-render); the mobile one renders with the mobile menu's contents.
 */
export default function DocSidebar(props: Props): ReactNode {
  const mobileMenuMounted = useMobileMenuMounted();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {mobileMenuMounted && <DocSidebarMobile {...props} />}
    </>
  );
}
