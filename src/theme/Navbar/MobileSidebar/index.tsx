import type { ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useMobileMenuMounted } from './useMobileMenuMounted';

/**
 * The closed menu's panel waits for idle time (see useMobileMenuMounted): one turn more than
 * the docs sidebar that fills it, so it first renders already showing the docs menu. Drawn
 * before that, the docs menu would sit on screen behind the hidden panel for a moment, and the
 * link prefetcher would take its hundred links as seen.
 */
export default function MobileSidebarWrapper(): ReactNode {
  return useMobileMenuMounted(2) ? <MobileSidebar /> : null;
}
