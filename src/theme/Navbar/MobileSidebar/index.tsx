import type { ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useMobileMenuMounted } from './useMobileMenuMounted';

// The closed menu's contents wait for idle time (see useMobileMenuMounted).
export default function MobileSidebarWrapper(): ReactNode {
  return useMobileMenuMounted() ? <MobileSidebar /> : null;
}
