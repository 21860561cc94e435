import { startTransition, useEffect, useState } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { whenIdle } from '@site/src/utils/whenIdle';
import { useTrickOn } from '@site/src/utils/useTrickOn';

/**
 * Whether a part of the mobile menu (the navbar links and the docs sidebar) renders yet.
 * Docusaurus renders the closed menu as soon as the page knows it is on a phone, right after
 * hydration and in one blocking task. Here each part renders after `idleTurns` idle periods,
 * as a transition React can interrupt, or at once if the reader opens the menu first.
 */
export function useMobileMenuMounted(idleTurns = 1): boolean {
  const { shouldRender, shown } = useNavbarMobileSidebar();
  // Off (`idleMobileMenu` in config/tricks.ts), the menu renders at once, as the theme does.
  const waitForIdle = useTrickOn('idleMobileMenu');
  const [turns, setTurns] = useState(0);
  useEffect(() => {
    if (!waitForIdle || !shouldRender || turns >= idleTurns) return undefined;
    return whenIdle(() => startTransition(() => setTurns((taken) => taken + 1)));
  }, [waitForIdle, shouldRender, turns, idleTurns]);
  return shouldRender && (!waitForIdle || turns >= idleTurns || shown);
}
