import { startTransition, useEffect, useState } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { whenIdle } from '@site/src/utils/whenIdle';
import { useTrickOn } from '@site/src/utils/useTrickOn';

/**
 * Whether a part of the closed mobile menu renders yet: after `idleTurns` idle periods, as a
 * transition (the theme renders it in one blocking task after hydration), or when opened.
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
