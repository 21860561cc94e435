import { startTransition, useEffect, useState } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { whenIdle } from '@site/src/utils/whenIdle';

/**
 * Whether a part of the mobile menu (the navbar links and the docs sidebar) renders yet.
 * Docusaurus renders the closed menu as soon as the page knows it is on a phone, right after
 * hydration and in one blocking task. Here each part renders after `idleTurns` idle periods,
 * as a transition React can interrupt, or at once if the reader opens the menu first.
 */
export function useMobileMenuMounted(idleTurns = 1): boolean {
  const { shouldRender, shown } = useNavbarMobileSidebar();
  const [turns, setTurns] = useState(0);
  useEffect(() => {
    if (!shouldRender || turns >= idleTurns) return undefined;
    return whenIdle(() => startTransition(() => setTurns((taken) => taken + 1)));
  }, [shouldRender, turns, idleTurns]);
  return shouldRender && (turns >= idleTurns || shown);
}
