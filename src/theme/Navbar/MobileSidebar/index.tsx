import type { ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useMobileMenuMounted } from './useMobileMenuMounted';

/**
 * The closed menu's panel renders one idle turn after the docs sidebar it shows, so it never
 * shows the sidebar early (and the prefetcher never takes its links as seen).
 */
export default function MobileSidebarWrapper(): ReactNode {
  return useMobileMenuMounted(2) ? <MobileSidebar /> : null;
}
