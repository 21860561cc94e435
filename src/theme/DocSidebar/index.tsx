import type { ReactNode } from 'react';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';
import { useMobileMenuMounted } from '@site/src/theme/Navbar/MobileSidebar/useMobileMenuMounted';

/**
 * Ejected to change when each sidebar renders.
 * - The desktop sidebar always renders. Below the desktop breakpoint the theme's CSS hides it,
 *   which costs nothing; the theme removed it after hydration instead, in a blocking re-render.
 * - The mobile one only fills the mobile menu, so it renders with the menu's contents.
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
