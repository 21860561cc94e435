import { useRef, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import useSuggestionKeyboard from './useSuggestionKeyboard';
import useQueryTypedEarly from './useQueryTypedEarly';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Wraps the local-search bar to close its keyboard gaps: Tab and the arrow keys also reach
 * "See all results", Escape hands focus back to where the reader was, the clear button gets an
 * accessible name, over-long queries are cut before they reach the worker, and a query typed
 * before the app started gets its suggestions.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const handlers = useSuggestionKeyboard(containerRef);
  useQueryTypedEarly(containerRef);
  return (
    <div ref={containerRef} className={styles.searchBarWrapper} role="search" {...handlers}>
      <SearchBar {...props} />
    </div>
  );
}
