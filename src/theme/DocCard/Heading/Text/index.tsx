import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocCard/Heading/Text';
import styles from './styles.module.css';

/** The card's title, whole: the theme cuts it to one line ("Accounting Roles (le…"). */
export default function DocCardHeadingText({ title }: Props): ReactNode {
  return <span className={clsx(ThemeClassNames.docs.docCard.title, styles.cardTitleText)}>{title}</span>;
}
