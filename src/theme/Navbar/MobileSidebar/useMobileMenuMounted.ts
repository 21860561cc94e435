import { startTransition, useEffect, useState } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { whenIdle } from '@site/src/utils/whenIdle';

/**
 * Whether the mobile menu's contents (the navbar links and the docs sidebar) render yet.
 * Docusaurus renders them as soon as the page knows it is on a phone, right after hydration and
 * in one blocking task, although the menu is closed. Here they render in the first idle time,
 * as a transition React can interrupt, or at once if the reader opens the menu first.
 */
export function useMobileMenuMounted(): boolean {
  const { shouldRender, shown } = useNavbarMobileSidebar();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!shouldRender || idle) return undefined;
    return whenIdle(() => startTransition(() => setIdle(true)));
  }, [shouldRender, idle]);
  return shouldRender && (idle || shown);
}
