import { createContext, useContext, type ReactNode } from 'react';

interface MainLandmark {
  /** Shown at the top of the main region, e.g. a notice about the request. */
  notice?: ReactNode;
}

const MainLandmarkContext = createContext<MainLandmark | null>(null);

/**
 * Pages whose content does not render its own <main> (the search page comes from a plugin) wrap
 * themselves in this provider; the Layout wrapper then adds the landmark around the content.
 */
export function MainLandmarkProvider({ notice, children }: MainLandmark & { children: ReactNode }): ReactNode {
  return <MainLandmarkContext.Provider value={{ notice }}>{children}</MainLandmarkContext.Provider>;
}

export function useMainLandmark(): MainLandmark | null {
  return useContext(MainLandmarkContext);
}
