import { createContext, useContext, type ReactNode } from 'react';

interface MainLandmark {
  /** Shown at the top of the main region, e.g. a notice about the request. */
  notice?: ReactNode;
}

const MainLandmarkContext = createContext<MainLandmark | null>(null);

/** For pages without their own <main> (the plugin's search page): the Layout wrapper adds one. */
export function MainLandmarkProvider({ notice, children }: MainLandmark & { children: ReactNode }): ReactNode {
  return <MainLandmarkContext.Provider value={{ notice }}>{children}</MainLandmarkContext.Provider>;
}

export function useMainLandmark(): MainLandmark | null {
  return useContext(MainLandmarkContext);
}
