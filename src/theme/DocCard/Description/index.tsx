import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocCard/Description';
import styles from './styles.module.css';

/** The card's one-line description, whole: the theme cuts it at the card's edge. */
export default function DocCardDescription({ description }: Props): ReactNode {
  return <p className={clsx(ThemeClassNames.docs.docCard.description, styles.cardDescription)}>{description}</p>;
}
