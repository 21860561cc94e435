import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useAnnouncementBar, useScrollPosition } from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { Props } from '@theme/DocSidebar/Desktop/Content';
import HydrateOnUse from '@site/src/components/HydrateOnUse';
import styles from './styles.module.css';

/** The sidebar keeps clear of the announcement bar while the page is scrolled to the top. */
function useShowAnnouncementBar(): boolean {
  const { isActive } = useAnnouncementBar();
  const [atTop, setAtTop] = useState(isActive);
  useScrollPosition(
    ({ scrollY }) => {
      if (isActive) setAtTop(scrollY === 0);
    },
    [isActive],
  );
  return isActive && atTop;
}

/**
 * Ejected for one change: the menu's items hydrate when the reader uses the sidebar (see
 * HydrateOnUse). They are a large share of a docs page's components, and the page reads the
 * same without them until then.
 */
export default function DocSidebarDesktopContent({ path, sidebar, className }: Props): ReactNode {
  const showAnnouncementBar = useShowAnnouncementBar();
  return (
    <nav
      aria-label={translate({
        id: 'theme.docs.sidebar.navAriaLabel',
        message: 'Docs sidebar',
        description: 'The ARIA label for the sidebar navigation',
      })}
      className={clsx(
        'menu thin-scrollbar',
        styles.menu,
        showAnnouncementBar && styles.menuWithAnnouncementBar,
        className,
      )}
    >
      <HydrateOnUse name="doc-sidebar" className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
        <DocSidebarItems items={sidebar} activePath={path} level={1} />
      </HydrateOnUse>
    </nav>
  );
}
