import { useRef, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import useSuggestionKeyboard from './useSuggestionKeyboard';
import styles from './styles.module.css';

/** The local-search bar with its keyboard gaps closed (keepReaderQuery.mjs keeps a query typed as the app starts). */
export default function SearchBarWrapper(props: WrapperProps<typeof SearchBarType>): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const handlers = useSuggestionKeyboard(containerRef);
  return (
    <div ref={containerRef} className={styles.searchBarWrapper} role="search" {...handlers}>
      <SearchBar {...props} />
    </div>
  );
}
